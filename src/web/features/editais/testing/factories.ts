import type { Edital, EditalCargo, EditalDetalheResponse } from '@/shared/api/editais';
import { todayInBrasilia } from '@/shared/editais/dates';

let sequence = 0;

/** 'YYYY-MM-DD' `days` after Brasília's today (negative for the past). */
export function daysFromToday(days: number): string {
  const [y, m, d] = todayInBrasilia().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A notice as the API returns it: open in SP with a deadline in 20 days; override what the test is about. */
export function buildEdital(overrides: Partial<Edital> = {}): Edital {
  sequence += 1;
  return {
    id: sequence,
    titulo: `Concurso Prefeitura de Teste ${sequence} - SP 2026`,
    uf: 'SP',
    municipio: 'Campinas',
    escolaridade: 'Ensino_Médio',
    niveis: ['Ensino_Médio'],
    esfera: 'municipal',
    areas: ['Administrativa'],
    vagas: 12,
    remuneracao_min: 2500,
    remuneracao_max: 4800.5,
    inscricoes_inicio: daysFromToday(-10),
    inscricoes_fim: daysFromToday(20),
    prova_data: daysFromToday(50),
    retificado_em: null,
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-12T15:30:00.000Z',
    status: 'inscricoes_abertas',
    tags: ['Municipal', 'Administrativa'],
    link_edital: `https://banca.example.org/concursos/${sequence}/edital.pdf`,
    link_inscricao: `https://banca.example.org/concursos/${sequence}/inscricao`,
    orgao: { nome: 'Prefeitura Municipal de Campinas', sigla: null },
    banca: { nome: 'Banca Exemplo', site: 'https://banca.example.org' },
    ...overrides,
  };
}

export function buildCargo(overrides: Partial<EditalCargo> = {}): EditalCargo {
  sequence += 1;
  return {
    cargo_id: sequence,
    nome: `Cargo ${sequence}`,
    escolaridade: 'Ensino_Superior',
    jornada: '40 horas semanais',
    vagas: 3,
    remuneracao_base: 5000,
    formato_prova: 'Objetiva',
    taxa_inscricao: 120,
    ...overrides,
  };
}

export function buildDetalhe(overrides: Partial<EditalDetalheResponse> = {}): EditalDetalheResponse {
  return { edital: buildEdital(), cargos: [buildCargo()], similares: [], userStatus: null, mudancas: [], fontes: [], ...overrides };
}
