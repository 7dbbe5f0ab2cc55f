import type { CollectorResult, CollectorRunsResponse } from '@/shared/api/collector';
import type { CollectorRun } from '../lib/labels';

/** Test data for the collector panel, with overrides. */

export function buildResult(overrides: Partial<CollectorResult> = {}): CollectorResult {
  return {
    total_fontes: 3,
    editais_criados: 2,
    editais_atualizados: 1,
    erros: 0,
    detalhes: [
      { tipo: 'criado', edital: 'Concurso SEFAZ-AL 2026 - Auditor Fiscal da Receita Estadual', fonte: 'pci' },
      { tipo: 'criado', edital: 'Concurso PM-SP 2026 - Soldado', fonte: 'jc' },
      { tipo: 'atualizado', edital: 'Concurso Prefeitura de Petrolina - PE 2026', fonte: 'querido-diario' },
    ],
    ...overrides,
  };
}

export function buildRun(overrides: Partial<CollectorRun> = {}): CollectorRun {
  return {
    id: 1,
    trigger: 'manual',
    started_at: '2026-11-23T14:47:00.000Z',
    finished_at: '2026-11-23T14:47:09.000Z',
    result: buildResult(),
    ...overrides,
  };
}

export function buildRunsResponse(overrides: Partial<CollectorRunsResponse> = {}): CollectorRunsResponse {
  return {
    runs: [],
    schedule: {
      enabled: false,
      crons: ['0 0,6,12,18 * * *', '0 7 * * *'],
      times: ['00:00', '06:00', '07:00', '12:00', '18:00'],
      next_run: null,
    },
    running: false,
    ...overrides,
  };
}
