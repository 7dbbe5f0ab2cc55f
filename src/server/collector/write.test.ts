import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditais, type EditalInsert } from '#tests/factories';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { edital, editalCargo } from '../db/schema';
import type { Candidate } from './types';
import { CandidateWriter, refreshStatuses, storageKey } from './write';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    fonte: 'pci',
    fonte_chave: 'pci:noticias/teste-escrita',
    fonte_url: 'https://www.pciconcursos.com.br/noticias/teste-escrita',
    titulo: 'Concurso Prefeitura de Maceió - AL 2026',
    orgao: { nome: 'Prefeitura Municipal de Maceió', sigla: null },
    uf: 'AL',
    municipio: 'Maceió',
    status: 'inscricoes_abertas',
    escolaridade: 'Ensino_Superior',
    vagas: 10,
    cadastro_reserva: false,
    remuneracao_min: 3000,
    remuneracao_max: 6000,
    inscricoes_inicio: '2026-11-01',
    inscricoes_fim: '2026-12-01',
    prova_data: null,
    cargos: [
      { nome: 'Professor', escolaridade: 'Ensino_Superior', vagas: 8, remuneracao_base: 3000 },
      { nome: 'Professor', escolaridade: 'Ensino_Superior', vagas: 8, remuneracao_base: 3000 },
      { nome: 'Pedagogo', escolaridade: 'Ensino_Superior', vagas: 2, remuneracao_base: 6000 },
    ],
    tags: ['Municipal', 'Educação'],
    link_edital: null,
    link_inscricao: 'https://banca.example.org/inscricao',
    banca: { nome: 'Fundação Getúlio Vargas', site: 'https://conhecimento.fgv.br' },
    texto: 'texto',
    extracao: 'estruturado',
    ...overrides,
  };
}

describe(`CandidateWriter (${testDatabaseKind})`, () => {
  it('creates once, leaves an identical notice alone, updates a changed one with retificado_em', async () => {
    const writer = new CandidateWriter(database.db);
    const created = await writer.write(candidate());
    expect(created.outcome).toBe('criado');
    // The position listed twice is stored once.
    expect(await database.db.select().from(editalCargo).where(eq(editalCargo.editalId, created.id))).toHaveLength(2);
    // What a candidate filters by, derived as it is written.
    const [stored] = await database.db.select().from(edital).where(eq(edital.id, created.id));
    expect(stored).toMatchObject({ niveis: ['Ensino_Superior'], escolaridade: 'Ensino_Superior', esfera: 'municipal', areas: ['Educação'] });
    expect(stored!.classificacaoVersao).toBeGreaterThan(0);

    const again = new CandidateWriter(database.db);
    await again.prefetch([candidate()]);
    expect(await again.write(candidate())).toEqual({ outcome: 'inalterado', id: created.id });

    const changed = await new CandidateWriter(database.db).write(
      candidate({ cargos: [{ nome: 'Professor', escolaridade: 'Ensino_Superior', vagas: 9, remuneracao_base: 3000 }] }),
    );
    expect(changed).toEqual({ outcome: 'atualizado', id: created.id });
    const [row] = await database.db.select().from(edital).where(eq(edital.id, created.id));
    expect(row!.retificadoEm).not.toBeNull();
    const lines = await database.db.select().from(editalCargo).where(eq(editalCargo.editalId, created.id));
    expect(lines.map((l) => l.vagas)).toEqual([9]);
  });

  it('without a source key, the notice is known by agency + title + year', () => {
    expect(storageKey(candidate({ fonte_chave: ' ' }))).toMatch(/^nk:/);
    expect(storageKey(candidate({ fonte_chave: ' ' }))).toBe(storageKey(candidate({ fonte_chave: '', fonte_url: null })));
  });

  it('a write that fails leaves nothing half-written', async () => {
    const before = (await database.db.select().from(edital)).length;
    // Registration ending before it starts breaks a database rule after the agency was upserted.
    const bad = candidate({ fonte_chave: 'pci:noticias/quebrado', inscricoes_inicio: '2026-12-10', inscricoes_fim: '2026-12-01' });
    await expect(new CandidateWriter(database.db).write(bad)).rejects.toThrow();
    expect(await database.db.select().from(edital)).toHaveLength(before);
  });

  it('statuses follow the calendar: ended → encerrado, begun → open; cancelled and undated untouched', async () => {
    const cases: Partial<EditalInsert>[] = [
        { status: 'inscricoes_abertas', inscricoesInicio: '2026-10-01', inscricoesFim: '2026-11-01' },
        { status: 'publicado', inscricoesInicio: '2026-11-20', inscricoesFim: '2026-12-20' },
        { status: 'cancelado', inscricoesInicio: '2026-10-01', inscricoesFim: '2026-11-01' },
      { status: 'autorizado', inscricoesInicio: null, inscricoesFim: null },
    ];
    const rows = await createEditais(database.db, cases.length, (i) => cases[i]!);
    await refreshStatuses(database.db, '2026-11-23');
    const after = await Promise.all(rows.map(async (r) => (await database.db.select().from(edital).where(eq(edital.id, r.id)))[0]!.status));
    expect(after).toEqual(['encerrado', 'inscricoes_abertas', 'cancelado', 'autorizado']);
  });
});
