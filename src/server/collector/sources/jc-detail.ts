import type { CheerioAPI } from 'cheerio';
import { isUf, type Uf } from '#shared/ufs';
import { findBancaByName, findBancaInText, ufFromName } from '../extract/reference-data';
import { findMunicipioInText, parseDates, parseEscolaridade, parseNiveis, parseRemuneracao, parseVagas, splitCargos, splitOrgao } from '../extract/rules';
import { cleanText, normalizeKey } from '../extract/text';
import type { CandidateBanca } from '../types';
import { textOf } from './common';
import { DetailFormatError, emptyDetail, type DetailFields, type DetailReader } from './detail';
import { blockLines, feesIn, loadPage, pageLinks } from './detail-parse';

/**
 * JC Concursos' page about one notice (/concurso/<slug>): label/value rows in `table
 * .col-concursos tr` (Órgão, Vagas, Taxa, Cargos, Áreas, Escolaridade, Salário, Organizadora,
 * Estados), then the article, where the registration period, the exam date and the links are.
 */

type Label = 'orgao' | 'vagas' | 'taxa' | 'cargos' | 'areas' | 'escolaridade' | 'salario' | 'organizadora' | 'estados';

const LABELS: [Label, RegExp][] = [
  ['orgao', /^orgaos?$|^instituicao$/],
  ['vagas', /^vagas?$|^numero de vagas$/],
  ['taxa', /^taxas?( de inscricao)?$|^inscricao$/],
  ['cargos', /^cargos?$/],
  ['areas', /^areas?$/],
  ['escolaridade', /^escolaridades?$|^nive(l|is)$/],
  ['salario', /^salarios?$|^remuneracao$|^vencimentos?$/],
  ['organizadora', /^organizadora$|^banca( organizadora)?$/],
  ['estados', /^estados?$|^ufs?$|^local$/],
];

const LABEL_NAMES: Record<Label, string> = {
  orgao: 'Órgão',
  vagas: 'Vagas',
  taxa: 'Taxa',
  cargos: 'Cargos',
  areas: 'Áreas',
  escolaridade: 'Escolaridade',
  salario: 'Salário',
  organizadora: 'Organizadora',
  estados: 'Estados',
};

/** The table's rows as label → value, for the labels this parser knows. */
function labelledRows($: CheerioAPI): Map<Label, string> {
  const rows = $('table .col-concursos tr, table tr.col-concursos, .col-concursos table tr').toArray();
  const values = new Map<Label, string>();
  for (const row of [...new Set(rows)]) {
    const cells = $(row).children('th, td').toArray().map((c) => textOf($(c)));
    let [label, value] = cells;
    if (cells.length === 1 && cells[0]!.includes(':')) [label, value] = cells[0]!.split(/:\s*(.*)/s);
    const key = normalizeKey((label ?? '').replace(/:\s*$/, ''));
    const known = LABELS.find(([, regex]) => regex.test(key))?.[0];
    if (known && value && !values.has(known)) values.set(known, cleanText(value));
  }
  return values;
}

/** 'SP', 'São Paulo', 'SP, RJ e MG', 'Nacional': the one state named, or null for several or none. */
function singleUf(value: string | undefined): Uf | null {
  if (!value) return null;
  const found = new Set<Uf>();
  for (const token of value.split(/\s*(?:,|;|\/|\be\b)\s*/)) {
    const t = token.trim();
    const uf = isUf(t.toUpperCase()) ? (t.toUpperCase() as Uf) : ufFromName(t);
    if (uf) found.add(uf);
  }
  return found.size === 1 ? [...found][0]! : null;
}

const NO_BOARD = /^(a\s+)?(definir|confirmar)|^n[ãa]o\s+(definida|informada)|^sem\s+banca|^-+$/i;

function bancaOf(value: string | undefined): CandidateBanca | null {
  if (!value || NO_BOARD.test(value)) return null;
  const ref = findBancaByName(value) ?? findBancaInText(value);
  return ref ? { nome: ref.nome, site: ref.site } : { nome: value.slice(0, 200), site: null };
}

/** The article around the table: its lines (for dates and links), the navigation left out. */
function articleOf($: CheerioAPI) {
  const main = $('article').first().length ? $('article').first() : $('main').first().length ? $('main').first() : $('body');
  main.find('nav, header, footer, script, style, aside').remove();
  return main;
}

export function parseJcDetailPage(html: string, pageUrl: string, today: string): DetailFields {
  const $ = loadPage(html);
  const rows = labelledRows($);
  if (rows.size === 0) {
    throw new DetailFormatError('página de concurso do JC fora do formato conhecido (sem linhas em table .col-concursos)');
  }
  const main = articleOf($);
  // The table was read above: what is left is the article, where the dates and the links are.
  main.find('.col-concursos').closest('table').remove();
  const lines = blockLines($, main);
  const text = [...[...rows].map(([label, value]) => `${LABEL_NAMES[label]}: ${value}`), ...lines].join('\n');
  const orgao = rows.get('orgao') ? splitOrgao(rows.get('orgao')!) : null;
  const uf = singleUf(rows.get('estados')) ?? orgao?.uf ?? null;
  const nivelText = rows.get('escolaridade') ?? '';
  const escolaridade = parseEscolaridade(nivelText, { loose: true });
  const { vagas, cadastroReserva } = parseVagas(/\d/.test(rows.get('vagas') ?? '') && !/vaga/i.test(rows.get('vagas')!) ? `${rows.get('vagas')} vagas` : (rows.get('vagas') ?? ''));
  const pay = parseRemuneracao(rows.get('salario') ?? '');
  const dates = parseDates(lines.join('\n'), { ano: Number(today.slice(0, 4)) });
  const links = pageLinks($, [main], pageUrl);
  const single = escolaridade !== 'Vários_Níveis' ? escolaridade : null;
  const names = splitCargos(rows.get('cargos') ?? '');
  return {
    ...emptyDetail(text.slice(0, 12_000)),
    orgao: orgao ? { nome: orgao.nome, sigla: orgao.sigla } : null,
    banca: bancaOf(rows.get('organizadora')),
    uf,
    municipio: orgao ? (findMunicipioInText(orgao.nome, uf)?.nome ?? null) : null,
    cargos: names.map((nome) => ({ nome, escolaridade: single, vagas: names.length === 1 ? vagas : null, remuneracao: names.length === 1 ? pay.max : null, jornada: null, taxa: null })),
    vagas: rows.has('vagas') ? vagas : null,
    cadastro_reserva: cadastroReserva,
    remuneracao_min: pay.min,
    remuneracao_max: pay.max,
    escolaridade,
    niveis: parseNiveis(nivelText, { loose: true }),
    taxas: feesIn(`Taxa ${rows.get('taxa') ?? ''}`),
    inscricoes_inicio: dates.inscricoesInicio,
    inscricoes_fim: dates.inscricoesFim,
    prova_data: dates.provaData,
    links_edital: links.edital,
    link_inscricao: links.inscricao,
  };
}

/** How JC's notices are read from their pages: the labelled agency wins over the one the title suggests. */
export function jcDetailReader(site: string): DetailReader {
  return { site, parse: parseJcDetailPage, merge: { orgao: 'replace', linkEdital: 'any' } };
}
