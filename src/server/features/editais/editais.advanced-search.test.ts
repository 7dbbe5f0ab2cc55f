import { describe, expect, it } from 'vitest';
import type { BuscaResponse, Edital } from '#shared/api/editais';
import type { Area, EditalStatus, Esfera, Nivel } from '#shared/domain';
import { addDays } from '#shared/editais/dates';
import { PREMIUM_FILTERS_MESSAGE } from '#shared/editais/search-filters';
import { UF_VIZINHOS, type Uf } from '#shared/ufs';
import { premiumClient, signedInClient, type TestClient } from '#tests/helpers/auth-client';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createBanca, createEditais, minutesAgo, setUserEditalStatus, type EditalInsert } from '#tests/factories';

const NOW = new Date('2025-03-10T15:00:00.000Z');
const TODAY = '2025-03-10';
const t = useNoticesTestApp({ now: NOW });

let premium: { client: TestClient; userId: string } | undefined;
async function premiumUser() {
  premium ??= await premiumClient(t);
  return premium;
}

async function search(query: string): Promise<BuscaResponse> {
  const { client } = await premiumUser();
  const res = await client.get(`/api/editais?${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as BuscaResponse;
}
const idsOf = (list: Edital[]) => list.map((e) => e.id);

const UFS_USED: Uf[] = ['SP', 'RJ', 'MG', 'BA', 'PR'];
const NIVEIS_USED: Nivel[][] = [['Ensino_Médio'], ['Ensino_Superior'], ['Ensino_Médio', 'Ensino_Superior'], ['Ensino_Fundamental'], []];
const ESFERAS_USED: (Esfera | null)[] = ['federal', 'estadual', 'municipal', null];
const AREAS_USED: Area[][] = [['Saúde'], ['Educação'], ['Segurança', 'Jurídica'], []];
const STATUSES: EditalStatus[] = ['inscricoes_abertas', 'inscricoes_abertas', 'publicado', 'autorizado', 'encerrado'];
const TITLES = ['Prefeitura de Campinas - Enfermeiro', 'Polícia Civil - Investigador', 'Tribunal de Justiça - Analista', 'Câmara Municipal - Técnico'];

/** 60 notices that vary in every filtered field, each field on its own cycle. */
function variedNotice(i: number, bancaIds: number[]): Partial<EditalInsert> {
  return {
    titulo: `${TITLES[i % TITLES.length]} ${i}`,
    uf: UFS_USED[i % UFS_USED.length]!,
    niveis: NIVEIS_USED[i % NIVEIS_USED.length]!,
    esfera: ESFERAS_USED[i % ESFERAS_USED.length]!,
    areas: AREAS_USED[i % AREAS_USED.length]!,
    vagas: i % 7 === 0 ? null : (i * 13) % 90,
    remuneracaoMin: i % 11 === 0 ? null : 1000,
    remuneracaoMax: i % 11 === 0 ? null : 1500 + ((i * 37) % 20) * 500,
    status: STATUSES[i % STATUSES.length]!,
    inscricoesFim: i % 6 === 0 ? null : addDays(TODAY, (i % 40) - 10),
    bancaId: bancaIds[i % bancaIds.length]!,
    createdAt: minutesAgo(i),
  };
}

async function seedVaried() {
  const db = t.database.db;
  const bancas = [
    await createBanca(db, { nome: `Fundação Getúlio Vargas (FGV) ${Math.random()}` }),
    await createBanca(db, { nome: `Cebraspe ${Math.random()}` }),
    await createBanca(db, { nome: `Instituto Acesso ${Math.random()}` }),
  ];
  const rows = await createEditais(db, 60, (i) => variedNotice(i, bancas.map((b) => b.id)));
  return { rows, bancas };
}

type Row = Awaited<ReturnType<typeof seedVaried>>['rows'][number];
/** Newest first, as the default order answers. */
const expected = (rows: Row[], keep: (r: Row) => boolean) => rows.filter(keep).map((r) => r.id);

describe(`GET /api/editais, advanced search (${testDatabaseKind})`, () => {
  it('each filter answers exactly the notices that satisfy it', async () => {
    const { rows, bancas } = await seedVaried();
    const fgv = bancas[0]!.id;
    const cases: [string, (r: Row) => boolean][] = [
      ['uf=SP&uf=RJ', (r) => r.uf === 'SP' || r.uf === 'RJ'],
      ['nivel=medio', (r) => r.niveis.includes('Ensino_Médio')],
      ['nivel=medio&nivel=fundamental', (r) => r.niveis.includes('Ensino_Médio') || r.niveis.includes('Ensino_Fundamental')],
      ['salario_min=8000', (r) => r.remuneracaoMax !== null && r.remuneracaoMax >= 8000],
      ['salario_min=8.000,50', (r) => r.remuneracaoMax !== null && r.remuneracaoMax >= 8000.5],
      ['vagas_min=50', (r) => r.vagas !== null && r.vagas >= 50],
      ['esfera=federal', (r) => r.esfera === 'federal'],
      ['area=saude', (r) => r.areas.includes('Saúde')],
      ['area=Jur%C3%ADdica', (r) => r.areas.includes('Jurídica')],
      ['banca=getulio', (r) => r.bancaId === fgv],
      ['banca=fgv', (r) => r.bancaId === fgv],
      ['situacao=abertas', (r) => r.status === 'inscricoes_abertas' && (r.inscricoesFim === null || r.inscricoesFim >= TODAY)],
      ['situacao=previstas', (r) => r.status === 'publicado' || r.status === 'autorizado'],
      ['prazo=7', (r) => r.inscricoesFim !== null && r.inscricoesFim >= TODAY && r.inscricoesFim <= addDays(TODAY, 7)],
      ['prazo=0', (r) => r.inscricoesFim === TODAY],
      ['uf=SP&vizinhos=1', (r) => r.uf === 'SP' || UF_VIZINHOS.SP.includes(r.uf as Uf)],
      [
        'situacao=abertas&prazo=20',
        (r) => r.status === 'inscricoes_abertas' && r.inscricoesFim !== null && r.inscricoesFim >= TODAY && r.inscricoesFim <= addDays(TODAY, 20),
      ],
      [
        'esfera=estadual&area=educacao&banca=cebraspe&vagas_min=10',
        (r) => r.esfera === 'estadual' && r.areas.includes('Educação') && r.bancaId === bancas[1]!.id && r.vagas !== null && r.vagas >= 10,
      ],
      [
        'q=policia&uf=RJ&uf=MG&nivel=superior&salario_min=3000&ordem=recentes',
        (r) =>
          r.titulo.startsWith('Polícia') &&
          (r.uf === 'RJ' || r.uf === 'MG') &&
          r.niveis.includes('Ensino_Superior') &&
          r.remuneracaoMax !== null &&
          r.remuneracaoMax >= 3000,
      ],
    ];
    for (const [query, keep] of cases) {
      const body = await search(query);
      const want = expected(rows, keep);
      expect(want.length, `${query} has cases to find`).toBeGreaterThan(0);
      expect(idsOf(body.editais), query).toEqual(want);
      expect(body.total, query).toBe(want.length);
    }
  });

  it('sorts by deadline (unknown last), by pay and by vacancies, ties newest first', async () => {
    const { rows } = await seedVaried();
    const order = (key: (r: Row) => number | string | null, dir: 'asc' | 'desc') =>
      [...rows]
        .sort((a, b) => {
          const ka = key(a);
          const kb = key(b);
          if (ka === kb) return rows.indexOf(a) - rows.indexOf(b);
          if (ka === null) return 1;
          if (kb === null) return -1;
          return (ka < kb ? -1 : 1) * (dir === 'asc' ? 1 : -1);
        })
        .map((r) => r.id)
        .slice(0, 50);
    expect(idsOf((await search('ordem=prazo')).editais)).toEqual(order((r) => r.inscricoesFim, 'asc'));
    expect(idsOf((await search('ordem=salario')).editais)).toEqual(order((r) => r.remuneracaoMax, 'desc'));
    expect(idsOf((await search('ordem=vagas')).editais)).toEqual(order((r) => r.vagas, 'desc'));
    expect(idsOf((await search('ordem=recentes&situacao=abertas')).editais)).toEqual(
      expected(rows, (r) => r.status === 'inscricoes_abertas' && (r.inscricoesFim === null || r.inscricoesFim >= TODAY)),
    );
  });

  it('pages by 50: every match once, with the total and the summary of all matches', async () => {
    const rows = await createEditais(t.database.db, 120, (i) => ({
      createdAt: minutesAgo(i),
      vagas: i % 10 === 0 ? null : i,
      remuneracaoMin: 1000,
      remuneracaoMax: 2000 + i,
      niveis: ['Ensino_Médio'],
    }));
    const seen: number[] = [];
    for (const pagina of [1, 2, 3]) {
      const body = await search(`nivel=medio&pagina=${pagina}`);
      expect(body.pagina).toBe(pagina);
      expect(body.total).toBe(120);
      expect(body.editais).toHaveLength(pagina === 3 ? 20 : 50);
      seen.push(...idsOf(body.editais));
    }
    expect(seen).toEqual(rows.map((r) => r.id));
    const beyond = await search('nivel=medio&pagina=4');
    expect(beyond.editais).toEqual([]);
    expect(beyond.total).toBe(120);
    const vagas = rows.reduce((sum, r) => sum + (r.vagas ?? 0), 0);
    expect(beyond.resumo).toEqual({ total: 120, vagas, remuneracao_max: 2119 });
  });

  it('summarises nothing found as zeros', async () => {
    await seedVaried();
    expect(await search('q=inexistente&nivel=superior')).toMatchObject({ editais: [], total: 0, resumo: { total: 0, vagas: 0, remuneracao_max: null } });
  });

  it('finds notices near a municipality, by the distance between municipal seats', async () => {
    const db = t.database.db;
    const [sp, campinas, rio, santos] = await createEditais(db, 4, (i) => ({
      createdAt: minutesAgo(i),
      ...[
        { uf: 'SP', municipio: 'São Paulo', municipioIbge: 3550308 },
        { uf: 'SP', municipio: 'Campinas', municipioIbge: 3509502 },
        { uf: 'RJ', municipio: 'Rio de Janeiro', municipioIbge: 3304557 },
        { uf: 'SP', municipio: 'Santos', municipioIbge: 3548500 },
      ][i]!,
    }));
    expect(idsOf((await search('municipio=3550308')).editais)).toEqual([sp!.id]);
    expect(idsOf((await search('municipio=3550308&raio_km=100')).editais)).toEqual([sp!.id, campinas!.id, santos!.id]);
    expect(idsOf((await search('municipio=3550308&raio_km=400')).editais)).toEqual([sp!.id, campinas!.id, rio!.id, santos!.id]);
    expect(idsOf((await search('municipio=3550308&raio_km=400&uf=RJ')).editais)).toEqual([rio!.id]);
  });

  it("leaves out the notices the user hid and carries the user's status, privately", async () => {
    const { rows } = await seedVaried();
    const { client, userId } = await premiumUser();
    await setUserEditalStatus(t.database.db, { userId, editalId: rows[0]!.id, status: 'oculto' });
    await setUserEditalStatus(t.database.db, { userId, editalId: rows[5]!.id, status: 'salvo' });
    const res = await client.get('/api/editais?uf=SP&uf=RJ');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as BuscaResponse;
    expect(idsOf(body.editais)).not.toContain(rows[0]!.id);
    expect(body.editais.find((e) => e.id === rows[5]!.id)?.userStatus).toBe('salvo');
  });

  it('free search stays as it was: q and one uf for everyone, without a summary', async () => {
    await seedVaried();
    const { client } = await signedInClient(t);
    for (const ask of [(p: string) => t.request(p), (p: string) => client.get(p)]) {
      const res = await ask('/api/editais?q=policia&uf=SP&mostrar=24');
      expect(res.status).toBe(200);
      const body = (await res.json()) as BuscaResponse;
      expect(body.editais.length).toBeGreaterThan(0);
      expect(body.resumo).toBeUndefined();
      expect(body.total).toBeUndefined();
      // Blank values are no filter: a form submitted without JavaScript sends them.
      expect((await ask('/api/editais?q=&uf=SP&nivel=&salario_min=&ordem=')).status).toBe(200);
    }
  });

  it('answers 403 PREMIUM_REQUIRED to a visitor and to a free account for any other filter', async () => {
    const { client } = await signedInClient(t);
    const premiumOnly = [
      'uf=SP&uf=RJ',
      'nivel=superior',
      'salario_min=5000',
      'vagas_min=10',
      'esfera=federal',
      'area=TI',
      'banca=FGV',
      'situacao=abertas',
      'prazo=10',
      'ordem=prazo',
      'pagina=1',
      'municipio=3550308',
      'municipio=3550308&raio_km=50',
      'uf=SP&vizinhos=1',
      'q=policia&uf=SP&nivel=medio',
    ];
    for (const query of premiumOnly) {
      for (const [who, res] of [
        ['visitor', await t.request(`/api/editais?${query}`)],
        ['free', await client.get(`/api/editais?${query}`)],
      ] as const) {
        expect(res.status, `${who} ${query}`).toBe(403);
        expect(await res.json()).toEqual({ error: { code: 'PREMIUM_REQUIRED', message: PREMIUM_FILTERS_MESSAGE } });
      }
    }
  });

  it('refuses bad values with 400 and a Portuguese message naming the parameter, never a 500', async () => {
    const { client } = await premiumUser();
    const cases: [string, string][] = [
      ['salario_min=abc', 'salario_min'],
      ['salario_min=-5', 'salario_min'],
      ['salario_min=1e9', 'salario_min'],
      ['nivel=xyz', 'nivel'],
      ['nivel=superior&nivel=xyz', 'nivel'],
      ['ordem=foo', 'ordem'],
      ['pagina=0', 'pagina'],
      ['pagina=1.5', 'pagina'],
      ['pagina=99999999999999999999', 'pagina'],
      ['vagas_min=0', 'vagas_min'],
      ['prazo=-1', 'prazo'],
      ['prazo=366', 'prazo'],
      ['esfera=distrital', 'esfera'],
      ['area=Astronomia', 'area'],
      ['banca=a', 'banca'],
      ['situacao=fechadas', 'situacao'],
      ['uf=SP&uf=XX', 'uf'],
      ['municipio=123', 'municipio'],
      ['raio_km=50', 'raio_km'],
      ['municipio=3550308&raio_km=9000', 'raio_km'],
      ['vizinhos=1', 'vizinhos'],
      ['vizinhos=sim&uf=SP', 'vizinhos'],
      ['salario_min=1&salario_min=2', 'salario_min'],
      ['ordem=prazo&ordem=salario', 'ordem'],
      [`q=${'a'.repeat(10_000)}`, 'Busca muito longa'],
      ['salario_min=%00', 'salario_min'],
    ];
    for (const [query, named] of cases) {
      for (const res of [await client.get(`/api/editais?${query}`), await t.request(`/api/editais?${query}`)]) {
        expect(res.status, query).toBe(400);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code, query).toBe('BAD_REQUEST');
        expect(body.error.message, query).toContain(named);
      }
    }
    // A well-formed code of no municipality: a premium search says so (a visitor is told it is Premium).
    const unknown = await client.get('/api/editais?municipio=3599999');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain('municipio');
  });
});
