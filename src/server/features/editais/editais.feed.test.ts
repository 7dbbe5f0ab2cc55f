import { describe, expect, it, vi } from 'vitest';
import type { EditaisResponse, Edital } from '#shared/api/editais';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createBanca, createEditais, createEdital, createOrgao, minutesAgo } from '#tests/factories';
import { addDays } from '#shared/editais/dates';

// 12:00 in Brasília: "today" is 2025-03-10 for the whole file.
const NOW = new Date('2025-03-10T15:00:00.000Z');
const TODAY = '2025-03-10';

const t = useNoticesTestApp({ now: NOW });

async function getEditais(path: string): Promise<Edital[]> {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await res.json()) as EditaisResponse).editais;
}

const ids = (list: { id: number }[]) => list.map((e) => e.id);

describe(`GET /api/feed-publico (${testDatabaseKind})`, () => {
  it('answers 8 open notices by deadline, then 8 forecast or authorised ones, newest first', async () => {
    const db = t.database.db;
    // 10 open ones with deadlines 0..9 days away, inserted in shuffled order.
    const abertos = await createEditais(db, 10, (i) => ({
      status: 'inscricoes_abertas',
      inscricoesFim: addDays(TODAY, (i * 7) % 10),
      createdAt: minutesAgo(i),
    }));
    const previstos = await createEditais(db, 10, (i) => ({
      status: i % 2 === 0 ? 'publicado' : 'autorizado',
      inscricoesFim: null,
      createdAt: minutesAgo(100 + i),
    }));
    await createEditais(db, 3, (i) => ({ status: (['encerrado', 'suspenso', 'cancelado'] as const)[i]!, createdAt: minutesAgo(1) }));

    const editais = await getEditais('/api/feed-publico');
    expect(editais).toHaveLength(16);
    const open = editais.slice(0, 8);
    expect(open.every((e) => e.status === 'inscricoes_abertas')).toBe(true);
    expect(open.map((e) => e.inscricoes_fim)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((d) => addDays(TODAY, d)));
    expect(new Set(ids(open)).size).toBe(8);
    expect(ids(abertos)).toEqual(expect.arrayContaining(ids(open)));
    // Previstos: newest first, i.e. the first 8 created.
    expect(ids(editais.slice(8))).toEqual(ids(previstos.slice(0, 8)));
  });

  it('leaves out notices whose registration ended before today (Brasília), keeps those without a deadline last', async () => {
    const db = t.database.db;
    const ontem = await createEdital(db, { inscricoesFim: addDays(TODAY, -1) });
    const hoje = await createEdital(db, { inscricoesFim: TODAY });
    const semPrazo = await createEdital(db, { inscricoesFim: null });
    const amanha = await createEdital(db, { inscricoesFim: addDays(TODAY, 1) });

    const editais = await getEditais('/api/feed-publico');
    expect(ids(editais)).toEqual([hoje.id, amanha.id, semPrazo.id]);
    expect(ids(editais)).not.toContain(ontem.id);
  });

  it('counts "today" in Brasília, not UTC', async () => {
    // 01:00 UTC on the 11th is still 22:00 on the 10th in Brasília: a deadline of the 10th is open.
    vi.setSystemTime(new Date('2025-03-11T01:00:00.000Z'));
    const ultimoDia = await createEdital(t.database.db, { inscricoesFim: TODAY });
    expect(ids(await getEditais('/api/feed-publico'))).toEqual([ultimoDia.id]);
  });

  it('filters by UF, in any letter case', async () => {
    const db = t.database.db;
    const sp = await createEdital(db, { uf: 'SP', inscricoesFim: TODAY });
    const spPrevisto = await createEdital(db, { uf: 'SP', status: 'autorizado' });
    await createEdital(db, { uf: 'RJ', inscricoesFim: TODAY });
    await createEdital(db, { uf: 'RJ', status: 'publicado' });
    await createEdital(db, { uf: null, inscricoesFim: TODAY });

    expect(ids(await getEditais('/api/feed-publico?uf=SP'))).toEqual([sp.id, spPrevisto.id]);
    expect(ids(await getEditais('/api/feed-publico?uf=sp'))).toEqual([sp.id, spPrevisto.id]);
    expect(await getEditais('/api/feed-publico?uf=AC')).toEqual([]);
    expect(await getEditais('/api/feed-publico?uf=')).toHaveLength(5);
  });

  it('answers 400 with a Portuguese message for an unknown UF', async () => {
    for (const uf of ['XX', 'SPP', 'São%20Paulo']) {
      const res = await t.request(`/api/feed-publico?uf=${uf}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Estado (UF) inválido' } });
    }
    const repeated = await t.request('/api/feed-publico?uf=SP&uf=RJ');
    expect(repeated.status).toBe(400);
  });

  it('gives each notice the API shape: numbers as numbers, dates as YYYY-MM-DD, ISO timestamps, agency and board', async () => {
    const db = t.database.db;
    const o = await createOrgao(db, { nome: 'Tribunal de Justiça de São Paulo', sigla: 'TJ-SP' });
    const b = await createBanca(db, { nome: 'Vunesp (teste)', site: 'https://www.vunesp.com.br' });
    const e = await createEdital(db, {
      titulo: 'TJ-SP - Escrevente Técnico Judiciário',
      uf: 'SP',
      municipio: 'São Paulo',
      escolaridade: 'Ensino_Médio',
      niveis: ['Ensino_Médio'],
      esfera: 'estadual',
      areas: ['Jurídica'],
      vagas: 1200,
      remuneracaoMin: 5482.51,
      remuneracaoMax: 5482.51,
      inscricoesInicio: addDays(TODAY, -5),
      inscricoesFim: addDays(TODAY, 20),
      provaData: addDays(TODAY, 60),
      retificadoEm: '2025-03-09T13:30:00.000Z',
      createdAt: '2025-03-01T10:00:00.123Z',
      updatedAt: '2025-03-09T13:30:00.000Z',
      tags: ['Tribunais', 'Nível Médio', 'Estadual', 'Jurídica'],
      linkEdital: 'https://www.vunesp.com.br/edital.pdf',
      linkInscricao: 'https://www.vunesp.com.br/inscricao',
      orgaoId: o.id,
      bancaId: b.id,
    });
    const sem = await createEdital(db, {
      inscricoesFim: null,
      remuneracaoMin: null,
      remuneracaoMax: null,
      vagas: null,
      escolaridade: null,
      municipio: null,
      tags: [],
      createdAt: '2025-03-01T09:00:00.000Z',
    });

    const [first, second] = await getEditais('/api/feed-publico');
    expect(first).toEqual({
      id: e.id,
      titulo: 'TJ-SP - Escrevente Técnico Judiciário',
      uf: 'SP',
      municipio: 'São Paulo',
      escolaridade: 'Ensino_Médio',
      niveis: ['Ensino_Médio'],
      esfera: 'estadual',
      areas: ['Jurídica'],
      vagas: 1200,
      remuneracao_min: 5482.51,
      remuneracao_max: 5482.51,
      inscricoes_inicio: '2025-03-05',
      inscricoes_fim: '2025-03-30',
      prova_data: '2025-05-09',
      retificado_em: '2025-03-09T13:30:00.000Z',
      created_at: '2025-03-01T10:00:00.123Z',
      updated_at: '2025-03-09T13:30:00.000Z',
      status: 'inscricoes_abertas',
      tags: ['Tribunais', 'Nível Médio', 'Estadual', 'Jurídica'],
      link_edital: 'https://www.vunesp.com.br/edital.pdf',
      link_inscricao: 'https://www.vunesp.com.br/inscricao',
      orgao: { nome: 'Tribunal de Justiça de São Paulo', sigla: 'TJ-SP' },
      banca: { nome: 'Vunesp (teste)', site: 'https://www.vunesp.com.br' },
    });
    expect(first).not.toHaveProperty('userStatus');
    expect(second).toMatchObject({
      id: sem.id,
      inscricoes_fim: null,
      remuneracao_min: null,
      remuneracao_max: null,
      vagas: null,
      escolaridade: null,
      niveis: [],
      esfera: null,
      areas: [],
      tags: [],
      orgao: null,
      banca: null,
      retificado_em: null,
    });
  });

  it('answers an empty list when there is nothing', async () => {
    expect(await getEditais('/api/feed-publico')).toEqual([]);
  });
});

describe(`GET /api/feed for a visitor (${testDatabaseKind})`, () => {
  it('answers 10 open notices by deadline, then the 10 newest others', async () => {
    const db = t.database.db;
    await createEditais(db, 12, (i) => ({
      status: 'inscricoes_abertas',
      inscricoesFim: addDays(TODAY, 11 - i),
      createdAt: minutesAgo(i),
    }));
    const outros = await createEditais(db, 12, (i) => ({
      status: (['publicado', 'autorizado', 'encerrado', 'suspenso', 'cancelado'] as const)[i % 5],
      createdAt: minutesAgo(50 + i),
    }));

    const editais = await getEditais('/api/feed');
    expect(editais).toHaveLength(20);
    expect(editais.slice(0, 10).map((e) => e.inscricoes_fim)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => addDays(TODAY, d)),
    );
    expect(ids(editais.slice(10))).toEqual(ids(outros.slice(0, 10)));
    expect(editais.slice(10).every((e) => e.status !== 'inscricoes_abertas')).toBe(true);
  });

  it('fills each half independently when one is short', async () => {
    const db = t.database.db;
    const aberto = await createEdital(db, { inscricoesFim: TODAY });
    const outros = await createEditais(db, 15, (i) => ({ status: 'encerrado', createdAt: minutesAgo(i) }));
    const editais = await getEditais('/api/feed');
    expect(ids(editais)).toEqual([aberto.id, ...ids(outros.slice(0, 10))]);
  });

  it('filters by UF and refuses an unknown one', async () => {
    const db = t.database.db;
    const mg = await createEdital(db, { uf: 'MG', inscricoesFim: TODAY });
    const mgOutro = await createEdital(db, { uf: 'MG', status: 'encerrado' });
    await createEdital(db, { uf: 'BA', inscricoesFim: TODAY });
    expect(ids(await getEditais('/api/feed?uf=mg'))).toEqual([mg.id, mgOutro.id]);

    const res = await t.request('/api/feed?uf=ZZ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Estado (UF) inválido' } });
  });
});
