import { normalizeText } from '#shared/editais/classify';

/**
 * The same concurso seen on several sources (PCI, JC, Querido Diário) is one notice (issue 16).
 * Two listings are the same concurso when, normalised:
 *
 * 1. the state (uf) is the same (both national counts as the same);
 * 2. the agency is the same: its words with the generic ones taken out ('Prefeitura Municipal de
 *    Campinas' = 'Prefeitura de Campinas' = 'Município de Campinas'; 'Câmara Municipal de X' ≠
 *    'Prefeitura de X'), or the same acronym ('SEFAZ-AL' = 'SEFAZ'), or one's acronym is the other's
 *    name ('INSS' = 'Instituto Nacional do Seguro Social', sigla INSS);
 * 3. the year is the same: the year the title says ('… 2026'), else the year of its dates; and both
 *    are a concurso, or both a processo seletivo (temporary hiring, a different selection);
 * 4. when both titles carry an edital number ('Edital nº 02/2026'), it is the same number — that
 *    alone tells two editais of one agency in one year apart;
 * 5. when both list positions, they share at least one word (a notice for 'Professor' and one for
 *    'Guarda Municipal' of the same town and year are two editais);
 * 6. what is left of the titles once the agency, place, year and generic words are taken out
 *    (mostly the positions, 'Auditor Fiscal') is similar: one side says nothing more, or one side's
 *    words are all in the other's, or the token Jaccard index reaches TITLE_SIMILARITY_THRESHOLD.
 *
 * Unknown agency or year on either side: never the same (a missed merge leaves two notices; a false
 * merge would mix two concursos' dates and positions, which is worse).
 */

/**
 * Token Jaccard index (shared words / all words) at or above which the rest of two titles names the
 * same concurso. Half: once the generic words are gone, what remains are the positions and areas,
 * and sharing half of them means the same subject ('professor educacao basica' ~ 'professor educacao
 * infantil' = 0.5), while two editais of one agency for different careers share far less
 * ('analista judiciario area judiciaria' vs 'tecnico judiciario area administrativa' = 0.33,
 * 'agente administrativo' vs 'medico' = 0).
 */
export const TITLE_SIMILARITY_THRESHOLD = 0.5;

/** What the rule reads of a notice: agency, state, title, the dates the year falls back to, positions. */
export interface ConcursoFacts {
  orgao: { nome: string; sigla?: string | null } | null;
  uf: string | null;
  titulo: string;
  inscricoes_inicio?: string | null;
  inscricoes_fim?: string | null;
  prova_data?: string | null;
  /** Position names, when known. */
  cargos?: readonly string[];
}

/** A notice reduced to what the rule compares (concursoKey); compute once, compare many times. */
export interface ConcursoKey {
  uf: string | null;
  /** The agency's distinguishing words, sorted and joined ('campinas prefeitura'); '' when unknown. */
  agency: string;
  /** The acronym without punctuation or a trailing UF ('sefaz'), or null. */
  sigla: string | null;
  ano: number | null;
  /** The edital number in the title ('2/2026', or '2' without a year), or null. */
  numero: string | null;
  /** A processo seletivo (temporary hiring) is never the same as a concurso público. */
  processoSeletivo: boolean;
  /** What is left of the title (mostly positions), as distinct words. */
  tokens: string[];
  /** The words of the position names, as distinct words. */
  cargoTokens: string[];
}

const STOPWORDS = new Set(
  'a o as os e de da do das dos d em no na nos nas ao aos para por pelo pela com sem ou um uma'.split(' '),
);

/** Words that say what kind of text it is, not which concurso. */
const GENERIC_TITLE_WORDS = new Set(
  [
    'concurso concursos publico publica publicos processo processos seletivo seletiva simplificado simplificada selecao',
    'edital editais abertura retificacao retificado n no numero inscricao inscricoes aberta abertas aberto abre abrem',
    'vaga vagas previsto prevista autorizado autorizada novo nova oferta ofertas cadastro reserva ate salario salarios',
    'remuneracao r mil nivel niveis ano',
  ]
    .join(' ')
    .split(' '),
);

/** Words of agency names that every agency of a kind shares. */
const GENERIC_AGENCY_WORDS = new Set(['municipal', 'vereadores', 'estado', 'estadual', 'governo']);

/** 'Município de X' is X's prefeitura. */
const AGENCY_SYNONYMS: Record<string, string> = { municipio: 'prefeitura', pref: 'prefeitura' };

function words(text: string): string[] {
  return normalizeText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** The acronym as compared: letters and digits only, a trailing UF removed ('SEFAZ-AL' → 'sefaz', 'PCRJ' → 'pc'). */
export function normalizeSigla(sigla: string | null | undefined, uf: string | null): string | null {
  if (!sigla) return null;
  let compact = normalizeText(sigla).replace(/[^a-z0-9]+/g, '');
  const suffix = uf?.toLowerCase();
  if (suffix && compact.length > suffix.length + 1 && compact.endsWith(suffix)) compact = compact.slice(0, -suffix.length);
  return compact || null;
}

/**
 * An agency's distinguishing words, sorted: 'Prefeitura Municipal de Campinas - SP' →
 * 'campinas prefeitura'; 'Câmara Municipal de Vereadores de Sobral' → 'camara sobral'. '' when
 * nothing but generic words is left.
 */
export function normalizeAgency(nome: string, uf: string | null): string {
  const ufWord = uf?.toLowerCase();
  const kept = new Set<string>();
  for (const raw of words(nome)) {
    const word = AGENCY_SYNONYMS[raw] ?? raw;
    if (STOPWORDS.has(word) || GENERIC_AGENCY_WORDS.has(word) || word === ufWord) continue;
    kept.add(word);
  }
  const key = [...kept].sort();
  // Only the kind of agency left ('prefeitura'): it names no agency in particular.
  if (key.length === 1 && (key[0] === 'prefeitura' || key[0] === 'camara')) return '';
  return key.join(' ');
}

const NUMERO_PATTERNS = [
  // 'edital nº 02/2026', 'edital 3-2025', 'edital de abertura n. 1'
  /\bedital\b(?:\s+de\s+abertura)?(?:\s+(?:n|no|numero)\b)?[\s.º°:-]*(\d{1,4})(?:\s*[/-]\s*(\d{4}|\d{2}))?/,
  // 'processo seletivo nº 001/2026', 'concurso publico n° 1/2025'
  /\bn[º°o.]?\s*(\d{1,4})\s*\/\s*(\d{4}|\d{2})\b/,
];

/** The edital number a title carries, as '2/2026' (or '2' when the title gives no year), or null. */
export function editalNumero(titulo: string): string | null {
  const text = normalizeText(titulo);
  for (const pattern of NUMERO_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [, numero, ano] = match;
    // 'Edital 2026' is a year, not a number.
    if (!ano && /^(19|20)\d{2}$/.test(numero!)) continue;
    const year = ano ? (ano.length === 2 ? `20${ano}` : ano) : null;
    return year ? `${Number(numero)}/${year}` : String(Number(numero));
  }
  return null;
}

function yearOf(f: ConcursoFacts, numero: string | null): number | null {
  const inTitle = /\b(20\d{2})\b/.exec(normalizeText(f.titulo).replace(/\d{1,4}\s*[/-]\s*\d{2,4}/g, ' '));
  if (inTitle) return Number(inTitle[1]);
  const fromNumero = numero?.split('/')[1];
  if (fromNumero) return Number(fromNumero);
  const date = f.inscricoes_inicio ?? f.inscricoes_fim ?? f.prova_data;
  return date && /^\d{4}-/.test(date) ? Number(date.slice(0, 4)) : null;
}

/** Distinct words of `text` that are not stop words, generic words, numbers or in `drop`. */
function significantWords(text: string, drop: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const word of words(text)) {
    if (STOPWORDS.has(word) || GENERIC_TITLE_WORDS.has(word) || drop.has(word) || /^\d+[a-z]?$/.test(word)) continue;
    out.add(word);
  }
  return [...out];
}

/** The notice reduced to what sameConcurso compares. */
export function concursoKey(f: ConcursoFacts): ConcursoKey {
  const numero = editalNumero(f.titulo);
  const agencyWords = [...words(f.orgao?.nome ?? ''), ...words(f.orgao?.sigla ?? '')];
  const drop = new Set([...agencyWords, ...(f.uf ? [f.uf.toLowerCase()] : []), 'prefeitura', 'camara', 'municipal', 'municipio']);
  return {
    uf: f.uf,
    agency: f.orgao ? normalizeAgency(f.orgao.nome, f.uf) : '',
    sigla: normalizeSigla(f.orgao?.sigla, f.uf),
    ano: yearOf(f, numero),
    numero,
    processoSeletivo: /\b(processo seletivo|selecao publica|selecao simplificada)\b/.test(normalizeText(f.titulo)),
    // Edital numbers and years go with the numbers; 'edital', 'n', 'no' are generic words.
    tokens: significantWords(f.titulo, drop),
    cargoTokens: significantWords((f.cargos ?? []).join(' '), new Set()),
  };
}

function sameAgency(a: ConcursoKey, b: ConcursoKey): boolean {
  if (a.agency && a.agency === b.agency) return true;
  if (a.sigla && a.sigla === b.sigla) return true;
  // One source writes the acronym as the name ('INSS', 'PC-RJ'), the other the full name with it as sigla.
  const compact = (k: ConcursoKey) => k.agency.replace(/ /g, '');
  return (!!a.sigla && a.sigla === compact(b)) || (!!b.sigla && b.sigla === compact(a));
}

/** Token Jaccard index of two word lists: shared / all; 1 for two empty lists. */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  const union = new Set([...setA, ...setB]).size;
  if (union === 0) return 1;
  let shared = 0;
  for (const word of setA) if (setB.has(word)) shared += 1;
  return shared / union;
}

/** Whether the rest of two titles names the same concurso (rule 6 above). */
export function similarTitles(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  const [small, large] = a.length <= b.length ? [a, new Set(b)] : [b, new Set(a)];
  if (small.every((word) => large.has(word))) return true;
  return jaccard(a, b) >= TITLE_SIMILARITY_THRESHOLD;
}

function asKey(value: ConcursoFacts | ConcursoKey): ConcursoKey {
  return 'tokens' in value ? value : concursoKey(value);
}

/** Whether two listings are the same concurso (the rule above). */
export function sameConcurso(left: ConcursoFacts | ConcursoKey, right: ConcursoFacts | ConcursoKey): boolean {
  const a = asKey(left);
  const b = asKey(right);
  if ((a.uf ?? null) !== (b.uf ?? null)) return false;
  if ((!a.agency && !a.sigla) || (!b.agency && !b.sigla) || !sameAgency(a, b)) return false;
  if (a.ano === null || a.ano !== b.ano) return false;
  if (a.processoSeletivo !== b.processoSeletivo) return false;
  if (a.numero && b.numero) {
    const bare = (n: string) => n.split('/')[0];
    const comparable = a.numero.includes('/') && b.numero.includes('/') ? a.numero === b.numero : bare(a.numero) === bare(b.numero);
    // The same edital number of the same agency and year is the same edital, whatever the titles say.
    return comparable;
  }
  if (a.cargoTokens.length > 0 && b.cargoTokens.length > 0 && jaccard(a.cargoTokens, b.cargoTokens) === 0) return false;
  return similarTitles(a.tokens, b.tokens);
}

// --- Provenance: which source's value a field keeps

/**
 * Where a field's value was read. 'ia' is the AI's reading of some text and ranks as that text: a
 * candidate that says only 'ia' ranks as a detail page (the AI reads whole texts: notice pages and
 * gazette excerpts), and the AI's reading of the official PDF is recorded as 'pdf'.
 */
export type Origem = 'listagem' | 'detalhe' | 'pdf' | 'ia';

/** Precedence: the official PDF over the notice's own page (or an AI reading) over a listing line. */
export const ORIGEM_RANK: Record<Origem, number> = { listagem: 1, detalhe: 2, ia: 2, pdf: 3 };

/**
 * A field's provenance as edital.proveniencia keeps it: origin, address, when it was written, and
 * the key of the source that wrote it (`chave`, edital_fonte.chave; absent in entries written by
 * others), which says whose value it is.
 */
export interface Proveniencia {
  origem: string;
  url: string | null;
  em: string;
  chave?: string | null;
}

/** Who offers a value: the candidate's origin, source key and address, and the time of the write. */
export type Oferta = Required<Proveniencia> & { origem: Origem };

function rankOf(origem: string): number {
  return ORIGEM_RANK[origem as Origem] ?? ORIGEM_RANK.listagem;
}

/**
 * One field of a stored notice offered a value by a source: whether the value is taken, and the
 * field's new provenance (undefined: unchanged). The rule:
 *
 * - an empty field takes any value (gaps are filled by anyone); an empty offer never fills anything;
 * - a higher origin replaces a lower one's value, but never with an empty one (a null never
 *   overwrites a value), and a value confirmed by a higher origin takes its provenance;
 * - a lower origin never replaces a higher one's value: a field from the official PDF stays;
 * - at the same origin, a field belongs to the source that wrote it: that source may update it (or
 *   withdraw it, when its own page no longer says it); another source leaves it alone, so two
 *   sources that disagree never overwrite each other on every run. A later PDF is the exception:
 *   a new official PDF replaces the values of an earlier one (a rectification).
 */
export function decideField<T>(input: {
  novo: T;
  atual: T;
  empty: (value: T) => boolean;
  equal: (a: T, b: T) => boolean;
  /** The field's stored provenance (for rows written before it was kept: the notice's own source, as a listing). */
  held: Proveniencia;
  oferta: Oferta;
}): { take: boolean; prov?: Oferta } {
  const { novo, atual, empty, equal, held, oferta } = input;
  if (empty(atual)) return empty(novo) ? { take: false } : { take: true, prov: oferta };
  const rank = rankOf(oferta.origem);
  const heldRank = rankOf(held.origem);
  if (equal(novo, atual)) return rank > heldRank ? { take: false, prov: oferta } : { take: false };
  if (rank > heldRank) return empty(novo) ? { take: false } : { take: true, prov: oferta };
  if (rank < heldRank) return { take: false };
  if (held.chave === oferta.chave) return { take: true, prov: oferta };
  if (oferta.origem === 'pdf' && !empty(novo)) return { take: true, prov: oferta };
  return { take: false };
}
