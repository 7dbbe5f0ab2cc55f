/**
 * What crawlers and link previews read about a page: meta descriptions and schema.org JSON-LD.
 * Pure functions (no React, no I/O, no clock): the caller passes the site's origin and Brasília's
 * today, so the same input always gives the same text.
 */
import type {
  BreadcrumbList,
  JobPosting,
  MonetaryAmount,
  Place,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { Edital, EditalCargo, EditalDetalheResponse } from '@/shared/api/editais';
import { daysUntil, formatDate, isIsoDate, todayInBrasilia } from '@/shared/editais/dates';
import { formatCurrency, formatInteger, formatVagas } from '@/shared/editais/format';
import { statusLabel } from '@/shared/editais/status';
import { paths, PRODUCT_NAME } from '@/shared/paths';
import { emUf, UF_NAMES, UFS } from '@/shared/ufs';

/** Longest meta description search engines show without cutting it themselves. */
export const META_DESCRIPTION_MAX = 160;

/** The agency's name may shrink to this many characters before the whole text is cut instead. */
const MIN_NAME_BUDGET = 30;

/** Positions a JobPosting description lists by name; the rest are counted. */
const MAX_CARGO_NAMES = 20;

const ELLIPSIS = '…';


/**
 * The text cut to at most `max` characters at the end of a word, with '…'. A single word longer
 * than that is cut where it must. Punctuation left dangling before the cut (',', ':', '–') goes.
 */
export function truncateWords(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const space = clean.lastIndexOf(' ', max - ELLIPSIS.length);
  const cut = space > 0 ? clean.slice(0, space) : clean.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:·–—-]+$/u, '')}${ELLIPSIS}`;
}

/** A pay figure worth showing: positive and finite (0 means the notice did not say). */
function isPay(value: number | null): value is number {
  return value !== null && Number.isFinite(value) && value > 0;
}

/** Lowest and highest pay: from the positions when they say, else from the notice. */
function payRange(edital: Edital, cargos: EditalCargo[]): { min: number; max: number } | null {
  const fromCargos = cargos.map((c) => c.remuneracao_base).filter(isPay);
  const amounts = fromCargos.length > 0 ? fromCargos : [edital.remuneracao_min, edital.remuneracao_max].filter(isPay);
  return amounts.length > 0 ? { min: Math.min(...amounts), max: Math.max(...amounts) } : null;
}

/** The notice's openings, else the sum of its positions' when every one of them says. */
function totalVagas(edital: Edital, cargos: EditalCargo[]): number | null {
  if (edital.vagas !== null) return edital.vagas >= 0 ? edital.vagas : null;
  if (cargos.length === 0 || cargos.some((c) => c.vagas === null || c.vagas < 0)) return null;
  return cargos.reduce((sum, c) => sum + (c.vagas ?? 0), 0);
}

/** '120 vagas, salários até R$ 8.500,00', or what of it is known ('' for nothing). */
function factsText(edital: Edital, cargos: EditalCargo[]): string {
  const vagas = totalVagas(edital, cargos);
  const pay = payRange(edital, cargos);
  const facts: string[] = [];
  if (vagas !== null) facts.push(vagas === 0 ? 'cadastro reserva' : formatVagas(vagas));
  if (pay) {
    facts.push(pay.min === pay.max ? `salário de ${formatCurrency(pay.max)}` : `salários até ${formatCurrency(pay.max)}`);
  }
  return facts.join(', ');
}

/**
 * The registration sentence, in the words of the status badge: 'Inscrições até 15/12/2026.',
 * 'Inscrições abertas.', 'Concurso previsto, inscrições a partir de 01/02/2027.', 'Concurso
 * autorizado.' or 'Inscrições encerradas.' (everything the badge calls 'Encerrado').
 */
function registrationText(edital: Edital): string {
  const label = statusLabel(edital.status);
  if (label === 'Encerrado') return 'Inscrições encerradas.';
  const fim = formatDate(edital.inscricoes_fim);
  if (label === 'Previsto') {
    const kind = edital.status === 'autorizado' ? 'Concurso autorizado' : 'Concurso previsto';
    const inicio = formatDate(edital.inscricoes_inicio);
    if (inicio) return `${kind}, inscrições a partir de ${inicio}.`;
    return fim ? `${kind}, inscrições até ${fim}.` : `${kind}.`;
  }
  return fim ? `Inscrições até ${fim}.` : 'Inscrições abertas.';
}

/** ' (SP)', ' (Socorro – SP)' when the name does not already say the town, '' for a nationwide notice. */
function placeSuffix(name: string, edital: Edital): string {
  if (!edital.uf) return '';
  const town = edital.municipio?.trim();
  const named = !town || name.toLocaleLowerCase('pt-BR').includes(town.toLocaleLowerCase('pt-BR'));
  return named ? ` (${edital.uf})` : ` (${town} – ${edital.uf})`;
}

/**
 * A notice's meta description, at most 160 characters: 'Prefeitura de Campinas (SP): 120 vagas,
 * salários até R$ 8.500,00. Inscrições até 15/12/2026. Banca: Vunesp.' Unknown parts are left out.
 * A long agency name is cut on a word with '…' so the facts and the deadline still fit.
 */
export function editalDescription(edital: Edital, cargos: EditalCargo[] = []): string {
  const name = edital.orgao?.nome.trim() || edital.titulo.trim();
  const facts = factsText(edital, cargos);
  const banca = edital.banca?.nome.trim();
  const compose = (who: string): string => {
    const lead = `${who}${placeSuffix(name, edital)}`;
    const first = facts ? `${lead}: ${facts}.` : `${lead}.`;
    return [first, registrationText(edital), banca ? `Banca: ${banca}.` : ''].filter(Boolean).join(' ');
  };
  const full = compose(name);
  if (full.length <= META_DESCRIPTION_MAX) return full;
  const budget = META_DESCRIPTION_MAX - (full.length - name.length);
  if (budget >= MIN_NAME_BUDGET) return compose(truncateWords(name, budget));
  return truncateWords(full, META_DESCRIPTION_MAX);
}

/** The site's origin without a trailing slash, joined to an app path. */
function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** Whether registration is over: the badge says 'Encerrado', or the deadline was before `today`. */
function registrationEnded(edital: Edital, today: string): boolean {
  if (statusLabel(edital.status) === 'Encerrado') return true;
  return edital.inscricoes_fim !== null && daysUntil(edital.inscricoes_fim, today) < 0;
}

/** 'Cargos: Analista, Técnico e mais 3.' ('' without named positions). */
function cargosText(cargos: EditalCargo[]): string {
  const names = [...new Set(cargos.map((c) => c.nome.trim()).filter(Boolean))];
  if (names.length === 0) return '';
  if (names.length === 1) return `Cargo: ${names[0]}.`;
  const shown = names.slice(0, MAX_CARGO_NAMES).join(', ');
  const rest = names.length - MAX_CARGO_NAMES;
  return rest > 0 ? `Cargos: ${shown} e mais ${rest}.` : `Cargos: ${shown}.`;
}

/** The day the notice was added, in Brasília ('YYYY-MM-DD'); null for an unreadable timestamp. */
function postedDate(createdAt: string): string | null {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? null : todayInBrasilia(instant);
}

/** The state (and town) where the job is; only the country for a nationwide notice. */
function jobLocation(edital: Edital): Place {
  const town = edital.uf ? edital.municipio?.trim() : undefined;
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(edital.uf ? { addressRegion: edital.uf } : {}),
      ...(town ? { addressLocality: town } : {}),
      addressCountry: 'BR',
    },
  };
}

/** Monthly pay in BRL: a single value, or the range over the positions. */
function baseSalary(pay: { min: number; max: number }): MonetaryAmount {
  return {
    '@type': 'MonetaryAmount',
    currency: 'BRL',
    value: {
      '@type': 'QuantitativeValue',
      ...(pay.min === pay.max ? { value: pay.max } : { minValue: pay.min, maxValue: pay.max }),
      unitText: 'MONTH',
    },
  };
}

/**
 * A notice as a schema.org JobPosting, for search engines' job listings; null once registration is
 * over (status 'Encerrado' or inscricoes_fim before `today`, Brasília's 'YYYY-MM-DD'), since a
 * posting that cannot be applied to must not be offered. Unknown facts are left out, not undefined.
 */
export function editalJsonLd(
  detail: EditalDetalheResponse,
  origin: string,
  today: string,
): WithContext<JobPosting> | null {
  const { edital, cargos } = detail;
  if (registrationEnded(edital, today)) return null;
  const posted = postedDate(edital.created_at);
  const fim = edital.inscricoes_fim;
  const pay = payRange(edital, cargos);
  const vagas = totalVagas(edital, cargos);
  const orgao = edital.orgao;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: edital.titulo,
    description: [editalDescription(edital, cargos), cargosText(cargos)].filter(Boolean).join(' '),
    ...(posted ? { datePosted: posted } : {}),
    // Brasília has kept UTC-3 all year since 2019: the last second of the deadline's day there.
    ...(fim && isIsoDate(fim) ? { validThrough: `${fim}T23:59:59-03:00` } : {}),
    ...(orgao
      ? {
          hiringOrganization: {
            '@type': 'Organization',
            name: orgao.nome,
            ...(orgao.sigla && orgao.sigla !== orgao.nome ? { alternateName: orgao.sigla } : {}),
          },
        }
      : {}),
    jobLocation: jobLocation(edital),
    ...(pay ? { baseSalary: baseSalary(pay) } : {}),
    ...(vagas !== null && vagas > 0 ? { totalJobOpenings: vagas } : {}),
    employmentType: 'FULL_TIME',
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: PRODUCT_NAME, value: String(edital.id) },
    url: absoluteUrl(origin, paths.edital.to(edital.id)),
  };
}

/** The trail of a page (Início › São Paulo › the notice), positions from 1, absolute URLs. */
export function breadcrumbJsonLd(items: { name: string; path: string }[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: absoluteUrl(origin, entry.path),
    })),
  };
}

/** The site itself, with the search box search engines may show under it (/explorar?q=). */
export function websiteJsonLd(origin: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    // Written by hand: paths.explorar.to would percent-encode the braces of the placeholder.
    target: `${absoluteUrl(origin, paths.explorar.to())}?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: PRODUCT_NAME,
    url: absoluteUrl(origin, paths.home.to()),
    potentialAction: search,
  };
}

/** Characters that could end or confuse a <script> element, or break it in old JavaScript parsers. */
const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of <script type="application/ld+json">: '<', '>', '&', U+2028 and U+2029 are
 * written as \u escapes (still the same JSON), so no value — a title with '</script>' or '<!--' —
 * can end the element or start markup in it.
 */
export function jsonLdScript(value: object): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => SCRIPT_UNSAFE[ch] ?? ch);
}

/** 'em São Paulo', 'no Rio de Janeiro' for a state's name; 'em <name>' for any other place. */
function inPlace(nome: string): string {
  const uf = UFS.find((key) => UF_NAMES[key] === nome);
  return uf ? emUf(uf) : `em ${nome}`;
}

/** A count of notices: anything not a positive whole number is 0. */
function count(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * A state page's meta description: 'Concursos públicos em São Paulo: 12 com inscrições abertas e 5
 * previstos ou autorizados. Editais, prazos e salários atualizados no MCI.'
 */
export function estadoDescription(nome: string, abertos: number, previstos: number): string {
  const open = count(abertos);
  const forecast = count(previstos);
  const parts: string[] = [];
  if (open > 0) parts.push(`${formatInteger(open)} com inscrições abertas`);
  if (forecast > 0) {
    parts.push(`${formatInteger(forecast)} ${forecast === 1 ? 'previsto ou autorizado' : 'previstos ou autorizados'}`);
  }
  const summary = parts.length > 0 ? parts.join(' e ') : 'nenhum com inscrições abertas ou previsto no momento';
  const text = `Concursos públicos ${inPlace(nome)}: ${summary}. Editais, prazos e salários atualizados no ${PRODUCT_NAME}.`;
  return truncateWords(text, META_DESCRIPTION_MAX);
}
