import { loadBancas } from '#server/reference/bancas';
import { loadMunicipalities, type Municipio } from '#server/reference/municipios';
import { UF_NAMES, UFS, type Uf } from '#shared/ufs';
import type { CandidateBanca } from '../types';
import { normalizeKey, singularKey } from './text';

/**
 * The collector's matching over the reference lists (src/server/reference: the IBGE municipalities
 * and the bancas catalogue, the same lists the seed stores, so the collector and the database agree
 * on every spelling): names found in free text, with the aliases and ambiguous words notices use.
 * Built on first use, once per process.
 */

let municipioIndex: Map<string, Municipio[]> | undefined;

function municipios(): Map<string, Municipio[]> {
  if (!municipioIndex) {
    municipioIndex = new Map();
    for (const m of loadMunicipalities()) {
      const key = normalizeKey(m.nome);
      const list = municipioIndex.get(key) ?? [];
      list.push(m);
      municipioIndex.set(key, list);
    }
  }
  return municipioIndex;
}

/** Spellings the IBGE list does not use but notices do. */
const MUNICIPIO_ALIASES: Record<string, string> = {
  parati: 'paraty',
  'embu': 'embu das artes',
  'mogi-mirim': 'mogi mirim',
  'moji mirim': 'mogi mirim',
  'sao luis': 'sao luis',
};

/**
 * The IBGE municipality named `name` (any case or accents), in `uf` when given. With no UF, only a
 * name that exists in a single state is accepted (there are many 'Bom Jesus').
 */
export function findMunicipio(name: string, uf?: Uf | null): Municipio | null {
  let key = normalizeKey(name).replace(/^(d[aeo]s?|d')\s+/, '');
  key = MUNICIPIO_ALIASES[key] ?? key;
  // 'São João del-Rei' is IBGE's 'São João del Rei' (and 'Embu-Guaçu' keeps its hyphen).
  const matches = municipios().get(key) ?? municipios().get(key.replace(/-/g, ' '));
  if (!matches) return null;
  if (uf) return matches.find((m) => m.uf === uf) ?? null;
  return matches.length === 1 ? matches[0]! : null;
}

let unspacedIndex: Map<string, Municipio> | undefined;

/**
 * The municipality of `uf` whose name, its spaces aside, is `name`'s: a town's name whose words a PDF's text layer split
 * or joined ('San tana da Boa Vista', 'SantanadaBoa Vista').
 */
export function findMunicipioUnspaced(name: string, uf: Uf): Municipio | null {
  if (!unspacedIndex) {
    unspacedIndex = new Map();
    for (const m of loadMunicipalities()) unspacedIndex.set(`${m.uf}:${normalizeKey(m.nome).replace(/ /g, '')}`, m);
  }
  return unspacedIndex.get(`${uf}:${normalizeKey(name).replace(/ /g, '')}`) ?? null;
}

/** Whether some IBGE municipality, in any state, is called `name` (any case or accents). */
export function isMunicipioName(name: string): boolean {
  const key = normalizeKey(name);
  return municipios().has(MUNICIPIO_ALIASES[key] ?? key);
}

let unspacedNames: Set<string> | null = null;

/** Whether some IBGE municipality, in any state, is called `name` once the spaces the text layer took out or put in are ignored ('Santana da BoaVista'). */
export function isMunicipioNameUnspaced(name: string): boolean {
  unspacedNames ??= new Set(loadMunicipalities().map((m) => normalizeKey(m.nome).replace(/ /g, '')));
  return unspacedNames.has(normalizeKey(name).replace(/ /g, ''));
}

/** The UF whose full name is `name` ('São Paulo', 'sao paulo', 'Distrito Federal'), or null. */
export function ufFromName(name: string): Uf | null {
  const key = normalizeKey(name);
  for (const uf of UFS) if (normalizeKey(UF_NAMES[uf]) === key) return uf;
  return null;
}

/**
 * The states' ranges of postal codes (CEP), by their first five digits, as the Correios assign them: a plain fact, the
 * same for every address in a state. Brasília's and Goiás' ranges interleave, as Amazonas' and Roraima's do.
 */
const CEP_RANGES: readonly [number, number, Uf][] = [
  [1000, 19999, 'SP'], [20000, 28999, 'RJ'], [29000, 29999, 'ES'], [30000, 39999, 'MG'], [40000, 48999, 'BA'], [49000, 49999, 'SE'],
  [50000, 56999, 'PE'], [57000, 57999, 'AL'], [58000, 58999, 'PB'], [59000, 59999, 'RN'], [60000, 63999, 'CE'], [64000, 64999, 'PI'],
  [65000, 65999, 'MA'], [66000, 68899, 'PA'], [68900, 68999, 'AP'], [69000, 69299, 'AM'], [69300, 69399, 'RR'], [69400, 69899, 'AM'],
  [69900, 69999, 'AC'], [70000, 72799, 'DF'], [72800, 72999, 'GO'], [73000, 73699, 'DF'], [73700, 76799, 'GO'], [76800, 76999, 'RO'],
  [77000, 77999, 'TO'], [78000, 78899, 'MT'], [79000, 79999, 'MS'], [80000, 87999, 'PR'], [88000, 89999, 'SC'], [90000, 99999, 'RS'],
];

/** The state of a postal code ('64.000-000', '89010-100'), or null when it is no CEP of any. */
export function ufOfCep(cep: string): Uf | null {
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== 8) return null;
  const prefix = Number(digits.slice(0, 5));
  return CEP_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

export interface BancaRef extends CandidateBanca {
  /** The catalogue's situacao column ('órgão público', 'bloqueia robô', '—'…). */
  situacao: string;
}

interface BancaEntry {
  ref: BancaRef;
  /** Normalised spellings matched only after an explicit marker ('banca: …'). */
  keys: string[];
  /** Case-sensitive patterns distinctive enough to be recognised anywhere in a text, each with its spelling in lower case (a text without it cannot match). */
  anywhere: { pattern: RegExp; lower: string }[];
}

/** Well-known full names and old names of the largest boards, as notices write them. */
const BANCA_ALIASES: Record<string, string[]> = {
  FGV: ['Fundação Getulio Vargas', 'Fundação Getúlio Vargas'],
  FCC: ['Fundação Carlos Chagas'],
  Cebraspe: ['Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos', 'CEBRASPE'],
  CESPE: ['Centro de Seleção e de Promoção de Eventos', 'CESPE/UnB'],
  Vunesp: ['Fundação Vunesp', 'VUNESP'],
  Cesgranrio: ['Fundação Cesgranrio', 'CESGRANRIO'],
  IBFC: ['Instituto Brasileiro de Formação e Capacitação'],
  'Instituto AOCP': ['Instituto AOCP'],
  AOCP: ['AOCP'],
  Idecan: ['IDECAN', 'Instituto de Desenvolvimento Educacional, Cultural e Assistencial Nacional'],
  'Instituto Quadrix': ['Quadrix', 'QUADRIX'],
  Fundatec: ['FUNDATEC'],
  Fepese: ['FEPESE'],
  Iades: ['IADES'],
  Consulplan: ['CONSULPLAN'],
  IBADE: ['Instituto Brasileiro de Apoio e Desenvolvimento Executivo'],
  Cetro: ['CETRO'],
  FUMARC: ['Fumarc'],
  // The Navy's concursos are run by its selection service, which notices name in its place.
  'Marinha do Brasil': ['Serviço de Seleção do Pessoal da Marinha', 'SSPM'],
  // Its name breaks the usual acronym rule (UF + initials).
  UNIRIO: ['Universidade Federal do Estado do Rio de Janeiro'],
};

/** Single words in the catalogue that are also ordinary Portuguese (or agency) words. */
const AMBIGUOUS = new Set(
  [
    'exame', 'educa', 'consultar', 'planejar', 'concepcao', 'maxima', 'premier', 'astral', 'sigma', 'apta',
    'apice', 'upa', 'itame', 'agata', 'promun', 'nubes', 'oppus', 'imais', 'seap', 'ses/pe', 'ambasp',
    'hospital das clinicas', 'tribunal de justica', 'marinha do brasil', 'aeronautica do brasil', 'colegio pedro ii', 'tribunal de justica - go',
    'instituto brasil', 'gestao de concursos', 'gestao concurso', 'recrutamento brasil', 'super estagios', 'objetiva concurso',
  ].map(normalizeKey),
);

let bancaIndex: BancaEntry[] | undefined;

/** A text as a regular expression that matches it literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function bancas(): BancaEntry[] {
  if (!bancaIndex) {
    bancaIndex = loadBancas().map((row) => {
      const spellings = [row.nome, ...(BANCA_ALIASES[row.nome] ?? [])];
      // 'IBGP - Instituto Brasileiro de Gestão e Pesquisa' is also written as either half.
      for (const part of row.nome.split(/\s+-\s+/)) {
        if (part === row.nome || part.length < 3 || /^(EPP|ME|LTDA)\b/i.test(part) || AMBIGUOUS.has(normalizeKey(part))) continue;
        spellings.push(part);
      }
      // A university's or institute's acronym in a text is usually the hiring agency, not the
      // board: those are recognised only after an explicit marker.
      const publicBody = /órgão público/i.test(row.situacao) || /^(U[A-Z]|Uni|IF|CEFET)/.test(row.nome);
      const anywhere = publicBody
        ? []
        : spellings
            .filter((s) => !AMBIGUOUS.has(normalizeKey(s)))
            .filter((s) => s.trim().length >= 3)
            .map((s) => {
              const bounded = `(?<![\\p{L}\\d])${escapeRegex(s.trim())}(?![\\p{L}\\d])`;
              // Short acronyms ('FCC', 'FGV') only in capitals; names in any case ('VUNESP', 'Vunesp').
              const acronym = /^[A-Z0-9&/.-]{2,6}$/.test(s.trim());
              return { pattern: new RegExp(bounded, acronym ? 'u' : 'iu'), lower: s.trim().toLowerCase() };
            });
      return {
        ref: { nome: row.nome, site: row.site, situacao: row.situacao },
        keys: spellings.map(normalizeKey),
        anywhere,
      };
    });
  }
  return bancaIndex;
}

/** The catalogue entry whose name (or alias) is exactly `name`, ignoring case and accents. */
export function findBancaByName(name: string): BancaRef | null {
  const key = normalizeKey(name)
    .replace(/^(a|o)\s+/, '')
    .replace(/[.;:,]+$/, '');
  if (!key) return null;
  return bancasByKey().get(key) ?? null;
}

let byKey: Map<string, BancaRef> | undefined;

/** Each normalised spelling to its entry (the first entry that has it, as the catalogue orders them). */
function bancasByKey(): Map<string, BancaRef> {
  if (!byKey) {
    byKey = new Map();
    for (const entry of bancas()) for (const key of entry.keys) if (!byKey.has(key)) byKey.set(key, entry.ref);
  }
  return byKey;
}

/**
 * The exam board mentioned in `text`. After an explicit marker ('banca organizadora: X',
 * 'organizado pelo X') any catalogue name counts; elsewhere only distinctive names (acronyms,
 * multi-word names) are recognised, and the longest match wins ('Instituto Consulplan' over
 * 'Consulplan').
 */
export function findBancaInText(text: string): BancaRef | null {
  const marker =
    /(?:banca(?:\s+organizadora|\s+examinadora|\s+respons[áa]vel)?|organizadora|organiza[çc][ãa]o|organizad[oa]\s+pel[oa]|realizad[oa]\s+pel[oa]|executad[oa]\s+pel[oa]|a\s+cargo\s+d[oa]|sob\s+responsabilidade\s+d[oa])\s*(?:ser[áa]\s+(?:a|o)\s+|[ée]\s+(?:a|o)\s+)?[:\-–]?\s*(?:a|o)?\s*([^.;,\n|()]{2,80})/giu;
  for (const match of text.matchAll(marker)) {
    const phrase = match[1]!.trim();
    // Try the whole phrase, then shorter prefixes ('Vunesp e as inscrições…' → 'Vunesp').
    const words = phrase.split(/\s+/);
    for (let n = Math.min(words.length, 10); n >= 1; n--) {
      const found = findBancaByName(words.slice(0, n).join(' '));
      if (found) return found;
    }
  }
  let best: { ref: BancaRef; length: number; index: number } | null = null;
  const lower = text.toLowerCase();
  for (const entry of bancas()) {
    for (const { pattern, lower: spelling } of entry.anywhere) {
      if (!lower.includes(spelling)) continue;
      const m = pattern.exec(text);
      if (!m) continue;
      if (!best || m[0].length > best.length || (m[0].length === best.length && m.index < best.index)) {
        best = { ref: entry.ref, length: m[0].length, index: m.index };
      }
    }
  }
  return best?.ref ?? null;
}

/** A host's registrable domain ('www.ibfc.org.br' and 'concursos.ibfc.org.br' → 'ibfc.org.br', 'www.vunesp.com.br' → 'vunesp.com.br'). */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/^www\d?\./, '').split('.').filter(Boolean);
  const keep = labels[labels.length - 1] === 'br' && labels.length >= 3 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

let bancaDomains: Map<string, BancaRef> | undefined;

/** The catalogue's boards by the domain of their site; domains two boards share are left out (not one board's two spellings). */
function bancasByDomain(): Map<string, BancaRef> {
  if (!bancaDomains) {
    const seen = new Map<string, BancaRef | null>();
    for (const row of loadBancas()) {
      if (!row.site) continue;
      let domain: string;
      try {
        domain = registrableDomain(new URL(row.site).hostname);
      } catch {
        continue;
      }
      if (!domain.includes('.') || /(^|\.)(gov\.br|google\.com|blogspot\.com|facebook\.com|instagram\.com|wixsite\.com)$/.test(domain)) continue;
      const ref = findBancaByName(row.nome);
      const before = seen.get(domain);
      // Two rows of one board, its name in the singular and the plural ('Objetiva Concurso', 'Objetiva Concursos'): the plural.
      const sameBoard = before && ref && singularKey(before.nome) === singularKey(ref.nome);
      if (sameBoard) seen.set(domain, ref.nome.length > before.nome.length ? ref : before);
      else seen.set(domain, seen.has(domain) || !ref ? null : ref);
    }
    bancaDomains = new Map([...seen].filter((e): e is [string, BancaRef] => e[1] !== null));
  }
  return bancaDomains;
}

/** A host written in a text, with or without its scheme ('www.ibfc.org.br', 'https://concursos.ufpr.br'). */
export const HOST = /\b(?:https?:\/\/)?((?:[a-z0-9-]+\.)+(?:com|org|net|edu|gov|inf)(?:\.br)?|(?:[a-z0-9-]+\.)+br)\b/gi;

/** Each place the text cites a catalogue board's site ('www.institutoconsulplan.org.br'), with the board. */
export function bancaSiteCitations(text: string): { ref: BancaRef; index: number }[] {
  const domains = bancasByDomain();
  const citations: { ref: BancaRef; index: number }[] = [];
  for (const m of text.matchAll(HOST)) {
    const ref = domains.get(registrableDomain(m[1]!));
    if (ref) citations.push({ ref, index: m.index });
  }
  return citations;
}

/**
 * The catalogue board whose site the text cites most ('pelo site www.institutoconsulplan.org.br'):
 * a notice that names no board often gives the board's site for registration. Null when none is
 * cited, or two are cited as often.
 */
export function findBancaBySite(text: string): BancaRef | null {
  const cited = new Map<BancaRef, number>();
  for (const { ref } of bancaSiteCitations(text)) cited.set(ref, (cited.get(ref) ?? 0) + 1);
  const ranked = [...cited].sort((a, b) => b[1] - a[1]);
  return ranked.length && (ranked.length === 1 || ranked[0]![1] > ranked[1]![1]) ? ranked[0]![0] : null;
}
