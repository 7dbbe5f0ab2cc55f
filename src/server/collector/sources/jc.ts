import { load } from 'cheerio';
import type { EditalStatus } from '#shared/domain';
import { UFS, type Uf } from '#shared/ufs';
import { candidateFromFields } from '../candidate';
import { extractRules, parseEscolaridade, parseNiveis } from '../extract/rules';
import { cleanText, normalizeKey } from '../extract/text';
import type { Candidate, CandidateOrgao, ItemError, SourceAdapter, SourceContext, SourceResult } from '../types';
import { SourceFormatError } from '../types';
import { EMPTY_LISTING, absoluteUrl, pathKey, readListingPages, textOf } from './common';
import { readDetails } from './detail';
import { jcDetailReader } from './jc-detail';

/**
 * JC Concursos' lists of forecast ('previstos') and authorised ('autorizados') notices. Each row
 * is `.row.border-bottom.py-3` with the title in h2.preview_text (its .badge holds the status),
 * the link a[href^="/concurso/"] and the details in h3.preview_text (spans: level, pay,
 * vacancies). The older layout (`.col-12.broken-news-item`, details in `.status-execucao`) is
 * read too. Rows become publicado (previstos) or autorizado (autorizados) unless their badge or
 * their dates say otherwise.
 */

export const JC_NAME = 'jc';
export const JC_DEFAULT_URL = 'https://jcconcursos.com.br';

export type JcList = 'previstos' | 'autorizados';

export interface JcConfig {
  /** The site's root (SOURCE_JC_URL); the lists are /concursos/previstos and /concursos/autorizados. */
  baseUrl: string;
  lists?: JcList[];
  /** Whether each new or changed notice's page (/concurso/<slug>) is read too. Default true. */
  detalhes?: boolean;
}

const LIST_STATUS: Record<JcList, EditalStatus> = { previstos: 'publicado', autorizados: 'autorizado' };

export interface JcRow {
  titulo: string;
  badge: string;
  info: string[];
  link: string | null;
}

/** The status a row's badge states, or null when the badge says nothing we know. */
export function statusFromBadge(badge: string): EditalStatus | null {
  const key = normalizeKey(badge);
  if (!key) return null;
  if (/autorizad/.test(key)) return 'autorizado';
  if (/inscric(oes|ao) abert|^aberto|^abertas?$/.test(key)) return 'inscricoes_abertas';
  if (/suspens/.test(key)) return 'suspenso';
  if (/cancelad/.test(key)) return 'cancelado';
  if (/encerrad|finalizad|homologad/.test(key)) return 'encerrado';
  if (/previst|edital publicado|publicad|solicitad|em andamento|banca (definida|contratada)|comissao formada/.test(key)) {
    return 'publicado';
  }
  return null;
}

export function parseJcList(html: string, pageUrl: string): { items: JcRow[]; errors: ItemError[] } {
  const $ = load(html);
  const rows: JcRow[] = [];
  const errors: ItemError[] = [];
  const nodes = $('div.row.border-bottom.py-3, div.col-12.broken-news-item').toArray();
  let seen = 0;
  for (const node of nodes) {
    const el = $(node);
    const titleEl = el.find('h2.preview_text').first().length ? el.find('h2.preview_text').first() : el.find('h2').first();
    const linkEl = el.find('a[href^="/concurso/"], a[href*="jcconcursos.com.br/concurso/"]').first();
    if (!titleEl.length && !linkEl.length) continue; // a layout row that is not a notice
    seen++;
    const badge = cleanText(el.find('.badge').first().text());
    const titleClone = titleEl.clone();
    titleClone.find('.badge').remove();
    const titulo = textOf(titleClone);
    const href = linkEl.attr('href') ?? el.find('a').first().attr('href');
    const link = absoluteUrl(href, pageUrl);
    if (!titulo || !link) {
      errors.push({ item: titulo || `linha ${seen} de ${pageUrl}`, message: 'linha sem título (h2) ou sem link /concurso/' });
      continue;
    }
    const infoEl = el.find('h3.preview_text').first().length ? el.find('h3.preview_text').first() : el.find('.status-execucao').first();
    const spans = infoEl.find('span').toArray().map((s) => textOf($(s))).filter(Boolean);
    const info = spans.length ? spans : [textOf(infoEl)].filter(Boolean);
    rows.push({ titulo, badge, info, link });
  }
  if (seen === 0) {
    const bodyText = cleanText($('body').text());
    const strayLinks = $('a[href^="/concurso/"]').length;
    if (strayLinks > 0 || (bodyText && !EMPTY_LISTING.test(bodyText))) {
      throw new SourceFormatError(JC_NAME, `${pageUrl}: nenhuma linha de concurso reconhecível (layout mudou?)`);
    }
  } else if (rows.length === 0) {
    throw new SourceFormatError(JC_NAME, `${pageUrl}: ${seen} linhas sem título ou link (layout mudou?)`);
  }
  return { items: rows, errors };
}

const ACRONYM_TITLE = new RegExp(`^([A-ZÀ-Ý][A-ZÀ-Ý0-9]{1,11}(?:-[A-Z]{2})?)(?:\\s+(${UFS.join('|')}))?(?:\\s+(\\p{Lu}.*))?$`, 'u');

/**
 * JC titles are often 'Concurso <SIGLA> [<UF>] [<cargo>]' ('Concurso PC RJ Inspetor'): the acronym
 * (with its state) is all the source says about the agency.
 */
function agencyFromTitle(titulo: string): { orgao: CandidateOrgao; uf: Uf | null; cargo: string | null } | null {
  const bare = titulo.replace(/^(?:concurso(?:\s+p[úu]blico)?|processo\s+seletivo)\s+/i, '').trim();
  const m = ACRONYM_TITLE.exec(bare);
  if (!m) return null;
  const uf = (m[2] as Uf | undefined) ?? null;
  const sigla = uf && !m[1]!.endsWith(`-${uf}`) ? `${m[1]}-${uf}` : m[1]!;
  return { orgao: { nome: sigla, sigla }, uf, cargo: m[3]?.trim() || null };
}

export function mapJcRow(row: JcRow, list: JcList, today: string): Candidate {
  const texto = [row.titulo, ...row.info].join(' | ');
  const fromTitle = agencyFromTitle(row.titulo);
  const campos = extractRules(texto, {
    ano: Number(today.slice(0, 4)),
    ...(fromTitle ? { orgao: fromTitle.orgao, uf: fromTitle.uf } : {}),
  });
  if (fromTitle?.cargo && campos.cargos.length === 0) {
    campos.cargos = [{ nome: fromTitle.cargo, escolaridade: null, vagas: campos.vagas, remuneracao_base: null }];
  }
  // The level span holds only levels ('Médio e Superior'): read it loosely.
  const levelSpan = row.info.find(
    (s) => /^(n[íi]vel|escolaridade|ensino)\b/i.test(s) || (parseNiveis(s, { loose: true }).length > 0 && !/R\$|vaga/i.test(s)),
  );
  const niveis = levelSpan ? parseNiveis(levelSpan, { loose: true }) : [];
  if (levelSpan) campos.escolaridade = parseEscolaridade(levelSpan, { loose: true }) ?? campos.escolaridade;
  const badgeStatus = statusFromBadge(row.badge);
  return candidateFromFields({
    fonte: 'jc',
    fonte_chave: `jc:${pathKey(row.link!).replace(/^concurso\//, '')}`,
    fonte_url: row.link,
    campos,
    texto: row.badge ? `${texto} | ${row.badge}` : texto,
    extracao: 'regras',
    today,
    statusPadrao: badgeStatus ?? LIST_STATUS[list],
    situacao: badgeStatus === 'cancelado' || badgeStatus === 'suspenso' ? badgeStatus : null,
    niveis: niveis.length ? niveis : undefined,
    processoSeletivo: /processo\s+seletivo/i.test(row.titulo),
    tituloFallback: row.titulo.replace(/^concurso\s+/i, ''),
  });
}

export function jcSource(config: JcConfig): SourceAdapter {
  const lists = config.lists ?? (['previstos', 'autorizados'] as JcList[]);
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  const pages = lists.map((list) => ({ list, url: new URL(`concursos/${list}`, base).href }));
  return {
    name: JC_NAME,
    async fetchCandidates(ctx: SourceContext): Promise<SourceResult> {
      const result = await readListingPages(ctx, pages, {
        parse: parseJcList,
        toCandidate: (row, page, today) => mapJcRow(row, page.list, today),
        label: (row) => row.titulo,
      });
      return readDetails(ctx, result, config.detalhes === false ? null : jcDetailReader(base));
    },
  };
}
