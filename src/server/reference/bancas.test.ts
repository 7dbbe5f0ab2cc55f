import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { BANCAS_CSV_URL, loadBancas, normalizeSite, parseBancasCsv } from './bancas';

const csvRows = (parse(readFileSync(BANCAS_CSV_URL, 'utf8')) as unknown[]).length - 1;

describe('normalizeSite', () => {
  it('adds https:// to a bare host and keeps an existing scheme', () => {
    expect(normalizeSite('www.aptarp.com.br')).toBe('https://www.aptarp.com.br');
    expect(normalizeSite(' conhecimento.fgv.br/ ')).toBe('https://conhecimento.fgv.br');
    expect(normalizeSite('http://exemplo.org.br')).toBe('http://exemplo.org.br');
    expect(normalizeSite('HTTPS://Exemplo.org.br')).toBe('HTTPS://Exemplo.org.br');
    expect(normalizeSite('')).toBeNull();
    expect(normalizeSite('   ')).toBeNull();
  });
});

describe('parseBancasCsv', () => {
  it('reads names, sites, UFs and weights, and skips a repeated name', () => {
    const rows = parseBancasCsv(
      'organizadora,site,concursos_historico_pci,estados,situacao\r\n' +
        'FGV,conhecimento.fgv.br,173,"AC,AL,XX",—\r\n' +
        '"Banca, Sem Site",,x,—,em uso\r\n' +
        'FGV,outra.fgv.br,1,SP,—\r\n',
    );
    expect(rows).toEqual([
      { nome: 'FGV', site: 'https://conhecimento.fgv.br', historico: 173, estados: ['AC', 'AL'], situacao: '—' },
      { nome: 'Banca, Sem Site', site: null, historico: 0, estados: [], situacao: 'em uso' },
    ]);
  });

  it('reads the committed file: every row, names with commas included', () => {
    const bancas = loadBancas();
    expect(bancas).toHaveLength(csvRows);
    expect(bancas.map((b) => b.nome)).toContain('IPPEC - Instituto de Pesquisas, Pós-Graduação e Ensino de Cascavel');
    expect(bancas.find((b) => b.nome === 'Instituto Quadrix')?.estados).toHaveLength(27);
    expect(bancas.find((b) => b.nome === 'Vunesp')).toEqual({
      nome: 'Vunesp',
      site: 'https://www.vunesp.com.br',
      historico: 200,
      estados: ['PR', 'RJ', 'RO', 'SC', 'SP'],
      situacao: '—',
    });
  });
});
