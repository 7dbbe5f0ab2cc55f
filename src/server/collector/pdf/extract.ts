import type { Escolaridade } from '#shared/domain';
import { safeExternalUrl } from '#shared/editais/links';
import { isUf, UF_NAMES, UFS, type Uf } from '#shared/ufs';
import { bancaSiteCitations, escapeRegex, findBancaByName, findBancaInText, findMunicipio, findMunicipioUnspaced, HOST, isMunicipioName, isMunicipioNameUnspaced, registrableDomain, ufFromName, ufOfCep, type BancaRef } from '../extract/reference-data';
import {
  dottedVacancies,
  dateTokens,
  findMunicipioInText,
  findUfsByName,
  iso,
  joinsRange,
  looksLikeAgency,
  moneyMentions,
  payByTitle,
  MONTHS,
  parseTaxas,
  selfRunInstitution,
  SELF_RUN_KIND,
  withRelativeRegistration,
  withoutOptionalTitles,
  withLevelListsSpelled,
  continuesDayList,
  laterPeriodEnd,
  splitCargos,
  splitOrgao,
  type DateToken,
  payDatesAndLinks,
  parseMoney,
  parseVagas,
  headsAPosition,
  HIRE,
  COUNT_WORD,
} from '../extract/rules';
import { capitalised, isColumnTitles, isNoPositionName, professionLevel, withoutNameTails, withProfessionLevel } from '../cargos';
import { gridReading, type GridReading, type PageRun } from './grid';
import { CLAUSE_LINE, cleanText, countWrittenTwice, isShouting, LEVEL_HEADING, lowercaseWords, normalizeKey, titleCasePt, unshouted, unshoutedRuns, WEEKLY_HOURS } from '../extract/text';
import type { WeakField } from '../sources/detail';
import type { CandidateBanca, CandidateCargo, CandidateOrgao, ExtractedFields } from '../types';

/**
 * The rules extractor for the text of an edital PDF (pdf/text.ts): the agency from the heading,
 * the positions table read as text (rows whose vacancy cells add up), the registration period and
 * the objective exam from the schedule or the prose, fees, pay, education levels and the exam
 * board. Like the listing rules, every reader returns null (or nothing) rather than a guess.
 */

export type Nivel = Exclude<Escolaridade, 'Vários_Níveis'>;

export interface EditalCargo extends CandidateCargo {
  /** Weekly workload as written ('40 horas semanais'), when the edital states it. */
  jornada: string | null;
}

/** ExtractedFields plus what an edital adds: the fees, the set of levels and positions with their workload. */
export interface EditalFields extends ExtractedFields {
  cargos: EditalCargo[];
  /** Registration fees, lowest first, without repeats. */
  taxas: number[];
  /** The levels the positions require, highest first. */
  niveis: Nivel[];
  /**
   * The fields read from the laid-out lines because the text left them empty: a second reading,
   * less sure, so they only fill what the notice's page leaves empty (sources/detail's weak fields).
   */
  fracos?: WeakField[];
}

export interface EditalOptions {
  /** Year assumed for a date written without one when the text gives none near it. */
  ano?: number;
  /** The day the edital was published (a gazette's date), for a registration period counted from it. */
  publicadoEm?: string;
  /** The PDF's words laid out as the page shows them (pdfText's `linhas`): read for the fields the text leaves empty. */
  linhas?: string;
  /** The PDF's pages' runs with where they sit (pdfText's `celulas`): the positions table read by its columns. */
  celulas?: readonly (readonly PageRun[])[];
  /** The state the caller knows the edital is of (a state's or its towns' gazette): the towns it names are looked up there. */
  uf?: Uf | null;
}

// ---------------------------------------------------------------------------------------------
// Where the act begins, and its heading

const ACT_MARKER = /\b(concurso\s+p[úu]blico|processo\s+seletivo|sele[çc][ãa]o\s+(?:externa|p[úu]blica)|edital\s+(?:n[º°o.]|de\s+abertura|\d))/i;
// 'toma público': an OCR's reading of 'torna' (rn → m), as the Piauí towns' gazette prints it.
const PROCLAIMS = /\bto(?:rn|m)a[m]?\s+p[úu]blic[oa]|\bresolve\b|faz(?:em)?\s+saber|comunica\s+a\s+abertura/i;

export interface Act {
  /** The text from the act's first heading line on (a gazette page may carry other acts before it). */
  text: string;
  /** The heading lines and the sentence that proclaims the act ('… torna pública a abertura …'). */
  heading: string;
  headingLines: string[];
  /** Whether the document is written in capitals: a line in capitals is then no heading, nor a label. */
  inCapitals: boolean;
}

/** Whether a text is written in capitals (a few small letters aside: 'nº', an address). */
function mostlyCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const small = letters.replace(/[^\p{Ll}]/gu, '').length;
  return letters.length >= 200 && small / letters.length < 0.05;
}

/** The proclaiming words open a selection ('torna pública a presente seleção'), not a result, a call or a correction. */
function opensSelection(text: string): boolean {
  const proclaims = PROCLAIMS.exec(text);
  if (!proclaims) return false;
  const after = text.slice(proclaims.index, proclaims.index + 200);
  return /abertura|inscri[çc][õo]es|sele[çc][ãa]o|processo\s+seletivo|concurso/i.test(after) && !/resultado|homologa|convoca|retifica|prorroga/i.test(after);
}

/** A gazette act's heading line: its kind in capitals and its number ('PORTARIA Nº 128/2025- GAB – SEDEC', 'DECRETO Nº 23.456'). */
export const GAZETTE_ACT_HEAD = /^(?:PORTARIA|DECRETO|LEI|EXTRATO|AVISO|RESOLU[ÇC][ÃA]O|EDITAL|ATO|INSTRU[ÇC][ÃA]O\s+NORMATIVA|DESPACHO)\b[^\p{Ll}]{0,60}?\bN[º°O.]{1,2}\s*:?\s*\d/u;

/**
 * Where the act ends in a whole gazette's edition (two or more other acts' headings before it): at
 * the next act's heading, other than the edital's own number repeated over an annex. A document that
 * starts with the edital runs to its end, and so does one written in capitals, where a heading in
 * capitals stands out from nothing.
 */
function actEnd(lines: string[], start: number, first: number): number {
  const heads = (from: number, to: number) => lines.slice(from, to).filter((l) => GAZETTE_ACT_HEAD.test(l.trim())).length;
  if (heads(0, start) < 2) return lines.length;
  const own = /\d[\d./-]*\d|\d/.exec(lines.slice(first, first + 3).join(' ').replace(/^[^]*?\bN[º°o.]{1,2}\s*/i, ''))?.[0];
  for (let i = first + 20; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (GAZETTE_ACT_HEAD.test(line) && !(own && line.includes(own))) return i;
  }
  return lines.length;
}

/** The edital inside its document: a DOU or DOE page often starts with other agencies' acts. */
export function findAct(texto: string): Act {
  const lines = texto.split('\n');
  const limit = Math.max(40, Math.floor(lines.length * 0.4));
  // An act's own heading ('EDITAL DE ABERTURA DE INSCRIÇÕES - SAEB/05/2022 …' and, a few lines on,
  // '… fazem saber que estarão abertas as inscrições') wins over an earlier act that only cites it
  // ('… tendo em vista o Edital de Abertura de Inscrições …').
  const editalHeading = (line: string, i: number) => /^\s*EDITAL\b/.test(line) && ACT_MARKER.test(line) && lines.slice(i, i + 8).some((l) => PROCLAIMS.test(l));
  let headed = lines.findIndex((line, i) => i < limit && editalHeading(line, i));
  let first = lines.findIndex((line, i) => i < limit && ACT_MARKER.test(line));
  // A whole gazette's edition whose first mention is another act's ('DECRETO … Autoriza a realização de concurso
  // público'): the edital that opens a selection may come anywhere after it (UESPI's on page 222 of 239).
  if (headed < 0 && first >= 0 && !lines.slice(first, first + 8).some((l) => PROCLAIMS.test(l))) {
    headed = lines.findIndex((line, i) => i >= limit && editalHeading(line, i) && opensSelection(lines.slice(i, i + 8).join(' ')));
  }
  // A line in capitals is a heading, unless the whole document is written in capitals.
  const inCapitals = mostlyCapitals(texto.slice(0, 20_000));
  const isHeading = (line: string) => isShouting(line) && !inCapitals;
  // The edital's own heading also wins over an earlier heading of another act that opens nothing (SEAD's
  // 'PORTARIA … DESIGNA COMISSÃO PARA REALIZAR O PROCESSO SELETIVO' right before the edital it staffs).
  const opensNothing = (i: number) => !opensSelection(lines.slice(i, i + 8).join(' '));
  if (headed >= 0 && (first < 0 || !isHeading(lines[first]!) || (first < headed && opensNothing(first) && !opensNothing(headed)))) first = headed;
  if (first < 0) first = 0;
  const start = Math.max(0, first - 6);
  const rest = lines.slice(start, inCapitals ? lines.length : actEnd(lines, start, first));
  const text = rest.join('\n');
  // From the line before the first marker on: a proclaiming word above it is an earlier act's ('RESOLVE:' of the portaria before it).
  // … its words may wrap over the line's end ('… no uso de suas atribuições legais, TORNA' / 'PÚBLICO, que …').
  const proclaims = (line: string, i: number) => PROCLAIMS.test(line) || (PROCLAIMS.test(`${line} ${rest[i + 1] ?? ''}`) && !PROCLAIMS.test(rest[i + 1] ?? ''));
  const proclaimsAt = rest.findIndex((line, i) => i >= first - start - 1 && i <= first - start + 14 && proclaims(line, i));
  const headingLines = rest.slice(0, proclaimsAt >= 0 ? proclaimsAt + 1 : first - start + 6);
  let heading = headingLines.join('\n');
  if (proclaimsAt >= 0) {
    // The proclaiming sentence runs on to its full stop.
    // Up to 20 lines: a narrow column wraps it over many ('… nos Estados do Acre,' / 'Alagoas, …').
    const after = rest.slice(proclaimsAt + 1, proclaimsAt + 21).join('\n').slice(0, 1500);
    const stop = /\.(?:\s|$)/.exec(after);
    heading += `\n${stop ? after.slice(0, stop.index) : after}`;
  }
  return { text, heading, headingLines, inCapitals };
}

const AGENCY_START =
  /\b(prefeitura|c[âa]mara|secretaria|tribunal|pol[íi]cia|universidade|instituto|minist[ée]rio|conselho|ag[êe]ncia|companhia|empresa|funda[çc][ãa]o|hospital|cons[óo]rcio|servi[çc]o\s+aut[ôo]nomo|assembleia|defensoria|procuradoria|banco|caixa\s+econ[ôo]mica|comiss[ãa]o\s+de\s+valores|superintend[êe]ncia|departamento|autarquia|centro|corpo\s+de\s+bombeiros|pol[íi]cia)\b/i;
const NOT_THE_AGENCY = /^(governo|estado|poder|rep[úu]blica|minist[ée]rio\s+p[úu]blico\s+federal$)|di[áa]rio\s+oficial|^doe\b|^dou\b|caderno|se[çc][ãa]o/i;

/** A name as it should be stored: capitals turned to title case, 'S.A.' kept, trailing punctuation dropped. */
function tidyName(name: string): string {
  const clean = cleanText(name).replace(/[,;:]+$/, '').replace(/(?<!\bS\.A)\.+$/, '');
  return unshouted(clean).replace(/\bS[./]\s?a\b\.?/gi, 'S.A.');
}

/** The hiring agency: a heading line that names one, else the body that proclaims the act ('O Presidente do Tribunal … torna pública'). */
export function findOrgaoEdital(act: Act): (CandidateOrgao & { uf: Uf | null }) | null {
  const candidates = act.headingLines.map((l) => cleanText(l)).filter((l) => l.length >= 6 && l.length <= 160);
  for (const line of candidates) {
    // The proclaiming sentence's first line ('O BANCO DO BRASIL S.A. torna pública a realização') is read below, up to its verb.
    if (ACT_MARKER.test(line) || NOT_THE_AGENCY.test(line) || PROCLAIMS.test(line)) continue;
    if (looksLikeAgency(line) || (AGENCY_START.test(line) && AGENCY_START.exec(line)!.index === 0)) {
      return splitOrgao(tidyName(line));
    }
  }
  // The heading's last lines and the proclaiming sentence after them, however many lines it wraps over.
  const headingLines = act.heading.split('\n');
  const sentenceLines = headingLines.length - act.headingLines.length;
  const proclaiming = cleanText(headingLines.slice(-Math.max(8, sentenceLines + 1)).join(' '));
  const m = AGENCY_START.exec(proclaiming);
  if (!m) return null;
  const tail = proclaiming.slice(m.index).split(/,|\s+(?:no\s+uso|torna|por\s+meio|por\s+interm[ée]dio|representad|com\s+sede|neste\s+ato|resolve)\b/i)[0]!;
  if (tail.length < 6 || tail.length > 160) return null;
  return splitOrgao(tidyName(tail));
}

/**
 * The state of the notice: the one the agency's name or the heading names (a municipality's state
 * for a prefeitura or câmara); null when the heading names three or more states (a national
 * notice, 'em dependências situadas nos Estados do Acre, Alagoas…') or none.
 */
export function findUfEdital(act: Act, orgao: (CandidateOrgao & { uf: Uf | null }) | null): Uf | null {
  if (orgao?.uf) return orgao.uf;
  const orgaoText = orgao ? `${orgao.nome} ${orgao.sigla ?? ''}` : '';
  const municipio = /prefeitura|c[âa]mara|munic[íi]p/i.test(orgaoText) ? findMunicipioInText(orgaoText) : null;
  if (municipio) return municipio.uf;
  const inName = findUfsByName(orgaoText);
  if (inName.length === 1) return inName[0]!;
  const named = findUfsByName(cleanText(act.heading));
  if (named.length >= 1 && named.length <= 2) return named[0]!;
  if (named.length === 0) {
    const city = findMunicipioInText(cleanText(act.heading));
    if (city && /prefeitura|c[âa]mara|munic[íi]p/i.test(act.heading)) return city.uf;
  }
  if (named.length >= 3 || statesOfTheTowns(act.text) >= 3) return null;
  // A town's or a state's own body has its seat in its state; a federal one's may be in Brasília for a notice of any state.
  const local = /prefeitura|munic[íi]p|c[âa]mara\s+municipal|estadual|governo\s+do\s+estado|secretaria\s+(?:de\s+estado|municipal)/i.test(orgaoText);
  return ufOfTheCities(act.text) ?? ufOfTheInstitution(act.heading) ?? ufOfTheSites(act.text) ?? (local ? ufOfThePostcodes(act.text) : null);
}

/** A postal code as addresses write it ('CEP: 64.335-000', 'CEP 89010-100', 'CEP nº 99.700-000', OCR's 'CEP : 64. 335-000'). */
const POSTCODE = /\bCEP\b\.?\s*(?:n[º°o.]*\s*)?[:.]?\s*(\d{2}\.?\s?\d{3}\s*-\s*\d{3})\b/gi;

/**
 * The state of the addresses the edital gives (the body's seat, where to register or hand in documents), when their postal
 * codes lie in one state only and it writes two of them or one twice; one CEP alone may be a board's office elsewhere.
 */
export function ufOfThePostcodes(text: string): Uf | null {
  const ufs = [...text.matchAll(POSTCODE)].map((m) => ufOfCep(m[1]!));
  if (ufs.length < 2 || ufs.some((uf) => uf === null)) return null;
  const states = new Set(ufs);
  return states.size === 1 ? [...states][0]! : null;
}

/** A town with its state ('Belém/PA', 'Cuiabá - MT', 'Goiânia (GO)'). */
const TOWN_AND_UF = /(?<![\p{L}])(\p{Lu}[\p{L}'-]*(?:[ \t]+(?:d[aeo]s?[ \t]+)?\p{Lu}[\p{L}'-]*){0,3})[ \t]*(?:\/|[ \t][-–][ \t]|\()[ \t]*([A-Z]{2})\b/gu;

/**
 * How many states the towns the edital writes with their state lie in ('Brasília/DF', 'Cuiabá/MT',
 * 'Manaus/AM' …): three or more make a regional or national concurso, of no one state.
 */
function statesOfTheTowns(text: string): number {
  const ufs = new Set<Uf>();
  for (const m of text.matchAll(TOWN_AND_UF)) {
    const uf = m[2]!;
    if (!isUf(uf) || ufs.has(uf)) continue;
    const words = m[1]!.split(/\s+/);
    // The town's name is the last words before the state ('… lotação em Porto Velho/RO').
    for (let n = 1; n <= words.length; n++) {
      if (findMunicipio(words.slice(-n).join(' '), uf)) {
        ufs.add(uf);
        break;
      }
    }
  }
  return ufs.size;
}

const STATE_SITE = /\b(?:[a-z0-9-]+\.)+([a-z]{2})\.(?:gov|leg|jus|mp)\.br\b/gi;

/**
 * The state whose government domain the edital's own sites are under ('www.riobranco.ac.gov.br',
 * 'www.dodf.df.gov.br'), when they name one state only. A site counts when it is a 'www.' address or
 * cited twice: a certificate's issuer cited once ('certidao….detran.rj.gov.br') is not the body's.
 */
function ufOfTheSites(text: string): Uf | null {
  const hosts = [...text.matchAll(STATE_SITE)].map((m) => ({ host: m[0].toLowerCase(), uf: m[1]!.toUpperCase() }));
  const own = hosts.filter((h, _, all) => h.host.startsWith('www.') || all.filter((o) => o.host === h.host).length >= 2);
  const ufs = new Set(own.map((h) => h.uf).filter(isUf));
  return ufs.size === 1 ? [...ufs][0]! : null;
}

/** A school, campus or university named after its town: 'Colégio Agrícola de Frederico Westphalen', 'Campus Barra de São Francisco', 'Universidade de Brasília'. */
const INSTITUTION_TOWN =
  /\b(?:[Cc][aâ]mpus|[Cc]ol[ée]gio(?:\s+\p{Lu}\p{Ll}+){0,2}\s+de|[Uu]niversidade(?:\s+[Ff]ederal|\s+[Ee]stadual)?\s+de|[Ii]nstituto\s+[Ff]ederal(?:\s+de\s+[Ee]duca[çc][ãa]o,\s+[Cc]i[êe]ncia\s+e\s+[Tt]ecnologia)?\s+de|[Ee]scola(?:\s+\p{Lu}\p{Ll}+){0,2}\s+de)[ \t]+(\p{Lu}[\p{L}'-]*(?:[ \t]+(?:d[aeo]s?[ \t]+)?\p{Lu}[\p{L}'-]*){0,3})/gu;

/** The state of the town a school, campus or university in the heading is named after, when the town's name is unique in Brazil. */
function ufOfTheInstitution(heading: string): Uf | null {
  // Line by line: a town's name does not run on into the next line's words.
  const clean = heading.split('\n').map((line) => (isShouting(line) ? titleCasePt(line) : cleanText(line))).join('\n');
  for (const m of clean.matchAll(INSTITUTION_TOWN)) {
    const words = m[1]!.split(/\s+/);
    for (let n = words.length; n >= 1; n--) {
      const town = findMunicipio(words.slice(0, n).join(' '), null);
      if (town) return town.uf;
    }
  }
  return null;
}

/** 'na cidade de São João del-Rei/MG', 'no município de Ouro Branco - MG': where exams are held or staff work. */
const CITY_OF = /\b(?:cidades?|munic[íi]pios?)\s+de\s+([\p{Lu}][\p{L}' .-]{1,50}?)\s*(?:\/|\s[-–]\s)\s*([A-Z]{2})\b/gu;

const PLACE_CONTEXT = /provas?\b|realizad|aplicad|lota[çc][ãa]o|exerc[íi]cio|vagas?\b|campus/i;

/**
 * The state of the cities the edital names as 'cidade de X/UF' when they all lie in one state (a
 * federal agency's notice held in one place); null when they name none or several states.
 */
function ufOfTheCities(text: string): Uf | null {
  const ufs = new Set<Uf>();
  const clean = cleanText(text);
  for (const m of clean.matchAll(CITY_OF)) {
    const uf = m[2]!;
    const before = clean.slice(Math.max(0, m.index - 100), m.index);
    // Where exams are held or staff work, not 'o horário oficial da cidade de Brasília/DF'.
    if (!PLACE_CONTEXT.test(before) || /hor[áa]rio[^.]{0,40}$/i.test(before)) continue;
    if (!isUf(uf) || !findMunicipio(m[1]!.trim(), uf)) continue;
    ufs.add(uf);
  }
  return ufs.size === 1 ? [...ufs][0]! : null;
}

// ---------------------------------------------------------------------------------------------
// Exam board

/** 'www.cesgranrio.org.br' → 'cesgranrio.org.br'; '.br' names keep three labels, others two. */
/**
 * The exam board: the catalogue board the edital mentions most (its name in blocks of the text,
 * its site's domain counting double), so a board named once in passing loses to the one running the
 * whole edital; a board named after 'sob a responsabilidade da' / 'executado pela' in the opening
 * counts extra.
 */
export function findBancaEdital(text: string): CandidateBanca | null {
  const scores = new Map<string, { ref: BancaRef; score: number; first: number }>();
  const add = (ref: BancaRef | null, points: number, at: number) => {
    if (!ref) return;
    const entry = scores.get(ref.nome) ?? { ref, score: 0, first: at };
    entry.score += points;
    entry.first = Math.min(entry.first, at);
    scores.set(ref.nome, entry);
  };
  const normalized = text.replace(/sob\s+a\s+responsabilidade/gi, 'sob responsabilidade');
  const opening = normalized.slice(0, 6000);
  add(findBancaInText(opening), 3, 0);
  // The board the opening names as the one that runs it ('… será executado pelo Centro Brasileiro de
  // Pesquisa … (Cebraspe)') is the board, whatever sites the text cites (its old 'cespe.unb.br').
  for (const runBy of cleanText(opening).matchAll(/(?:executad[oa]|realizad[oa]|organizad[oa]|conduzid[oa])\s+pel[oa]\s+([^.;]{3,200})/gi)) {
    const board = findBancaInText(runBy[1]!);
    if (board) return { nome: board.nome, site: board.site };
  }
  const lines = normalized.split('\n');
  for (let i = 0, offset = 0; i < lines.length; i += 25) {
    const block = lines.slice(i, i + 25).join('\n');
    add(findBancaInText(block), 1, offset);
    offset += block.length + 1;
  }
  for (const { ref, index } of bancaSiteCitations(text)) add(ref, 2, index);
  const best = [...scores.values()].sort((a, b) => b.score - a.score || a.first - b.first)[0];
  return best ? { nome: best.ref.nome, site: best.ref.site } : null;
}

/**
 * An organiser the boards' catalogue does not list, known by its site: a domain the edital cites
 * (outside gov.br), when the text names more than once an 'Instituto …' / 'Fundação …' by that
 * domain's name, with or without the kind of body and its punctuation ('www.igeduc.org.br' and 'O
 * Instituto Igeduc' → 'Instituto Igeduc'; 'institutobahia.org.br' and 'Instituto Bahia'; 'admtec.org.br'
 * and 'Instituto ADM&TEC'), as written.
 */
const ORGANISER_NAME = /\b(Instituto|INSTITUTO|Funda[çc][ãa]o|FUNDA[ÇC][ÃA]O|Associa[çc][ãa]o|Centro)\s+([\p{L}\d&][\p{L}\d&.-]*(?:\s+[\p{Lu}\d&][\p{L}\d&.-]*){0,2})/gu;

export function organiserBySite(text: string): CandidateBanca | null {
  const key = (words: string) => normalizeKey(words).replace(/[^a-z0-9]/g, '');
  const cited = new Map<string, number>();
  for (const m of text.matchAll(HOST)) {
    const domain = registrableDomain(m[1]!);
    if (!/(^|\.)gov\.br$|(^|\.)(?:jus|mp|leg|mil|edu)\.br$/.test(domain)) cited.set(domain, (cited.get(domain) ?? 0) + 1);
  }
  // A domain by its first label ('igeduc.org.br' → 'igeduc'); of two with one label, the more cited.
  const byLabel = new Map<string, string>();
  for (const [domain] of [...cited].sort((a, b) => b[1] - a[1])) if (!byLabel.has(domain.split('.')[0]!)) byLabel.set(domain.split('.')[0]!, domain);
  const named: { nome: string; domain: string }[] = [];
  for (const m of text.matchAll(ORGANISER_NAME)) {
    const words = m[2]!.split(/\s+/);
    for (let n = words.length; n >= 1; n--) {
      const name = words.slice(0, n).join(' ');
      const domain = byLabel.get(key(name)) ?? byLabel.get(key(`${m[1]} ${name}`));
      if (domain && key(name).length >= 3) named.push({ nome: `${cleanText(m[1]!)} ${name}`, domain });
    }
  }
  // Named more than once (an organiser, not a body cited in passing); as the text writes it in
  // running prose (not a heading in capitals), when it does.
  const times = new Map<string, number>();
  for (const { nome } of named) times.set(key(nome), (times.get(key(nome)) ?? 0) + 1);
  const organisers = named.filter(({ nome }) => times.get(key(nome))! >= 2);
  const pick = organisers.find(({ nome }) => nome !== nome.toUpperCase()) ?? organisers[0];
  return pick ? { nome: pick.nome, site: `https://www.${pick.domain}` } : null;
}

/**
 * The body that runs its own selection (a university, an institute: the README's convention makes
 * it the board): when no board is found, an acronym in parentheses before 'torna pública' in the
 * opening that is itself in the boards' catalogue (or a public body's alias there) ('… Universidade Federal do Rio Grande do Norte
 * (UFRN), torna pública …'); the one nearest the verb wins.
 */
/** The act's heading before the verb that proclaims it ('O Presidente da Empresa … – EBSERH, no uso de suas atribuições,' before 'torna pública'). */
function beforeProclaiming(act: Act): string | null {
  const text = cleanText(act.heading);
  const verb = PROCLAIMS.exec(text);
  return verb ? text.slice(0, verb.index) : null;
}

export function selfRunBanca(act: Act): CandidateBanca | null {
  const before = beforeProclaiming(act);
  if (before === null) return null;
  const acronyms = [...before.matchAll(/\(([\p{Lu}][\p{L}\-/]{1,14})\)/gu)].map((m) => m[1]!).reverse();
  for (const acronym of acronyms) {
    const ref = findBancaByName(acronym);
    // By its own name, or by an alias when the catalogue marks it a public body (the Navy's
    // selection service 'SSPM' → 'Marinha do Brasil').
    const byName = ref && (normalizeKey(ref.nome) === normalizeKey(acronym) || /órgão público/i.test(ref.situacao));
    if (byName) return { nome: ref.nome, site: ref.site };
  }
  return null;
}

/**
 * The sentence that says who runs the selection ('O Processo Seletivo … será executado pela
 * Secretaria Municipal de Saúde', '… sua realização está sob a responsabilidade da Secretaria …',
 * 'A seleção será realizada por uma comissão composta por 03 membros', '… e sua realização ficará a cargo da comissão
 * organizadora nomeada para esse fim', '… será executado por Comissão Organizadora …, supervisionado pela Secretaria Municipal de
 * Educação'): the verb, then its object up to the end of the sentence.
 */
const RUN_BY =
  /\b(?:(?:realizad|executad|conduzid|coordenad|organizad)[oa]\s+(?:sob\s+(?:a\s+)?responsabilidade\s+d[aoe]s?|pel[ao]s?|por\s+uma(?=\s+comiss[ãa]o)|por(?=\s+comiss[ãa]o[^.;]{0,200}\b(?:supervisionad|fiscalizad|acompanhad)[oa]\s+pel[ao]\s))|(?:est[áa]|fica(?:r[áa])?)\s+sob\s+(?:a\s+)?responsabilidade\s+d[aoe]s?|(?:sua\s+realiza[çc][ãa]o\s+)?(?:est[áa]|fica(?:r[áa])?)\s+a\s+cargo\s+d[aoe]s?)\s+((?:[^.;]|\.(?=\s*\p{Ll})|\.(?=\d)){3,300})/giu;
/** Weaker: whose responsibility the selection is ('A coordenação … da Chamada Pública … será de responsabilidade do Departamento de Educação e Cultura'), read when no sentence says who runs it ('… será de responsabilidade da Secretaria … e da AEMASUL' is run by the AEMASUL, as another sentence says). */
const RESPONSIBLE_FOR = /\bser[áa]\s+de\s+(?:inteira\s+)?responsabilidade\s+d[aoe]s?\s+((?:[^.;]|\.(?=\s*\p{Ll})|\.(?=\d)){3,300})/giu;
/**
 * What the sentence's subject must be: the selection itself, not a test, an interview or a payment, nor what follows it ('A
 * convocação dos candidatos … obedecerá à ordem de classificação do Processo Seletivo Simplificado, sendo realizado pelo
 * Departamento de Gestão de Pessoas …').
 */
const RUN_BY_SUBJECT = /(?:processo|sele[çc][ãa]o|concurso|certame|edital|realiza[çc][ãa]o|chamada\s+p[úu]blica)\b[^.;]{0,160}$/i;
const NOT_THE_SELECTION =
  /\b(?:prova|etapa|entrevista|inscri[çc][ãa]o|pagamento|avalia[çc][ãa]o|per[íi]cia|exame|curso|an[áa]lise|recurso)\b[^.;]{0,60}$|(?:^|[.;:]\s+|\s\d+(?:\.\d+)+\.?\s+)(?:As?|Os?)\s+convoca[çc][ãa]o\b[^.;]*$/iu;
/** A public body, or the official who heads one ('constituída por Ato da Secretária Municipal de Educação de Caucaia'). */
const RUNNING_BODY =
  /\b(?:Secret[áa]ri[ao]|Prefeitura|Instituto|Autarquia|Funda[çc][ãa]o|Tribunal|Universidade|C[âa]mara|Departamento|Superintend[êe]ncia|Diretoria|Ag[êe]ncia|Cons[óo]rcio|Hospital)\b/u;
/** A name's words: capitalised words and the words that link them ('Secretaria Municipal de Saúde de Rio Branco'). */
const NAME_WORDS = /^[\p{Lu}][\p{L}-]*(?:\s+(?:(?:d[aeo]s?|e)\s+)?[\p{Lu}][\p{L}-]*)*/u;

/** A firm's words in its name ('Inovaty Assessoria & Consultoria', 'X Concursos Ltda'). */
const FIRM_WORD = /\b(?:Assessoria|Consultoria|Concursos|Ltda|Eireli|S\/?A)\b/u;
/** A firm's name: capitalised words and the words and signs that link them ('Inovaty Assessoria & Consultoria'). */
const FIRM_NAME = /^[\p{Lu}][\p{L}-]*(?:\s+(?:(?:d[aeo]s?|e|&)\s+)?[\p{Lu}][\p{L}.-]*)*/u;
/** A selection's execution given to a firm by that word ('execução técnico-administrativa da empresa SC Treinamentos'). */
const FIRM_EXECUTES = /\bexecu[çc][ãa]o\s+(?:t[ée]cnico\s*-?\s*administrativa\s+)?(?:a\s+cargo\s+)?d[ao]\s+empresa\s+(\p{Lu}[^,;.]{2,80})/u;
/** What follows a firm's name: its company number ('…, inscrita no CNPJ 30.105.110/0001-89'). */
const COMPANY_NUMBER = /^\s*,?\s*(?:pessoa\s+jur[íi]dica\s+(?:de\s+direito\s+privado\s*,?\s*)?)?inscrit[ao]\s+no\s+CNPJ/iu;

/**
 * The firm a selection's sentence says runs it, when the catalogue knows no board in the text ('O Processo Seletivo … será
 * realizado sob a responsabilidade da Inovaty Assessoria & Consultoria, inscrita no CNPJ …'): a name of two words or more
 * that is a firm's (a firm's word in it, or its company number after it), not a public body's.
 */
export function firmRunning(text: string): CandidateBanca | null {
  // The firm named as such ('… com execução técnico - administrativa da empresa SC Treinamentos, para ocupar …').
  const executed = FIRM_EXECUTES.exec(text.replace(/\s+/g, ' '));
  const executor = executed ? FIRM_NAME.exec(executed[1]!)?.[0].replace(/\s+(?:d[aeo]s?|e|&)$/u, '') : undefined;
  if (executor && executor.split(/\s+/).length >= 2 && !RUNNING_BODY.test(executor)) return { nome: unshoutedRuns(executor), site: null };
  for (const m of text.matchAll(RUN_BY)) {
    const before = text.slice(Math.max(0, m.index - 200), m.index);
    if (!RUN_BY_SUBJECT.test(before) || NOT_THE_SELECTION.test(before)) continue;
    const object = m[1]!.replace(/\s+/g, ' ').trim();
    // The firm, not its role before its name ('a cargo do Agente de Integração Notabili Estágios e Recursos Humanos Ltda').
    const name = FIRM_NAME.exec(object.replace(/^(?:o\s+)?agente\s+de\s+integra[çc][ãa]o\s+/iu, ''))?.[0].replace(/\s+(?:d[aeo]s?|e|&)$/u, '');
    const nome = name ? unshoutedRuns(name) : '';
    if (!name || name.split(/\s+/).length < 2 || RUNNING_BODY.test(nome) || /^Comiss[ãa]o\b/iu.test(nome)) continue;
    if (FIRM_WORD.test(nome) || COMPANY_NUMBER.test(object.slice(object.indexOf(name) + name.length))) return { nome, site: null };
  }
  return null;
}

/** The acronym the text gives right after a body's name: 'Secretaria … de Rio Branco – SEMSA', 'Autarquia … (AEMASUL)'. */
function acronymAfter(name: string, text: string): string | null {
  const words = name.split(/\s+/).map(escapeRegex);
  for (const m of text.matchAll(new RegExp(words.join('\\s+'), 'giu'))) {
    const after = /^\s*(?:\(|[-–]\s*)([A-Z][A-Z0-9]{2,10})(?:\)|(?![\p{L}\d]))/u.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 20));
    // Its own acronym starts as its name does: not the 'CNPJ' or the town's state that may follow it.
    if (after && normalizeKey(after[1]![0]!) === normalizeKey(name[0]!)) return after[1]!;
  }
  return null;
}

/** The acronym of a body's name by its initials ('Secretaria Municipal de Educação' → 'SME'), when the text uses it as a word. */
function initialsIn(name: string, text: string): string | null {
  // Without its town ('Secretaria Municipal de Educação de Caucaia' is the SME).
  const town = [...name.matchAll(/\s(?:d[aeo]s?)\s+(?=\p{Lu})/gu)].find((m) => isMunicipioName(name.slice(m.index + m[0].length)));
  const words = (town ? name.slice(0, town.index) : name).split(/\s+/).filter((w) => !/^(?:d[aeo]s?|e)$/u.test(w));
  if (words.length < 3) return null;
  const initials = words.map((w) => w[0]!.toUpperCase()).join('');
  return new RegExp(`(?<![\\p{L}\\d.])${initials}(?![\\p{L}\\d])`, 'u').test(text) ? initials : null;
}

/** A municipal body's name with its town ('Secretaria Municipal de Educação' → '… de Delmiro Gouveia'), the town from the act's heading. */
function withItsTown(name: string, opening: string, uf: Uf | null): string {
  // … or a department of the prefeitura that publishes the act ('Departamento de Educação e Cultura' of Maracajá's).
  const ofTheTown = /\bMunicipal\b/.test(name) || (/^(?:Departamento|Secretaria|Diretoria)\b/u.test(name) && !/\bEstad/u.test(name) && /prefeitura\s+municipal/i.test(opening));
  if (!ofTheTown) return name;
  for (const m of name.matchAll(/\s(?:d[aeo]s?)\s+(?=\p{Lu})/gu)) if (findMunicipio(name.slice(m.index + m[0].length), uf)) return name;
  const town = findMunicipioInText(opening, uf);
  return town ? `${name} de ${town.nome}` : name;
}

/** The name of the body the sentence that says who runs the selection names, or 'comissão' when it names only a commission. */
function runByName(text: string): string | null {
  for (const m of [...text.matchAll(RUN_BY), ...text.matchAll(RESPONSIBLE_FOR)]) {
    const before = text.slice(Math.max(0, m.index - 200), m.index);
    if (!RUN_BY_SUBJECT.test(before) || NOT_THE_SELECTION.test(before)) continue;
    // Runs of words in capitals are a name ('INSTITUTO BRASILEIRO DE GEOGRAFIA'); one alone may be an acronym.
    const object = unshoutedRuns(m[1]!);
    const body = RUNNING_BODY.exec(object);
    if (body && body.index <= 80) {
      const name = bodyNamed(object.slice(body.index));
      if (name) return name;
    } else if (/^Comiss[ãa]o\b/i.test(object)) {
      // A commission a body supervises is that body's ('… executado por Comissão Organizadora constituída exclusivamente para tal fim,
      // supervisionado pela Secretaria Municipal de Educação', Paquetá 2023).
      const supervisor = SUPERVISED_BY.exec(object)?.[1];
      return (supervisor && RUNNING_BODY.exec(supervisor)?.index === 0 ? bodyNamed(supervisor) : null) ?? 'comissão';
    }
  }
  return null;
}

/** The body's name a text opens with (two words or more, without a dangling 'de' or 'e'), its head as the office's ('Secretário' → 'Secretaria'). */
function bodyNamed(text: string): string | null {
  const name = NAME_WORDS.exec(text)![0].replace(/\s+(?:d[aeo]s?|e)$/u, '').replace(/^Secret[áa]ri[ao]\b/u, 'Secretaria');
  return name.split(/\s+/).length >= 2 ? name : null;
}

/** Who supervises the commission that runs the selection. */
const SUPERVISED_BY = /\b(?:supervisionad|fiscalizad|acompanhad)[oa]\s+pel[ao]\s+(\p{Lu}.{2,200})/u;

/** A selection run by a commission of the body ('Comissão Organizadora do Processo Seletivo Simplificado', 'Comissão Especial de Processo Seletivo'). */
const OWN_COMMISSION = /\bComiss[ãa]o\s+(?:Organizadora|Especial|Coordenadora|Permanente)?\s*(?:d[oe]\s+)?(?:Processo\s+Seletivo|Sele[çc][ãa]o|Concurso)/iu;

/** The heading's most specific body, named cleanly ('SECRETARIA MUNICIPAL DE SAÚDE DE DIVINÓPOLIS - SEMUSA' after 'PREFEITURA …'). */
function headingBody(act: Act, orgao: CandidateOrgao | null): CandidateOrgao | null {
  // The heading above the act's title, when a body heads it: a secretariat under the title is the one that hires ('EDITAL Nº
  // 36/2021' / 'SELEÇÃO PÚBLICA SIMPLIFICADA …' / 'AGENTE COMUNITÁRIO DE SAÚDE – Micro Área 07' / 'SECRETARIA MUNICIPAL DA SAÚDE').
  // (A body's line that runs on into the title is the body's: 'SECRETARIA MUNICIPAL DE SAÚDE DE DIVINÓPOLIS - SEMUSA EDITAL …'.)
  const title = act.headingLines.findIndex((l) => (ACT_MARKER.test(l) || /^\s*EDITAL\b/u.test(l)) && AGENCY_START.exec(cleanText(l))?.index !== 0);
  const headsIt = (l: string) => AGENCY_START.exec(cleanText(l))?.index === 0 || /^\s*MUNIC[ÍI]PIO\s+D[EO]\s/iu.test(l);
  const above = title > 0 && act.headingLines.slice(0, title).some(headsIt) ? act.headingLines.slice(0, title) : act.headingLines;
  // A body's line may run on into the act's title ('… DE DIVINÓPOLIS - SEMUSA EDITAL PROCESSO SELETIVO …').
  // … or break after a word that joins it to the next line ('PREFEITURA MUNICIPAL DE MONTE ALEGRE DOS' / 'CAMPOS').
  const lines = above
    .join('\n')
    .replace(/(\s(?:D[AEO]S?|d[aeo]s?|E))[^\S\n]*\n[^\S\n]*(?=\p{Lu})/gu, '$1 ')
    .split('\n')
    // … or into its company number ('PREFEITURA MUNICIPAL DE LAGOINHA DO PIAUÍ CNPJ: 01 . 612. 587/ 0001 - 52').
    .map((l) => cleanText(l).split(/\s+EDITAL\b|\s+CNPJ\b/)[0]!).filter((l) => AGENCY_START.exec(l)?.index === 0 && l.length <= 120 && !/[,;]/.test(l) && !ACT_MARKER.test(l));
  const last = lines.at(-1);
  if (last) {
    const acronym = /^(.+?)\s+[-–]\s+([A-Z][A-Z0-9]{2,10})$/.exec(last);
    return acronym ? { nome: tidyName(acronym[1]!), sigla: acronym[2]! } : splitOrgao(tidyName(last));
  }
  return orgao && AGENCY_START.exec(orgao.nome)?.index === 0 && !/[,;]/.test(orgao.nome) ? orgao : null;
}

/**
 * The public body that runs its own selection, when the edital names no board (the README's
 * convention makes it the board): the body the sentence on who runs it names ('… será executado
 * pela Secretaria Municipal de Saúde', 'realizado pela Autarquia Educacional da Mata Sul – AEMASUL',
 * 'sob a responsabilidade da Comissão …, constituída por Ato da Secretária Municipal de Educação de
 * Caucaia'), or the heading's body when the selection is run by a commission of its own (a
 * simplified selection only: a concurso's commission oversees a board the catalogue may not know).
 * Named in full, with its town when it is a municipal body and the acronym the text gives it
 * ('Secretaria Municipal de Saúde de Rio Branco (SEMSA)').
 */
export function selfRunBody(texto: string, act: Act, orgao: CandidateOrgao | null, uf: Uf | null): CandidateBanca | null {
  const text = cleanText(act.text);
  let found = runByName(text);
  let sigla: string | null = null;
  if (found === 'comissão' || (!found && SELF_RUN_KIND.test(text.slice(0, 4000)) && OWN_COMMISSION.test(text))) {
    // A gazette that files an act under its secretariat without repeating the town's heading ('SECRETARIA MUNICIPAL DA
    // ADMINISTRAÇÃO' / … / 'ZIANIA …, Prefeita de São Pedro do Sul, … TORNA PÚBLICO'): the one who proclaims it says whose it is.
    const filedUnder = !act.headingLines.some((l) => /prefeitura|munic[íi]pio|estado\s+d/i.test(l.split(/[,;]/)[0]!));
    const proclaimer = filedUnder ? proclaimerOfSelection(act) : null;
    if (proclaimer) return proclaimer;
    // The secretariat the town acts through runs its commission ('O Município …, por meio da Secretaria Municipal de Assistência Social').
    const through = bodyActingFor(texto, act, uf);
    if (through) return through;
    const body = headingBody(act, orgao);
    found = body?.nome ?? null;
    sigla = body?.sigla ?? null;
  }
  if (!found) return null;
  const full = withItsTown(found, cleanText(texto.slice(0, 3000)), uf);
  sigla ??= acronymAfter(full, text) ?? acronymAfter(found, text) ?? initialsIn(found, text);
  return { nome: sigla ? `${full} (${sigla})` : full, site: null };
}

/** A selection a body may run without a board: a processo or teste seletivo, a seleção pública, an emergency call or a call to select, a merit selection; not a concurso. */
const SELECTION_KIND = /processos?\s+seletivos?\b|sele[çc][ãa]o\s+p[úu]blica|chamada\s+p[úu]blica\s+(?:emergencial|para\s+sele[çc][ãa]o)|teste\s+seletivo|sele[çc][ãa]o\s+meritocr[áa]tica/i;

/**
 * The body through which the act's author proclaims it ('O Comando do Exército …, por intermédio do
 * Instituto Militar de Engenharia (IME), torna pública …', 'A Prefeitura …, por intermédio da
 * Secretaria Municipal de Saúde, torna público …'): with no board named, it runs the selection.
 */
const THROUGH_BODY = /\bpor\s+interm[ée]dio\s+d[aoe]s?\s+(\p{Lu}[^,;:]{2,150}?)\s*,?\s*(?=torna[m]?\s+p[úu]blic|resolve\b|faz(?:em)?\s+saber)/u;
/**
 * A municipal secretariat through which the town (not its prefeito) proclaims or runs the selection, in other words: 'O Município
 * de Rio Grande do Piauí, por meio da Secretaria Municipal de Assistência Social, estabelece normas … torna pública', '… faz saber
 * que realizará através da Secretaria Municipal de Educação, processo seletivo …': the opening up to just after the proclaiming verb.
 * Its name may list its areas ('Secretaria Municipal do Trabalho, Assistência Social e Cidadania') and ends before another body
 * ('… de Saúde e do Núcleo de Educação Permanente') or the sentence's words in small letters ('… de Educação em conformidade …').
 */
const THROUGH_SECRETARIAT =
  /\b(?:por\s+interm[ée]dio|por\s+meio|atrav[ée]s)\s+d[aoe]s?\s+(Secretaria\s+Municipal\s+d[aeo]s?\s+\p{Lu}[^,;:()]{2,120}?(?:(?:,\s*\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*)+\s+e\s+\p{Lu}[\p{L}-]*(?:\s+(?:d[aeo]s?\s+)?\p{Lu}[\p{L}-]*)*)?(?:\s*[-–]\s*[A-Z][A-Z0-9]{1,11})?)\s*(?=[,;:(]|\s+e\s+d[aeo]s?\s+\p{Lu}|\s+(?!e\s|d[aeo]s?\s)\p{Ll}|$)/u;

/** The secretariat a selection is proclaimed or run through, and the words before it that name whose it is (the town's). */
function throughSecretariat(act: Act): { name: string; subject: string } | null {
  const text = cleanText(act.text.slice(0, 4000));
  const verb = PROCLAIMS.exec(text);
  if (!verb || !SELECTION_KIND.test(text)) return null;
  const opening = unshoutedRuns(text.slice(0, verb.index + verb[0].length + 200));
  const m = THROUGH_SECRETARIAT.exec(opening);
  if (!m) return null;
  const subject = opening.slice(Math.max(0, m.index - 200), m.index);
  // Not the prefeito's own act ('JOSÉ …, Prefeito Municipal de Alvorada, por intermédio da Secretaria Municipal de Saúde',
  // 'Pre feito' as the text layer split it): the Prefeitura's.
  return /\bPre\s?feit[oa]\b/iu.test(subject) ? null : { name: m[1]!.trim(), subject };
}

export function bodyActingFor(texto: string, act: Act, uf: Uf | null): CandidateBanca | null {
  const m = THROUGH_BODY.exec(cleanText(act.heading));
  const through = m ? null : throughSecretariat(act);
  const named = m ? unshoutedRuns(m[1]!).trim() : through?.name;
  if (!named) return null;
  // The town the subject names first ('A PREFEITURA MUNICIPAL DE CARAÚBAS …, através da Secretaria …'), not the gazette's.
  const opening = `${through?.subject ?? ''}\n${cleanText(texto.slice(0, 3000))}`;
  const withAcronym = /^(.+?)\s*[(–-]\s*([A-Z][A-Za-z0-9/-]{1,12})\)?$/u.exec(named);
  if (withAcronym) {
    const name = withAcronym[1]!.trim();
    return { nome: `${through ? withItsTown(name, opening, uf) : name} (${withAcronym[2]!})`, site: null };
  }
  if (!RUNNING_BODY.test(named.split(/\s+/)[0]!)) return null;
  const full = withItsTown(named, opening, uf);
  const sigla = acronymAfter(full, cleanText(act.text)) ?? acronymAfter(named, cleanText(act.text));
  return { nome: sigla ? `${full} (${sigla})` : full, site: null };
}

/**
 * A municipal official who proclaims the act, by office ('ALACIR DURANTE, Prefeito Municipal de
 * Santiago do Sul, Estado de …', 'CARMEN …, Secretária de Educação de Pinhalzinho, Estado de …', 'O
 * Prefeito do Município de Imbuia, Estado de …'): the office, then its body's words up to the next comma.
 * Its article may be in small letters, taken into a heading's run of capitals ('… TEMPORÁRIA O Prefeito' → '… Temporária o Prefeito').
 * Not a secretariat's heading line run on into the act's title ('SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO OU FINANÇAS EDITAL DE SELEÇÃO PÚBLICA …, Prefeito …'),
 * nor where the staff hired will work ('… para desempenhar suas funções junto a Secretaria Municipal de Saúde e …').
 */
const PROCLAIMING_OFFICIAL = /(?:^|[,;]\s*|(?<!\b(?:junto|perante)\s+)\b[OoAa]\s+)(Prefeit[oa](?:\s+Municipal)?|Secret[áa]ri[oa](?:\s+Municipal)?)\s+(?:do\s+Munic[íi]pio\s+)?(d[aeo]s?\s+\p{Lu}(?:(?!\bEdital\b)[^,]){2,100}?)\s*,/u;

/** A firm hired to run it, unnamed ('a empresa executora do certame'): the proclaimer is then no board. */
const HIRED_FIRM = /\bempresa\s+(?:contratada|executora|organizadora|respons[áa]vel\s+pel[ao])/i;

/**
 * The body that proclaims a selection other than a concurso (a processo or teste seletivo, a
 * municipality's emergency call, 'Chamada Pública Emergencial', a merit selection) and names no board
 * nor a hired firm runs it: by the acronym its name carries ('O Presidente da Empresa Brasileira de
 * Serviços Hospitalares-EBSERH … torna pública a abertura de inscrições do Processo Seletivo Público
 * Simplificado'), else by the office of the municipal official who proclaims it ('Prefeito Municipal
 * de Santiago do Sul' → 'Prefeitura Municipal de Santiago do Sul'), else by the municipality or
 * secretariat that proclaims it ('O MUNICÍPIO DE IBIRUBÁ, …' → 'Prefeitura Municipal de Ibirubá').
 */
export function proclaimerOfSelection(act: Act): CandidateBanca | null {
  if (!SELECTION_KIND.test(act.text.slice(0, 4000)) || /concurso\s+p[úu]blico/i.test(act.heading) || HIRED_FIRM.test(act.text)) return null;
  const heading = beforeProclaiming(act);
  if (heading === null) return null;
  // Not a body a recital names ('CONSIDERANDO … conforme recomendação do Ministério Público de Santa Catarina (MPSC)').
  const before = heading.replace(/\bCONSIDERANDO\b[^;]*;?/giu, ' ');
  return (
    namedProclaimer(before) ??
    proclaimingOffice(unshoutedRuns(before)) ??
    proclaimingTown(unshoutedRuns(before)) ??
    unnamedPrefeito(before, act.text) ??
    officialAfterTitle(act)
  );
}

/**
 * The official who proclaims after a title that holds the verb itself ('TORNA PÚBLICO A REALIZAÇÃO DE PROCESSO SELETIVO …' /
 * 'ALAIR CEMIN,  Prefeito Municipal de Derrubadas, Estado do Rio Grande do Sul, no uso das atribuições …'): read up to 'no uso'.
 */
function officialAfterTitle(act: Act): CandidateBanca | null {
  const text = cleanText(act.text.slice(0, 3000));
  const inUse = /\bno\s+uso\s+d[aeo]s?\s/iu.exec(text);
  const verb = PROCLAIMS.exec(text);
  if (!inUse || !verb || verb.index > inUse.index) return null;
  return proclaimingOffice(unshoutedRuns(text.slice(verb.index + verb[0].length, inUse.index)));
}

/**
 * The prefeito who proclaims without naming the town ('O PREFEITO MUNICIPAL, faz saber …', the town only in the gazette's
 * heading above the act), by the office where the act is signed ('Gabinete do Prefeito Municipal de Barracão, 18 de março de 2021').
 */
function unnamedPrefeito(before: string, text: string): CandidateBanca | null {
  if (!/\b[Oo]\s+(?:PREFEIT[OA]|Prefeit[oa])\s+(?:MUNICIPAL|Municipal)\s*,/u.test(before)) return null;
  const signed = /\bGabinete\s+d[oa]\s+Prefeit[oa](?:\s+Municipal)?\s+de\s+(\p{Lu}[\p{L} '’-]{2,40}?)\s*(?:[-/]\s*[A-Z]{2}\s*)?,\s*(?:em\s+)?\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4}/iu.exec(cleanText(text));
  return signed && isMunicipioName(signed[1]!) ? { nome: `Prefeitura Municipal de ${signed[1]!}`, site: null } : null;
}

/**
 * A municipal body's name as the act wrote its town: without the state after it ('Prefeitura Municipal de Dom Feliciano/RS',
 * 'Secretaria Municipal de Educação de Floriano-Pi', which then no longer takes the town twice), with the town's
 * words the text layer split joined back ('Prefeitura Municipal de San tana da Boa Vista'), and its whole name where the act left
 * out the state it ends in ('… de Passagem Franca-PI').
 */
export function withTownTidied(banca: CandidateBanca | null, uf: Uf | null): CandidateBanca | null {
  if (!banca) return null;
  // A unit inside a municipal secretariat runs it for the secretariat ('Departamento de Gestão de Pessoal da Secretaria
  // Municipal de Educação de Luís Correia' → the Secretaria).
  let nome = banca.nome.replace(/^(?:Departamento|Divis[ãa]o|Coordena[çc][ãa]o|Coordenadoria|Setor|N[úu]cleo|Ger[êe]ncia)\b[^()]*?\s+d[ao]\s+(?=Secretaria\s+Municipal\b)/u, '');
  nome = nome.replace(/(?<=\p{L})\s?[/-]\s?([A-Z][A-Za-z])(?=$|\s+d[aeo]\s|\s*\()/u, (suffix, state: string) => (isUf(state.toUpperCase()) ? '' : suffix));
  nome = nome.replace(/(\s(?:de|do|da)\s+(\p{Lu}[\p{L} ]+?))\1(?=$|\s*\()/u, '$1');
  // A secretariat 'do Município de Luís Correia' is the town's municipal one, named as such once ('Secretaria de Educação do
  // Município de Floriano' is its 'Secretaria Municipal de Educação de Floriano').
  nome = nome.replace(/^Secretaria\s+(?:Municipal\s+)?(d[aeo]s?\s+\S.*?)\s+do\s+Munic[íi]pio\s+(?=de\s+\p{Lu})/u, 'Secretaria Municipal $1 ');
  for (const tail of uf ? nome.matchAll(/\s(?:de|do|da)\s+(?=(\p{Lu}[\p{L} ]+?)\s*(?:\(|$))/gu) : []) {
    const known = findMunicipio(tail[1]!, uf);
    // … its name as IBGE writes it, the accents an act left out put back ('Campinas do Piaui').
    const town = known ? (known.nome !== tail[1] && !isShouting(tail[1]!) ? known : null) : (findMunicipioUnspaced(tail[1]!, uf!) ?? townNamedAfterState(tail[1]!, uf!));
    if (town) {
      nome = nome.replace(tail[1]!, town.nome);
      break;
    }
  }
  return nome === banca.nome ? banca : { ...banca, nome };
}

/** An area a municipal secretariat's name lists ('Cultura', 'Assistência Social', 'Meio Ambiente'), in any case. */
const SECRETARIAT_AREA_WORD = String.raw`(?:Educa[çc][ãa]o|Cultura|Esportes?|Desportos?|Lazer|Juventude|Turismo|Sa[úu]de|Assist[êe]ncia\s+Social|Cidadania|Trabalho|Administra[çc][ãa]o|Planejamento|Fazenda|Finan[çc]as|Obras|Via[çc][ãa]o|Meio\s+Ambiente|Agricultura|Pecu[áa]ria|Abastecimento|Desenvolvimento(?:\s+(?:Econ[ôo]mico|Social|Rural|Urbano))?|Habita[çc][ãa]o|Infraestrutura|Transportes?|Tr[âa]nsito|Recursos\s+Humanos|Gest[ãa]o|Ci[êe]ncia|Tecnologia|Inova[çc][ãa]o|Ind[úu]stria|Com[ée]rcio|Seguran[çc]a|Mulher|Fam[íi]lia|Direitos\s+Humanos)`;
/** A secretariat's name up to its first area ('Secretaria Municipal de Educação'), and what follows (its town, its acronym), not more areas. */
const SECRETARIAT_AREA = new RegExp(String.raw`^(Secretaria\s+(?:Municipal\s+)?d[aeo]s?\s+\p{Lu}\p{L}+)(?!\s*,|\s+e\s|\s+${SECRETARIAT_AREA_WORD}(?![\p{L}]))(.*)$`, 'iu');
/** The areas a secretariat's name lists after its first ('…, Cultura, Esporte, Lazer e Juventude', '… e Cultura'). */
const MORE_AREAS = String.raw`((?:\s*,\s*${SECRETARIAT_AREA_WORD})*\s+e\s+${SECRETARIAT_AREA_WORD})(?![\p{L}])`;

/**
 * A secretariat by the whole name the act gives it somewhere, where it was read by a shorter one ('… ficará a cargo da Secretaria
 * Municipal de Educação', and 'A SECRETARIA MUNICIPAL DE EDUCAÇÃO, CULTURA, ESPORTE, LAZER E JUVENTUDE DE ANGICAL DO PIAUÍ torna
 * público'): the longest list of areas written after its first area, in the name's letters.
 */
function withFullName(banca: CandidateBanca | null, text: string): CandidateBanca | null {
  const m = banca ? SECRETARIAT_AREA.exec(banca.nome) : null;
  if (!banca || !m) return banca;
  const area = m[1]!.split(/\s+/).at(-1)!;
  const longer = new RegExp(String.raw`\bSecretaria\s+(?:Municipal\s+)?d[aeo]s?\s+${escapeRegex(area)}${MORE_AREAS}`, 'giu');
  const fullest = [...cleanText(text.slice(0, 6000)).matchAll(longer)].map((found) => found[1]!).sort((a, b) => b.length - a.length)[0];
  if (!fullest) return banca;
  const areas = fullest.split(/\s*,\s*|\s+[eE]\s+/u).filter(Boolean).map((word) => titleCasePt(word).replace(/\bE\b/u, 'e'));
  return { ...banca, nome: `${m[1]}${areas.length > 1 ? `, ${areas.slice(0, -1).join(', ')}` : ''} e ${areas.at(-1)}${m[2]}` };
}

/** The town of `uf` an act names without the state its name ends in ('PASSAGEM FRANCA-PI' is Passagem Franca do Piauí; Passagem Franca is in Maranhão). */
function townNamedAfterState(name: string, uf: Uf) {
  for (const link of ['do', 'de', 'da']) {
    const town = findMunicipio(`${name} ${link} ${UF_NAMES[uf]}`, uf);
    if (town) return town;
  }
  return null;
}

/**
 * The municipality or its secretariat as the subject that proclaims the act ('O município de Sigefredo
 * Pacheco-Pi, no uso de suas atribuições legais, faz saber', 'O Município De Fagundes Varela Torna Público', 'A SECRETARIA MUNICIPAL DE EDUCAÇÃO DE ACAUÃ
 * - PI toma público', 'A Prefeitura Municipal de BURITI DOS LOPES • PI , no uso', 'A PREFEITURA MUNICIPAL OE COIVARAS-PI. no uso'), up to its comma or the verb: the Prefeitura, or the secretariat as written, without the state.
 * Its article may be in small letters: a heading's run of capitals before it takes it in ('… TRANSPORTE O município' → '… Transporte o município').
 */
const PROCLAIMING_TOWN = /\b(?:(?:[Oo]\s+(?:[Mm]unic[íi]pio|MUNIC[ÍI]PIO)|[Aa]\s+Prefeitura\s+do\s+Munic[íil]pio)\s+([Dd][eo]\s+\p{Lu}[^,.]{2,60}?)|[Aa]\s+(Prefeitura\s+Municipal\s+d[eo]\s+\p{Lu}[^,.]{2,60}?|Secretaria\s+Municipal\s+d[aeo]s?\s+\p{Lu}[^,]{2,80}?))\s*(?:[-–/·•]\s*[A-Z][A-Za-z]\b\.?\s*)?(?:,|\s*$|(?<=\.\s*)no\s+uso\b)/u;

function proclaimingTown(before: string): CandidateBanca | null {
  const m = PROCLAIMING_TOWN.exec(before.replace(/\s+/g, ' '));
  if (!m) return null;
  return { nome: m[1] ? `Prefeitura Municipal ${m[1].replace(/^(?:do|D[eo])\b/, 'de')}` : m[2]!, site: null };
}

function proclaimingOffice(before: string): CandidateBanca | null {
  // Every official the heading names, the last one nearest the proclaiming words ('SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO E
  // FINANÇAS' / 'PROCESSO SELETIVO SIMPLIFICADO' / 'O PREFEITO MUNICIPAL DE CAPITÃO, …': the prefeito, not the gazette's section).
  const officials: RegExpExecArray[] = [];
  const all = new RegExp(PROCLAIMING_OFFICIAL.source, 'gu');
  for (let m = all.exec(before); m; all.lastIndex = m.index + 1, m = all.exec(before)) officials.push(m);
  for (const official of officials.reverse()) {
    const prefeito = /^Prefeit/u.test(official[1]!);
    const body = bodyWords(official[2]!, prefeito);
    if (!/\s\p{Lu}/u.test(` ${body}`.replace(/^\s*d[aeo]s?\s/u, ' '))) continue;
    const office = prefeito ? 'Prefeitura Municipal' : /Municipal$/u.test(official[1]!) ? 'Secretaria Municipal' : 'Secretaria';
    return { nome: `${office} ${body}`, site: null };
  }
  return null;
}

/**
 * An office's body as the heading names it, up to where the sentence goes on in small letters ('de Administração e Finanças
 * no uso de suas atribuições …') or the act's title begins; a prefeito's up to the end of the town's name ('de Augusto
 * Pestana Vilmar Zimmermann', the prefeito's name after it).
 */
function bodyWords(name: string, town: boolean): string {
  // Two small words in a row ('no uso'), not a name's word the text layer split ('San tana da Boa Vista').
  const words = name.trim().split(/\s+/);
  const small = (word: string | undefined) => word !== undefined && /^\p{Ll}/u.test(word) && !/^(?:d[aeo]s?|e)$/u.test(word);
  const stop = words.findIndex((word, k) => small(word) && small(words[k + 1]));
  const kept = stop < 0 ? words : words.slice(0, stop);
  let body = kept.join(' ');
  const title = ACT_MARKER.exec(body);
  if (title) body = body.slice(0, title.index);
  body = body.trim().replace(/(?:\s+(?:d[aeo]s?|e))+$/u, '');
  if (!town) return body;
  const link = /^d[aeo]s?\s+/u.exec(body);
  // The town's state after it ('de Barão de Cotegipe/RS') is not its name.
  const townWords = body.slice(link?.[0].length ?? 0).replace(/\s*[/–-]\s*[A-Z]{2}\b.*$/u, '').split(/\s+/);
  // The town's words as the text layer spaced them ('de Santana da BoaVista'): the state's list respaces them after.
  for (let n = townWords.length; n > 0; n--) {
    const town = townWords.slice(0, n).join(' ');
    if (isMunicipioName(town) || (n > 1 && isMunicipioNameUnspaced(town))) return `${link?.[0] ?? ''}${town}`;
  }
  return body;
}

function namedProclaimer(before: string): CandidateBanca | null {
  // The name in capitals too ('FUNDAÇÃO INSTITUTO BRASILEIRO DE GEOGRAFIA E ESTATÍSTICA - IBGE').
  // A body's name, not the selection's ('PROCESSO SELETIVO SIMPLIFICADO - SEC MUN DE EDUCAÇÃO', a gazette's title for Pinhalzinho's).
  // A word may carry an apostrophe ('Sant’Ana') or be a title's abbreviation ('Instituto de Saúde Dr. José GB Barbosa (ISJGB)').
  // An acronym is a word of its own: not the start of one ('AGENTE COMUNITÁRIO DE SAÚDE - MICROÁREA 10').
  const named = [...before.matchAll(/(\p{Lu}[\p{L}]+(?:\s+(?:(?:d[aeo]s?|e|D[AEO]S?|E)\s+)?\p{Lu}(?:\p{L}+(?:[’']\p{Lu}\p{L}+)?|\p{Ll}{1,2}\.)){1,8})\s*(?:[-–]\s*|\(\s*)([A-Z]{3,10})(?![\p{L}\d])/gu)]
    .filter((m) => !ACT_MARKER.test(m[1]!))
    .pop();
  if (!named) return null;
  // The body, not its head ('Presidente da Empresa …' → 'Empresa …').
  const head = named[1]!.replace(/^(?:Presidente|Diretor[a]?(?:-Geral)?|Reitor[a]?|Superintendente|Coordenador[a]?)\s+(?:d[aeo]s?\s+)?/u, '');
  // The body the acronym is of, when a part of another's ('Centro de Ensino e Pesquisa do Instituto de Saúde … (ISJGB)'), from its
  // first word ('Fundação Instituto Brasileiro … (IBGE)' is one name).
  const initial = named[2]![0]!;
  const own = head[0] === initial ? -1 : head.search(new RegExp(`(?<=\\s(?:d[aeo]s?|D[AEO]S?)\\s)${initial}\\p{L}`, 'u'));
  const body = own > 0 ? head.slice(own) : head;
  // A body's name ('Empresa …', 'Fundação …', 'Centro …'), not a position's with its acronym ('AUXILIAR EM SAÚDE BUCAL (ASB)').
  if (AGENCY_START.exec(body)?.index !== 0) return null;
  return { nome: `${unshouted(body)} (${named[2]!})`, site: null };
}

// ---------------------------------------------------------------------------------------------
// Positions table

interface TableRow {
  line: number;
  /** The row's place counting only non-blank lines (a table written cell by cell leaves blank lines behind). */
  seq: number;
  /** The row's text before its number cells (or the line above, when the row is numbers only). */
  label: string;
  /** Immediate vacancies of the row (its total cell). */
  total: number;
  /** Every reading of the cells that adds up, as 'position from the end/size/which end is the total' → total. */
  readings: Map<string, number>;
  /** How many number cells the row ends in. */
  cells: number;
}

/** Longer than any table row's line (a text without line breaks is one line): row patterns that backtrack over a line's length squared skip it. */
const ROW_LINE_MAX = 300;

const CELL = /^(?:(\d{1,3}(?:\.\d{3})+|\d{1,5})(?:\+CR|\+\s*CR)?\*{0,3}|-{1,3}|—|–|CR|\*+)$/i;

/**
 * A place written after a row's cells, in a last column such as 'LOCAL DA PROVA' or 'Lotação'
 * ('… 1 1 0 0 RIO BRANCO - AC', '… 1 0 1 0 BELO HORIZONTE -'): the row without it, or null when
 * the line does not end in a municipality after its numbers.
 */
function withoutTrailingPlace(line: string): string | null {
  const m = /^(.*\d)\s+(\p{Lu}[\p{Lu}\p{M}' ]{2,40}?)(?:\s*[-–/]\s*([A-Z]{2})?)?$/u.exec(line);
  if (!m) return null;
  const uf = m[3] && isUf(m[3]) ? m[3] : null;
  return findMunicipio(m[2]!, uf) ? m[1]! : null;
}

/** The number cells at the end of a line: '5 - 1 6' → [5, 0, 1, 6]; '10+CR 6 1 2 1' → [10, 6, 1, 2, 1]. */
function trailingCells(line: string): { cells: number[]; labelEnd: number; blanks: number } {
  const own = cellsAtEnd(line);
  if (own.cells.length >= 4) return own;
  const row = withoutTrailingPlace(line);
  return row === null ? own : cellsAtEnd(row);
}

/** A cell of a table as the DOU prints it, each cell after a dot: '.' empty, '.12' twelve. */
const DOU_CELL = /^\.(\d{1,5})?$/;

function cellsAtEnd(line: string): { cells: number[]; labelEnd: number; blanks: number } {
  const tokens = line.split(' ');
  const cells: number[] = [];
  let blanks = 0;
  let i = tokens.length - 1;
  for (; i >= 0 && cells.length < 14; i--) {
    const dou = DOU_CELL.exec(tokens[i]!);
    if (dou) {
      cells.unshift(dou[1] ? Number(dou[1]) : 0);
      if (!dou[1]) blanks++;
      continue;
    }
    const m = CELL.exec(tokens[i]!);
    if (!m) break;
    cells.unshift(m[1] ? Number(m[1].replace(/\./g, '')) : 0);
  }
  return { cells, labelEnd: tokens.slice(0, i + 1).join(' ').length, blanks };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The readings of a row's cells as vacancies: every run of 4 to 6 cells where one end is the sum of
 * the others (AC + PcD + negros [+ indígenas] = total, or the total first), leftmost first.
 * '9 1 2 12 3 1 1 5' → 12 (the cadastro reserva quad after it comes second).
 */
function rowReadings(cells: number[]): Map<string, number> {
  const readings = new Map<string, number>();
  // Only AC and PcD before the total ('2 * 2'), for the immediate vacancies and again for the
  // cadastro reserva ('7 2 9 8 3 11'): three-cell runs, in rows of exactly three or six cells.
  // Six-cell runs since quotas for indígenas and quilombolas (Lei 15.142/2025): 'AC PcD PP PI PQ Total'.
  const sizes = cells.length === 3 || cells.length === 6 ? [3, 4, 5, 6] : [4, 5, 6];
  for (let start = 0; start < cells.length; start++) {
    for (const k of sizes) {
      const run = cells.slice(start, start + k);
      if (run.length < k) continue;
      const fromEnd = cells.length - start;
      if (run[k - 1] === sum(run.slice(0, -1))) readings.set(`${fromEnd}/${k}/fim`, run[k - 1]!);
      if (run[0] === sum(run.slice(1))) readings.set(`${fromEnd}/${k}/inicio`, run[0]!);
    }
  }
  return readings;
}

const EXCLUDED_ROW = /\btotal\b|cadastro\s+(?:de\s+)?reserva|^CR\b|subtotal/i;

const LONE_CELL = /^(?:\d{1,3}(?:\.\d{3})+|\d{1,5}|-{1,3}|—|–|\*+)$/;

/**
 * A table written one cell per line (a text layer saved column by column, a gazette's HTML table):
 * a run of three or more lines that are each a single number cell ('2', '*', '-') joins the line
 * before it, so 'Administração' / '2' / '*' / '2' reads as the row 'Administração 2 * 2'. Line
 * numbers are kept: the joined lines become empty.
 */
export function joinCellColumns(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 1; i < out.length; i++) {
    if (!LONE_CELL.test(out[i]!.trim()) || LONE_CELL.test(out[i - 1]!.trim()) || !/\p{L}/u.test(out[i - 1]!)) continue;
    let j = i;
    while (j < out.length && LONE_CELL.test(out[j]!.trim())) j++;
    if (j - i < 3) continue;
    out[i - 1] = `${out[i - 1]!.trim()} ${out.slice(i, j).map((l) => l.trim()).join(' ')}`;
    for (let k = i; k < j; k++) out[k] = '';
    i = j - 1;
  }
  return out;
}

/** Rows of vacancy tables: lines ending in cells that add up, within 30 lines after a line that mentions vagas. */
export function tableRows(rawLines: string[]): TableRow[] {
  const lines = joinCellColumns(rawLines);
  const rows: TableRow[] = [];
  let lastVagasLine = -100;
  let seq = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() !== '') seq++;
    if (/vagas?\b/i.test(line)) lastVagasLine = i;
    const { cells, labelEnd, blanks } = trailingCells(line);
    if (cells.length < 3 || i - lastVagasLine > 30) continue;
    // Three cells are a total and its two shares, not levels each with a reserve ('CR 1+CR 1+CR').
    if (cells.length === 3 && /\bCR\b/i.test(line.slice(labelEnd))) continue;
    // Only the total filled in, the shares left blank ('.Engenharia Civil . . . . .2': the DOU's
    // cells, the split by quota "to be announced"): the total is the row's vacancies.
    const onlyTotal = blanks === cells.length - 1 && cells[cells.length - 1]! > 0;
    const readings = onlyTotal ? new Map([['total', cells[cells.length - 1]!]]) : rowReadings(cells);
    const first = readings.values().next();
    if (first.done) continue;
    let label = line.slice(0, labelEnd).trim();
    const above = (lines[i - 1] ?? '').trim();
    if (!/\p{L}{2}/u.test(label)) label = above;
    // A label wrapped over two lines ('Perfil 8 - TI / Sistemas e' / 'Desenvolvimento Rio de Janeiro 4 - 1 5'; 'Enfermeiro -
    // Gerenciamento/Gestão - Gestão da Qualidade' / 'em Saúde CR - - - - 6 2', the second part in small letters, the first with no
    // number: not a row's cells that wrapped their last word, 'BARRINHA R$ 3.242,00 40 horas' / 'semanais').
    else if ((/(?:\s(?:e|de|da|do|das|dos|em|\/|-|–)|\p{L}:)$/iu.test(above) || (/^\p{Ll}/u.test(label) && /^\p{Lu}[^\d]*$/u.test(above))) && trailingCells(above).cells.length === 0) {
      label = `${above} ${label}`;
    }
    // A row names what it counts: cells under a bare item number ('2.3):') are a total's tail, and so
    // are those of a total's name wrapped over lines ('TOTAL DE VAGAS NÃO CONTEMPLADAS' / 'NA DISTRIBUIÇÃO INICIAL: 0 1* 1*').
    const totalAbove = /^\s*total\s+(?:geral\b|d[aeo]s?\s)/i.test(above) && trailingCells(above).cells.length === 0;
    if (EXCLUDED_ROW.test(label) || !/\p{L}{2}/u.test(label) || totalAbove) continue;
    rows.push({ line: i, seq, label, total: first.value, readings, cells: cells.length });
    lastVagasLine = i; // a long table keeps itself open
  }
  return rows;
}

/**
 * Rows close to each other (at most 8 other lines between them: page headers, wrapped labels) form
 * one table, and a table reads all its rows alike: the reading most of its rows allow decides each
 * row's total ('BA 9 20 7 1 2 10' is 10 like its neighbours, not 20 = 7 + 1 + 2 + 10).
 */
export function groupRows(rows: TableRow[]): TableRow[][] {
  const groups: TableRow[][] = [];
  for (const row of rows) {
    const current = groups[groups.length - 1];
    if (current && row.seq - current[current.length - 1]!.seq <= 9) current.push(row);
    else groups.push([row]);
  }
  for (const group of groups) {
    const votes = new Map<string, number>();
    for (const row of group) for (const key of row.readings.keys()) votes.set(key, (votes.get(key) ?? 0) + 1);
    const [common, count] = [...votes].sort((a, b) => b[1] - a[1])[0]!;
    if (count * 2 <= group.length) continue;
    for (const row of group) row.total = row.readings.get(common) ?? row.total;
  }
  // Rows of only three cells ('Enfermeiro Superior 32,5 h 62 55 07': total, AC, PcD) count as a table
  // when three or more of them follow each other: two such lines can add up by chance.
  return groups.filter((g) => (g.length >= 2 || g[0]!.total > 0) && (g.length >= 3 || g.some((r) => r.cells > 3)));
}

const REGIONS = /^(norte|nordeste|sul|sudeste|centro[\s-]oeste)\b/i;

/** A row that names a place (a UF, a region, a city) rather than a position. */
function isPlaceRow(label: string): boolean {
  const first = label.replace(/^[.\s]+/, '').split(/\s+/)[0] ?? '';
  if (isUf(first) || REGIONS.test(label)) return true;
  return findMunicipio(label.replace(/\s*[-/]\s*[A-Z]{2}$/, '')) !== null;
}

export interface PositionsTable {
  /** Sum of the immediate vacancies of the tables (tables with the same sum counted once). */
  vagas: number | null;
  /** The rows that are positions (none when the tables are by place). */
  cargos: { nome: string; vagas: number | null }[];
}

/** A table's closing row: 'TOTAL 2 + CR 14 + CR 28 + CR', 'Total geral 3 5'. */
const TOTAL_ROW = /^\s*total(?:\s+geral)?\b/i;
/**
 * The total rows a table reader tries, the first ones of the text. An edital has a few dozen (73 in
 * the longest labelled one); each try reads up to hundreds of lines above it, so a text of thousands
 * of 'Total' lines (a source that answers garbage) would take seconds.
 */
const TOTAL_ROWS_TRIED = 300;

interface RowAbove {
  label: string;
  cells: number[];
}

/**
 * The rows of a table above its TOTAL line (line `i`), top first: each line with cells goes to `read`,
 * which returns the row, 'skip' for a line to pass over (a page number or header inside the table),
 * or 'miss' for one that does not fit. A numbered clause, `reach` lines, or four misfits in a row end
 * the table.
 */
function rowsAboveTotal(
  lines: string[],
  i: number,
  reach: number,
  read: (line: RowAbove & { j: number }, found: RowAbove[]) => RowAbove | 'skip' | 'miss',
): RowAbove[] {
  const rows: RowAbove[] = [];
  for (let j = i - 1, misses = 0; j >= 0 && i - j <= reach && misses < 4 && !CLAUSE_LINE.test(lines[j]!); j--) {
    const { cells, labelEnd } = cellsAtEnd(lines[j]!);
    if (cells.length === 0) continue;
    const row = read({ label: lines[j]!.slice(0, labelEnd).trim(), cells, j }, rows);
    if (row === 'skip') continue;
    if (row === 'miss') {
      misses++;
      continue;
    }
    misses = 0;
    rows.unshift(row);
  }
  return rows;
}

/** Column titles of a table of points: weights, points, questions. */
const SCORING_HEADER = /\b(?:peso|pontua[çc][ãa]o|pontos|quest(?:[õo]es|[ãa]o))\b/iu;

/**
 * A table of vacancies by column (levels, places) with no total per row, closed by a TOTAL row
 * whose cells are the columns' sums ('Desenvolvedor PHP 1+CR 1+CR 2+CR' … 'TOTAL 2 + CR 14 + CR
 * 28 + CR'): the rows with as many cells above it, once the sums check, are the positions, and the
 * total row's cells add up to the vacancies. Lines without cells between rows (group headings, page
 * headers, page numbers) are skipped; a numbered clause, or four other lines in a row, ends the table.
 */
export function columnTotalsTable(text: string): PositionsTable | null {
  // A count marked for immediate hiring ('1 CI': contratação imediata, as a table's note says) is the count.
  const lines = text.split('\n').map((l) => l.replace(/(\d)\s*\+\s*CR\b/gi, '$1+CR').replace(/(\d) CI\b/g, '$1').trim());
  for (let i = 0, tried = 0; i < lines.length && tried < TOTAL_ROWS_TRIED; i++) {
    if (!TOTAL_ROW.test(lines[i]!)) continue;
    tried++;
    const totals = cellsAtEnd(lines[i]!).cells;
    if (totals.length < 1 || totals.length > 8 || sum(totals) === 0) continue;
    // Page numbers (no label) inside a long table are passed over.
    let firstRow = i;
    const rows = rowsAboveTotal(lines, i, 400, (row) => {
      if (!/\p{L}/u.test(row.label)) return 'skip';
      if (row.cells.length !== totals.length || !/\p{L}{3}/u.test(row.label)) return 'miss';
      firstRow = row.j;
      return row;
    });
    if (rows.length < 2) continue;
    // A table of an exam's or a proposal's points ('Prova Disciplina  N° Questões  Valor da Questão  Peso total', 'PESO  Plenamente
    // Satisfatório (A) …'): its rows are subjects or criteria, no positions.
    if (SCORING_HEADER.test(lines.slice(Math.max(0, firstRow - 4), firstRow).join(' '))) continue;
    const columnsAddUp = totals.every((t, c) => sum(rows.map((r) => r.cells[c]!)) === t);
    if (!columnsAddUp) continue;
    // The last column the total of the others ('Total 585 37 622': AC + PcD = total).
    const lastIsTotal = totals.length >= 3 && totals[totals.length - 1] === sum(totals.slice(0, -1));
    const vagasOf = (cells: number[]) => (lastIsTotal ? cells[cells.length - 1]! : sum(cells));
    return { vagas: vagasOf(totals), cargos: rows.map((r) => ({ nome: positionName(r.label), vagas: vagasOf(r.cells) })) };
  }
  return null;
}

/**
 * A table whose rows give the total vacancies first and then the shares reserved within it ('CARGO
 * TOTAL DE VAGAS · RESERVADAS PCD · RESERVADAS NEGROS' / 'INSPETOR DE ALUNOS 10 1 2'), closed by a
 * row 'TOTAL 240': when the rows' first cells add up to that total, each row is a position with
 * that many vacancies. Headings by schooling, page headers and numbers are skipped; a label cut by
 * the line's end ('PROFESSOR DE EDUCAÇÃO' / 'FÍSICA 5 1 1') is joined to its first line.
 */
export function totalFirstTable(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0, tried = 0; i < lines.length && tried < TOTAL_ROWS_TRIED; i++) {
    if (!TOTAL_ROW.test(lines[i]!)) continue;
    tried++;
    const total = cellsAtEnd(lines[i]!).cells;
    if (total.length !== 1 || total[0]! < 2) continue;
    const rows = rowsAboveTotal(lines, i, 150, ({ label, cells, j }, found) => {
      if (!/\p{L}{3}/u.test(label)) return 'skip';
      if (cells.length < 2 || (found.length > 0 && cells.length !== found[0]!.cells.length) || sum(cells.slice(1)) > cells[0]!) return 'miss';
      const above = lines[j - 1] ?? '';
      const cut = !label.includes(' ') && above !== '' && cellsAtEnd(above).cells.length === 0 && !LEVEL_HEADING.test(above) && above.length < 40;
      return { label: cut ? `${above} ${label}` : label, cells };
    });
    if (rows.length >= 2 && sum(rows.map((r) => r.cells[0]!)) === total[0]) {
      return { vagas: total[0]!, cargos: rows.map((r) => ({ nome: positionName(r.label), vagas: r.cells[0]! })) };
    }
  }
  return null;
}

/**
 * A table whose last column is the vacancies ('ÁREA … REQUISITOS … REGIME DE TRABALHO VAGAS' /
 * '1- Letras … 40h 01'): each row below the header ends in its vacancies; rows run until a
 * numbered clause ('1. Período de Inscrição: …') or three lines without a count.
 */
export function lastColumnVagasTable(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim());
  const rows: { label: string; vagas: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/\bvaga(?:s|\(s\))\s*$/i.test(lines[i]!) || lines[i]!.split(/\s+/).length < 3 || /^\d+(?:\.\d+)*\.?\s/.test(lines[i]!)) continue;
    // Column titles, not a sentence's line that ends in 'vagas' ('Classificação do candidato na lista única de vagas').
    if (lowercaseWords(lines[i]!) > 4) continue;
    // Each such header opens a part of the table (a part per position, or per page).
    const part: { label: string; vagas: number }[] = [];
    let unread = false;
    for (let j = i + 1, gap = 0; j < lines.length && gap < 3; j++) {
      const line = lines[j]!;
      if (/^\d+(?:\.\d+)*\.\s+\p{Lu}/u.test(line) || TOTAL_ROW.test(line)) break;
      // A row that ends in the reserve list ('… Superior  01+CR*', '… Superior  CR*'), its name over the lines above: not this reader's table.
      if (RESERVE_LAST_CELL.test(line)) {
        unread = true;
        break;
      }
      const m = /^(.*\p{L}{3}.*?)\s(\d{1,3})$/u.exec(line);
      // A formula's line ('… do mesmo CPD) x 100') is no row.
      if (m && !/\s[x×*=+]$/u.test(m[1]!)) {
        part.push({ label: m[1]!, vagas: Number(m[2]) });
        gap = 0;
      } else gap++;
    }
    if (unread || !part.length || part.some((r) => r.vagas === 0)) continue;
    rows.push(...part);
  }
  if (!rows.length) return null;
  const named = (trim: boolean) => onePerName(rows.map((r) => ({ nome: positionName(lastColumnName(r.label, trim)), vagas: r.vagas })));
  // The requirements cut off a name only where no two positions are left with one name.
  const [trimmed, whole] = [named(true), named(false)];
  return { vagas: sum(rows.map((r) => r.vagas)), cargos: trimmed.length === whole.length ? trimmed : whole };
}

/** A row's last cell that is the reserve list, with a count or alone ('01+CR*', '1 + CR', 'CR*'). */
const RESERVE_LAST_CELL = /\s(?:\d{1,3}\s*\+\s*)?CR\*?$/u;

/**
 * A last-column row's position: the text before a ':' that opens its details ('1- Letras: Português/
 * Inglês … 40h'), but not the area a name carries ('Técnico de Laboratório/Área: Edificações'), and
 * without the quota and place cells after it ('Assistente de alunos PP Boituva').
 */
function lastColumnName(label: string, withoutRequirements = false): string {
  const cells = label.replace(/^\d+\s*[-–.]\s*/, '').replace(/\s+(?:AC|PPP?|PPI|PC[Dd]|PN)\s+\p{Lu}.*$/u, '');
  // The requirements' column after the area's ('… Fisioterapia Musculoesquelética Graduação em Fisioterapia e Doutorado …').
  const name = withoutRequirements ? cells.replace(/(?<=\p{L}{3}[^\n]*?)\s(?:Gradua[çc][ãa]o|Licenciatura|Bacharelado|Doutorado|Mestrado)\s+(?:em|na|no)\s[\s\S]*$/u, '') : cells;
  return /[áa]rea\s*:/i.test(name) ? name : name.split(/:/)[0]!;
}

/** Territories a row names by number ('Área 01', 'Região 2', 'Polo 3'): the number is the name's, and the row a place's. */
const NUMBERED_PLACE = String.raw`(?:[áa]rea|micro[áa]rea|regi[ãa]o|polo|setor|zona)`;
/** A place's name: a school, a unit, a health post, a district, a zone ('Escola Municipal …', 'Escolas da Zona Rural', 'UBS …'). */
const PLACE_START = /^(?:escolas?|unidades?|setor(?:es)?|creches?|postos?|ubs|polos?|distritos?|zonas?|localidades?|comunidades?|bairros?|campus)\b/iu;

/**
 * Positions written one per paragraph, name in capitals and its vacancies after a dash
 * ('FONOAUDIÓLOGO – 1 (uma) vaga; carga horária: 40 horas…'), or one per line, the line only that
 * ('Professor de Ciências – 05 vagas;'), or one per dashed item, the count first ('- 02 professores de História, carga …').
 */
export function dashedPositions(text: string): PositionsTable | null {
  const shouted = [...text.matchAll(/^\s*(\p{Lu}[\p{Lu}\s/-]{2,60}?)\s*[–—-]\s*(\d{1,3})\s*(?:\([^)]{1,20}\)\s*)?vagas?\b/gmu)];
  // … or in small letters, a line each, two or more ('Professor de Língua Portuguesa – 02 vagas;' / 'Professor de Geografia – 01 vaga;').
  const lines = [...text.matchAll(/^[^\S\n]*(\p{Lu}[^\n–—]{2,80}?)[^\S\n]*[–—-][^\S\n]*(\d{1,3})[^\S\n]*(?:\([^)\n]{1,20}\)[^\S\n]*)?vagas?[^\S\n]*[;.,]?[^\S\n]*$/gmu)];
  // … or the count first, a dash opening each item ('- 02 professores de História, carga horária 20 (vinte) horas semanais, …').
  const counted = [...text.matchAll(/^[^\S\n]*[-–•][^\S\n]*(\d{1,3})[^\S\n]*(?:\([^)\n]{1,20}\)[^\S\n]*)?(\p{L}[^\n,;:–—]{2,80}?)[^\S\n]*[,;:–—]/gmu)]
    .filter((m) => headsAPosition(m[2]!))
    .map((m) => ({ nome: m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1), vagas: m[1]! }));
  const named = (ms: RegExpExecArray[]) => ms.map((m) => ({ nome: m[1]!, vagas: m[2]! }));
  // A list of places, each with its vacancies ('Escola Municipal Aldemar Carmo -1 vaga'), is no list of positions.
  const rows = shouted.length ? named(shouted) : lines.length >= 2 && !lines.some((m) => PLACE_START.test(m[1]!)) ? named(lines) : counted.length >= 2 ? counted : [];
  const cargos = rows.map((m) => ({ nome: tidyName(m.nome), vagas: Number(m.vagas) }));
  return cargos.length ? { vagas: sum(cargos.map((c) => c.vagas)), cargos } : null;
}

/** A total of vacancies said to be distributed, its list to follow ('1.1 - Total das vagas ofertadas: 06 (SEIS) distribuídas entre os Campus/Setores da UFPR:'). */
const DISTRIBUTED_TOTAL = /(?<![\d.,/])(\d{1,4})\s*(?:\([\p{L}\s-]{2,40}\)\s*)?(?:vagas?\s+)?(?:assim\s+)?distribu[íi]d[oa]s\b[^\n]{0,100}:\s*$/gimu;
/** An item of such a list: 'a) Setor Ciências Biológicas - 01;', '- Campus Toledo: 01.' */
const DISTRIBUTED_ITEM = /^\s*(?:[a-z]\)|[-–•])\s*(\p{Lu}[^\n]{2,80}?)\s*[-–:]\s*(\d{1,4})\s*(?:\([\p{L}\s-]{2,40}\)\s*)?(?:vagas?)?\s*[;.,]?\s*(?:e\s*)?$/u;

/**
 * A position's row that gives its weekly hours, its vacancies and its pay side by side, with no header
 * over them ('Monitor de Apoio e Transporte Escolar 40h 02+CR * R$ 2.100,00 Ensino fundamental Completo',
 * the hours and the count either way round), as a municipality's tables come out of its gazette; a reserve's count or none after the
 * vacancies ('Agente Educacional  02 03 40 horas semanais R$ 1.940,48', 'Agente de Combate a Endemias 01 -- 40 horas …'), the pay a grade
 * or the career's plan ('… 40 horas semanais Padrão 02', '… 20 horas semanais Plano de carreira do Magistério'). The
 * name ends in a word: after other cells ('TÉCNICO EM NECRÓPSIA 1 - - 1 40h R$ 4.377,25') the count is a total of shares, read elsewhere.
 */
const HOURS_COUNT_PAY_ROW = new RegExp(
  String.raw`^(\p{Lu}.{2,100}?[\p{L})])\s+(?:(\d{1,3})(?:\s*\+\s*CR|\s+(?:\d{1,3}|--?))?\s+${WEEKLY_HOURS}|${WEEKLY_HOURS}\s+(\d{1,3})(?:\s*\+\s*CR)?)\s*\**\s+(?:R\$\s?\d{1,3}(?:\.\d{3})*,\d{2}|Padr[ãa]o\s+\d{1,2}\b|Plano\s+de\s+[Cc]arreira)`,
  'u',
);

/**
 * The same cells with the count after the pay, the row opened by the selection's number ('13/2021  FISCAL  33h/s
 * R$ 2.312,13  01 Prazo de um ano …', a town's table of several selections, one a row).
 */
const HOURS_PAY_COUNT_ROW = new RegExp(
  String.raw`^(?:\d{1,3}\/\d{4}\s+)?(\p{Lu}.{2,100}?[\p{L})])\s+${WEEKLY_HOURS}\s+R\$\s?\d{1,3}(?:\.\d{3})*,\d{2}\s+(\d{1,3})(?![\d,.])`,
  'u',
);

/** Two or more such rows: each a position, its count its vacancies. */
export function hoursCountPayRows(text: string): PositionsTable | null {
  const cargos: { nome: string; vagas: number }[] = [];
  for (const line of text.split('\n')) {
    const m = HOURS_COUNT_PAY_ROW.exec(line.trim()) ?? HOURS_PAY_COUNT_ROW.exec(line.trim());
    if (!m || CLAUSE_LINE.test(line)) continue;
    // The requirements start after the name (not 'Ensino' after 'de', the name's: 'Monitor De Ensino Fundamental').
    const nome = tidyName(m[1]!.split(REQUIREMENT_START)[0]!.trim());
    if (/\p{L}{3}/u.test(nome)) cargos.push({ nome, vagas: Number(m[2] ?? m[3]) });
  }
  return cargos.length >= 2 && cargos.every((c) => c.vagas > 0) ? { vagas: sum(cargos.map((c) => c.vagas)), cargos } : null;
}

/**
 * A row that opens with its count, or with the reserve list in its place, then the name, the weekly hours and the pay
 * ('NÚMERO cargos  DENOMINAÇÃO DA CATEGORIA FUNCIONAL  carga horária semanal  Vencimento' / 'Cadastro Reserva  MÉDICO CLINICO
 * GERAL  40 horas  R$ 12.326,04', its cells wrapped over lines or not).
 */
const RESERVE_IN_COUNT = String.raw`Cadastro\s+R\s?eserva|CR`;
const COUNT_NAME_HOURS_PAY_ROW = new RegExp(
  String.raw`(?<![\p{L}\d.,/])(?:(\d{1,3})|${RESERVE_IN_COUNT})\s+(\p{Lu}[\p{L}\s()/–-]{2,80}?)\s+${WEEKLY_HOURS}\s+R\$\s?\d{1,3}(?:\.\d{3})*,\d{2}`,
  'gu',
);

/** A line that opens as such a row does, whatever its other cells. */
const ROW_OPENED_BY_COUNT = new RegExp(String.raw`^[^\S\n]*(?:\d{1,3}|${RESERVE_IN_COUNT})[^\S\n]+\p{Lu}`, 'gmu');

/**
 * The rows of COUNT_NAME_HOURS_PAY_ROW under a header that names the positions' column 'Denominação' and the pay's 'Vencimento';
 * a reserve list alone is no vacancy. Not a table some of whose rows it cannot read (a pay grade between the hours and the pay,
 * '1 Fonoaudiólogo 20h/s Padrão 14' / 'R$ 1.479,98', beside '7 Agente Comunitário de' / 'Saúde - Miraguaia 40h/s R$ 819,41').
 */
export function countNameHoursPayRows(text: string): PositionsTable | null {
  const header = /\bdenomina[çc]\s?[ãa]o\b[^\n]{0,200}\n(?:[^\n]{0,120}\n){0,6}?[^\n]*\bvencimento/iu.exec(text);
  if (!header) return null;
  const table = text.slice(header.index, header.index + 3000);
  const rows = [...cleanText(table).matchAll(COUNT_NAME_HOURS_PAY_ROW)];
  if ((table.match(ROW_OPENED_BY_COUNT)?.length ?? 0) > rows.length) return null;
  const cargos = rows.map((m) => ({ nome: positionName(m[2]!), vagas: m[1] ? Number(m[1]) : 0 })).filter((c) => /\p{L}{3}/u.test(c.nome) && !isNoPositionName(c.nome));
  return cargos.length ? { vagas: sum(cargos.map((c) => c.vagas)), cargos } : null;
}

/**
 * A header whose vacancies' column comes right before the weekly hours' ('Função Nível de Ensino Vagas Carga Horária
 * Semanal …', 'Cargo N° de vagas e Localidades Carga Horária Semanal …'): a few words may qualify the vacancies.
 */
const VAGAS_THEN_HOURS_HEADER = /\b(?:vagas|n[º°o]\.?\s*de\s+cargos)(?:\s+\p{L}+){0,3}?\s+(?:carga\s+hor[áa]ria|jornada)\b/iu;
/** A header of short lines, its cells' words wrapped over them ('CARGO  N° DE' / 'CARGOS  CARGA' / 'HORÁRIA'). */
const WRAPPED_HEADER_LINE_WORDS = 8;
/** A row's count right before its weekly hours ('… Categoria B 06 40 horas INSS', '01 Agente Comunitário de Saúde 04 40 h'). */
// … its reserve list after it ('1+CR  40 horas semanais', after another column's number: 'Bolsa Família  04 02 + CR 40 horas'), or a
// reserve list alone ('CR*  20 horas', 'Cadastro de reserva  20 horas': no vacancy).
const COUNT_THEN_HOURS = new RegExp(String.raw`(?<![\d.,/])(?:(?<!(?<!\/\d{3})\d\s)|(?=\d{1,3}\s*\+\s*CR\b))(\d{1,3}|(?<!\p{L})CR\*?|(?<!\p{L})cadastro\s+(?:de\s+)?reserva)(?:\s*\+\s*CR)?\s+${WEEKLY_HOURS}`, 'giu');
/** A row's cell that is the position's law ('LEI N° 130/2009', 'Lei Complementar nº 12/2019'). */
const LAW_CELL = /^(?:lei|decreto|lc)\b[^\n]*\d/iu;
/** A lettered requirement's line ('c) Carteira Nacional de Habilitação …'): a row's continuation, not its name. */
const LETTERED_LINE = /^\s*[a-z]\)\s/u;

/**
 * A table whose header puts the vacancies right before the weekly hours, its rows' other cells text (requirements, places,
 * 'Fiscal Sanitário a) Idade: 18 anos … b) Instrução: ensino médio … Categoria B 06 40 horas INSS R$ 3.067,94'): each
 * count before hours is a row's vacancies. The row's name is the text before the count on its line, its item number aside,
 * or, when that line only continues the row, the row's first line; both up to the requirements. The rows run to the first
 * line that closes the act (a place and date, a blank after a row) or 30 lines.
 */
/** A row's weekly hours at the start of a line ('20 horas semanais'). */
const HOURS_CELL = /^\d{1,2}\s?(?:h\b|hs\b|horas\b)/iu;

/** A count alone on its line, its hours on the next ('Professor (a)' / '01' / '20 horas semanais'): one line, as a row writes them. */
function countsJoinedToHours(lines: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i + 1];
    if (/^\d{1,3}$/.test(lines[i]!) && next !== undefined && HOURS_CELL.test(next)) {
      joined.push(`${lines[i]} ${next}`);
      i++;
    } else joined.push(lines[i]!);
  }
  return joined;
}

export function vagasThenHoursTable(text: string): PositionsTable | null {
  const lines = countsJoinedToHours(text.split('\n').map((l) => l.trim()));
  const isHeader = (l: string) => VAGAS_THEN_HOURS_HEADER.test(l) && l.split(/\s+/).length <= 30 && lowercaseWords(l.replace(NUMBER_COLUMN, ' ')) <= 6;
  const short = (l: string | undefined) => l !== undefined && l !== '' && l.split(/\s+/).length <= WRAPPED_HEADER_LINE_WORDS;
  const header = lines.findIndex((l, i) => isHeader(l) || (short(l) && short(lines[i + 1]) && isHeader(lines.slice(i, i + 3).filter(short).join(' '))));
  if (header < 0) return null;
  const cargos: { nome: string; vagas: number }[] = [];
  let rowStart = header + 1;
  for (let j = header + 1; j < lines.length && j - header <= 30; j++) {
    const line = lines[j]!;
    if (line === '') {
      if (cargos.length) break;
      rowStart = j + 1;
      continue;
    }
    if (CLAUSE_LINE.test(line) || TOTAL_ROW.test(line)) break;
    const m = [...line.matchAll(COUNT_THEN_HOURS)][0];
    if (!m) continue;
    // The name's words wrapped over the lines above ('Operador' / 'de' / 'Máquinas  1 44 horas'); in capitals too
    // where the count's line opens with the position's law, a cell and no name ('PROFESSOR' / 'DE CIÊNCIAS' / 'LEI N° 130/2009 1 40h').
    const before = line.slice(0, m.index).replace(/^\d{1,2}\s+(?=\p{Lu})/u, '').trim();
    const lawCell = LAW_CELL.test(before);
    const wrapped: string[] = [];
    for (let k = j - 1; k >= rowStart && /^[\p{L}()]+(?:\s+[\p{L}()]+){0,2}$/u.test(lines[k]!) && (lawCell || !/^\p{Lu}[\p{Lu}\s]+$/u.test(lines[k]!)); k--) wrapped.unshift(lines[k]!);
    const own = [...wrapped, lawCell ? '' : before].join(' ').trim();
    // (Not the header's titles wrapped onto the line below it: 'Semanal Regime previdenciário Vencimento (R$) …'.)
    const first = lines.slice(rowStart, j).find((l) => l !== '' && !/^\p{Lu}[\p{Lu}\s]+$/u.test(l) && !isColumnTitles(l)) ?? own;
    // A row whose name wraps over lines that its requirements go on after ('Operador de' / 'máquinas' / 'rodoviárias' /
    // 'pesadas  6º série do Ensino' / … / 'Habilitação categoria C  1+CR  40 horas'): the name is the row's first words, up to a cell.
    // … the header's last cells may come first ('(R$) Tipos de Provas' / 'Engenheiro Civil  a)Idade: …' / … / 'categoria B.  01 40h').
    const opener = headsAPosition(own) ? -1 : lines.slice(rowStart, j).findIndex(opensAName);
    const wrappedRow = opener >= 0 ? `${lines.slice(rowStart + opener, j).join(' ')} ${before}`.split(CELL_AFTER_NAME)[0]! : null;
    // … and where the count's line goes on a requirement's sentence in small letters ('Médico Clínico Geral a)Idade: …' / … / 'médico
    // clínico geral. 01 20 horas INSS R$ 4.360,65').
    const source = wrappedRow ?? (LETTERED_LINE.test(line) || !/\p{L}{3}/u.test(own) || /^\p{Ll}/u.test(own) ? first : own);
    const nome = tidyName(source.split(REQUIREMENT_CELL)[0]!.trim());
    const reserve = !/^\d/.test(m[1]!);
    const vagas = reserve ? 0 : Number(m[1]);
    if (!/\p{L}{3}/u.test(nome) || (vagas === 0 && !reserve)) return null;
    cargos.push({ nome, vagas });
    rowStart = j + 1;
  }
  // A position in two rows (its morning and afternoon shifts) is one position.
  const merged = onePerName(cargos);
  return merged.length ? { vagas: sum(merged.map((c) => c.vagas)), cargos: merged } : null;
}

/** A header whose first column is the vacancies, the position's after it ('Nº. de' / 'Vagas Denominação Carga', 'Nº. DE' / 'VAGAS  FUNÇÃO  REQUISITOS …'). */
// 'QUANTIDADE  CARGO  REQUISITOS' names the count's column too (its cells a line each: 'QUANTIDADE' / 'CARGO' / 'PRÉ-REQUISITO'; not
// 'VAGAS' / 'CARGO', a table whose cells run a line each whatever their column), and 'QUANT.  PROFISSIONAL  CARGA HORÁRIA'; the text layer may run
// 'de' into 'vagas' ('N.º devagas  Denominação').
const COUNT_FIRST_HEADER = /^[^\S\n]*(?:N\.?[º°o]\.?[^\S\n]*(?:de|DE)[^\S\n]*\n[^\S\n]*)?(?:N\.?[º°o]\.?[^\S\n]*(?:de|DE)[^\S\n]*)?(?:(?:vagas|quant\.|qtde?\.?)[^\S\n]+|quantidade[^\S\n]*(?:\n[^\S\n]*)?(?<=\s))(?:denomina[çc][ãa]o|cargos?|fun[çc][ãa]o|empregos?|profissional)\b[^\n]*/gimu;
/**
 * A table's line that opens a position's name: a position's word first, in capitals, not the header's titles wrapped ('HORÁRIA
 * VENCIMENTO', 'previdenciário  Vencimento', whose first words end as a position's do).
 */
// … its requirements' cell after it on the line is not its name ('Biólogo  Ensino Superior e Registro no Conselho').
const opensAName = (line: string) =>
  /^\p{Lu}/u.test(line) && !MONTH_FIRST.test(line) && headsAPosition(line) && !isNoPositionName(line.split(REQUIREMENT_CELL)[0]!) && !isColumnTitles(line);
/** Where a row's requirements' cell starts after the position's name ('Biólogo  Ensino Superior …', '… a)Idade: 18 anos'). */
const REQUIREMENT_CELL = /\s+[a-z]\)\s?|\s(?:ensino|n[íi]vel|curso|gradua[çc][ãa]o|forma[çc][ãa]o|idade)\b/iu;
/** A header's date ('Vencimento' / 'Janeiro/2020'), its month's name ending as a position's word does. */
const MONTH_FIRST = /^(?:janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/iu;
/** Where a row's name ends: its first cell after it (hours, a pay grade, an amount, a number). */
// A number that numbers the name is the name's ('Professor Área 1 – Anos Iniciais', 'Auxiliar Nível II').
const CELL_AFTER_NAME = /(?<!(?<!\p{L})(?:[áa]rea|micro[áa]rea|n[íi]vel|classe|grupo|categoria|tipo|regi[ãa]o|polo|zona))\s+(?:padr[ãa]o\b|R\$|\d)/iu;

/**
 * A table whose rows open with their vacancies, the position's name after the count and its other cells after the name
 * ('02  Operador de' / 'Máquinas' / 'Rodoviárias' / '40 h/s  Padrão 08' …, '01 Professor área II Língua Portuguesa 20h'): each
 * row a position, named by its words up to its first cell, over as many lines as they take. The rows run to a numbered
 * clause, a sentence, or a blank line after a row.
 */
export function countFirstTable(text: string): PositionsTable | null {
  for (const header of text.matchAll(COUNT_FIRST_HEADER)) {
    if (lowercaseWords(header[0]) > 2) continue;
    // A row the text layer ran on after the previous row's last cell, columns apart ('… da área específica.  01 Médico Clínico Geral'; not
    // the row's own hours: 'VISITADOR  40 Horas').
    const lines = text.slice(header.index + header[0].length).replace(/[^\S\n]{2,}(?=\d{1,3}[^\S\n]+(?![Hh]oras\b)\p{Lu}\p{Ll})/gu, '\n').split('\n').slice(1, 40);
    const cargos: { nome: string; vagas: number; reserve: boolean }[] = [];
    for (let j = 0; j < lines.length; j++) {
      const line = lines[j]!.trim();
      if (line === '') {
        if (cargos.length) break;
        continue;
      }
      if (CLAUSE_LINE.test(line) || TOTAL_ROW.test(line) || lowercaseWords(line) >= 8) break;
      // A reserve list's row ('CR PROFESSOR - ENSINO FUNDAMENTAL … – INGLÊS 20h R$ 1.679,79') counts no vacancy.
      // … and a count with its reserve list ('01+CR  Professor - Ensino Fundamental – …', '06 vagas + Cadastro Reserva  VISITADOR  40 Horas …').
      const row = /^(\d{1,3}(?:\s+vagas?)?(?:\s*\+\s*(?:CR\b|[Cc]adastro\s+(?:de\s+)?[Rr]eserva))?|CR\*?)(?:\s+(.*))?$/u.exec(line);
      if (!row) continue;
      // The name, maybe on the lines under the count ('01' / 'Geólogo 20h/s …', '02 Operador de' / 'Máquinas' / …).
      let name = row[2] ?? '';
      for (let k = j + 1; !CELL_AFTER_NAME.test(` ${name}`) && k < lines.length && lines[k]!.trim() !== '' && !/^\d/.test(lines[k]!.trim()); k++) name += ` ${lines[k]!.trim()}`;
      // … its end also where the next column starts, two spaces apart ('Agente Comunitário de Saúde  Idade mínima: 18 anos').
      const nome = tidyName(name.split(CELL_AFTER_NAME)[0]!.split(/[^\S\n]{2,}(?=\p{Lu})/u)[0]!.split(REQUIREMENT_START)[0]!.trim());
      if (!/^\p{Lu}/u.test(nome) || !/\p{L}{3}/u.test(nome)) continue;
      cargos.push({ nome, vagas: /^\d/.test(row[1]!) ? Number.parseInt(row[1]!, 10) : 0, reserve: !/^\d/.test(row[1]!) });
    }
    // A count of none is no row's: the number was something else.
    if (cargos.length && cargos.every((c) => c.reserve || c.vagas > 0)) return { vagas: sum(cargos.map((c) => c.vagas)), cargos: cargos.map(({ nome, vagas }) => ({ nome, vagas })) };
  }
  return null;
}

/** A header whose first column is the position's, the vacancies after it, on one line or two ('Cargos  Vagas  Escolaridade e exigências', 'Cargo' / 'Vagas' / 'Escolaridade Carga'). */
// … the count's column may be titled over two lines ('CARGO NÚMERO' / 'VAGAS CH SEMANAL  ESCOLARIDADE  SALÁRIO BASE').
const NAME_THEN_COUNT_HEADER = /^[^\S\n]*(?:cargos?|fun[çc](?:[ãa]o|[õo]es)|empregos?)[^\S\n]*(?:(?:n[úu]mero|quantidade)(?:[^\S\n]+de)?[^\S\n]*)?(?:\n[^\S\n]*)?vagas\b[^\n]*$/gimu;
/** A row's count, after the name: a number, or a reserve list ('* CR', 'CR*', 'Reserva de vagas'), a cell of other words after it. */
const COUNT_AFTER_NAME = /\s+(?:(\d{1,3})|\*?\s*C\.?\s?R\.?\s*\*?|reserva\s+de\s+vagas|cadastro\s+(?:de\s+)?reserva)(?=\s+\S)/iu;
/** A row's name, then its count and the word 'vagas' ('Operário 06 vagas 44h …'). */
const NAME_THEN_VAGAS = /^\p{Lu}[\p{L}\s-]{1,40}?\s\d{1,3}\s+vagas?\b/u;
/** The most lines a row's name takes before its count. */
const NAME_LINES = 3;
/** Where such a table ends: a note ('*CR – Cadastro Reserva'), the sentence after it, a numbered clause. */
const AFTER_THE_ROWS = /^(?:\*|\(\*|obs|a\s+remunera|inscri[çc]|requisitos|os?\s+candidat|maiores\s+informa)/iu;

/**
 * A table whose rows give a position's name, then its vacancies, then its other cells (a town's extract: 'Médico 01 Superior
 * Completo' / 'c/ especialização em' / 'clínica médica 40 7.197,58 36,50 Objetiva', 'Operário * CR Alfabetizado 44 631,17 …',
 * 'Agente de Campo de Controle de' / 'Zoonoses e Vetores Reserva de' / 'vagas Ensino Fundamental 40h …'): a row begins on a
 * line that begins with a position's word and runs over the lines that do not; its name is its words before the count. A
 * reserve list counts no vacancy.
 */
export function countAfterNameTable(text: string): PositionsTable | null {
  // … or a name its count follows as 'vagas' ('Ronda 02 vagas 44h Ensino fundamental'); not the header's titles wrapped below it ('HORÁRIA').
  const opensRow = (line: string) => /^\p{Lu}/u.test(line) && (headsAPosition(line) || NAME_THEN_VAGAS.test(line)) && !isColumnTitles(line);
  for (const header of text.matchAll(NAME_THEN_COUNT_HEADER)) {
    // The header's other headings may take lines of their own ('Horária', 'Inscrição'): the rows end only after one is read.
    const lines = text.slice(header.index + header[0].length).split('\n').slice(1, 60).map((line) => line.trim());
    const ends = (line: string) => line === '' || AFTER_THE_ROWS.test(line) || CLAUSE_LINE.test(line);
    const cargos: { nome: string; vagas: number }[] = [];
    for (let i = 0; i < lines.length; i++) {
      if (cargos.length && ends(lines[i]!)) break;
      if (!opensRow(lines[i]!)) continue;
      // The row's lines: its name's, up to its count, whatever they begin with ('Agente' / 'Comunitário de' / 'Saúde 02 …'),
      // then those that begin no other row.
      let row = lines[i]!;
      let k = i + 1;
      for (; k < lines.length && !ends(lines[k]!) && (!COUNT_AFTER_NAME.test(row) ? k - i <= NAME_LINES : !opensRow(lines[k]!)); k++) row += ` ${lines[k]}`;
      const count = COUNT_AFTER_NAME.exec(row);
      if (!count) continue;
      const nome = tidyName(row.slice(0, count.index));
      if (/\d/.test(nome) || nome.split(/\s+/).length > 9 || isNoPositionName(nome)) continue;
      cargos.push({ nome, vagas: count[1] === undefined ? 0 : Number(count[1]) });
      i = k - 1;
    }
    if (cargos.length) return { vagas: sum(cargos.map((c) => c.vagas)), cargos: onePerName(cargos) };
  }
  return null;
}

/**
 * Vacancies said to be distributed and listed item by item, each with its count ('06 (SEIS) distribuídas
 * entre os Campus/Setores da UFPR:' / 'a) Setor Ciências Biológicas - 01;' …): each item a position, when
 * the counts add up to the total said (a list by place is the places' vacancies of one position).
 */
export function distributedVagas(text: string): PositionsTable | null {
  for (const m of text.matchAll(DISTRIBUTED_TOTAL)) {
    const items: { nome: string; vagas: number }[] = [];
    for (const line of text.slice(m.index + m[0].length).split('\n').slice(1, 60)) {
      const item = DISTRIBUTED_ITEM.exec(line);
      if (!item) break;
      items.push({ nome: tidyName(item[1]!), vagas: Number(item[2]) });
    }
    if (items.length >= 2 && sum(items.map((i) => i.vagas)) === Number(m[1])) return byPosition({ vagas: Number(m[1]), cargos: items });
  }
  return null;
}

/** Positions by name, punctuation and case aside, each with the vacancies of all its rows (one row per place). */
function onePerName<V extends number | null>(rows: { nome: string; vagas: V }[]): { nome: string; vagas: V }[] {
  const cargos: { nome: string; vagas: V }[] = [];
  for (const row of rows) {
    const seen = cargos.find((c) => sameName(c.nome, row.nome));
    // An unknown count stays unknown.
    if (seen) seen.vagas = (seen.vagas === null || row.vagas === null ? null : seen.vagas + row.vagas) as V;
    else cargos.push({ ...row });
  }
  return cargos;
}

/** The words that introduce positions with their vacancies in brackets ('Cargo (vagas): …', 'Cargo (vaga s):'). */
const COUNTED_NAMES_INTRO = /\bcargos?\s*\(\s*vaga\s?s\s*\)\s*:\s*/giu;
/** Where such a list ends: a full stop after a count, or the next field on a line of its own ('Carga Horária: …'). */
const COUNTED_NAMES_END = /\)\s*(?:\.(?=\s|$)|\n\s*(?:carga|sal[áa]rio|vencimento|remunera|n[íi]vel|inscri|requisito|escolaridade))/iu;
/** An item of such a list: its name (maybe after a heading and a colon), its vacancies in brackets. */
const COUNTED_ITEM = /^([\s\S]*?)\s*\(\s*(\d{1,4}|C\.?\s?R\.?)\s*$/u;
/** An item that is a place of the position before it ('Microárea 40', 'Microárea 38 – Urbana'). */
const PLACE_ITEM = new RegExp(String.raw`^${NUMBERED_PLACE}\b`, 'iu');

/**
 * Lists of positions introduced as such, each name with its vacancies in brackets, maybe one list per level ('NÍVEL
 * SUPERIOR COMPLETO' / 'Cargo (vagas): Assistente Social (CR), Engenheiro Civil (CR), Fiscal Ambiental (1), … e Psicopedagogo
 * (1).'), a reserve list counting no vacancy. A heading before a colon heads the items after it: a position's its subjects
 * ('Professor: Artes (CR), Ciências (CR), …' are Professor – Artes, …), a place's the position's places ('Agente Comunitário de
 * Saúde - UBS Antônia Susin Maccagnan – São Gotardo: Microárea 40 (CR), …, UBS Otávio Rocha: Microárea 51 (CR)' are one position).
 */
export function countedNameLists(text: string): PositionsTable | null {
  const cargos: { nome: string; vagas: number }[] = [];
  for (const intro of text.matchAll(COUNTED_NAMES_INTRO)) {
    const after = text.slice(intro.index + intro[0].length, intro.index + intro[0].length + 3000);
    const end = COUNTED_NAMES_END.exec(after);
    if (!end) continue;
    let heading: string | null = null;
    let position: string | null = null;
    for (const piece of after.slice(0, end.index).split(/\)\s*(?:[,;]\s*(?:e\s+)?|\s+e\s+)/u)) {
      const item = COUNTED_ITEM.exec(piece.trim());
      if (!item) break;
      let nome = cleanText(item[1]!);
      const colon = nome.lastIndexOf(':');
      if (colon >= 0) {
        const head = nome.slice(0, colon).trim();
        nome = nome.slice(colon + 1).trim();
        if (!PLACE_START.test(head)) {
          heading = head;
          position = head.split(/\s+[-–]\s+/u)[0]!;
        }
      }
      const vagas = /^\d/.test(item[2]!) ? Number(item[2]) : 0;
      if (PLACE_ITEM.test(nome)) {
        if (position) cargos.push({ nome: tidyName(position), vagas });
        continue;
      }
      // A heading that is a position's, its items its subjects ('Professor: Artes').
      cargos.push({ nome: tidyName(heading ? `${heading} – ${nome}` : nome), vagas });
    }
  }
  const named = onePerName(cargos);
  return named.length ? { vagas: sum(named.map((c) => c.vagas)), cargos: named } : null;
}

/**
 * Positions listed in a sentence, each with its vacancies in brackets ('Assessor Técnico de Políticas
 * Públicas (vagas: 1 + cadastro reserva); Contador (vagas: cadastro reserva)'): the count before the
 * reserve is the position's; a place after a name ('Assistente Administrativo (Sede Porto Alegre)')
 * makes no other position.
 */
export function bracketedVagas(text: string): PositionsTable | null {
  const listed = [...text.matchAll(/(?:^|[:;.]\s*)(\p{Lu}[^;:()\n]{2,80}?)\s*(?:\([^()]{1,60}\)\s*)?\(\s*vagas?\s*:\s*([^()]{1,60})\)/gmu)];
  const inSentence = onePerName(listed.map((m) => ({ nome: tidyName(m[1]!), vagas: Number(/^\s*(\d{1,4})\b/.exec(m[2]!)?.[1] ?? 0) })));
  // … or one per line, the count in brackets at its end ('• PROFESSOR DE ANOS INICIAIS – (04 vagas);'), or after a dotted leader.
  const cargos = inSentence.length >= 2 ? inSentence : onePerName(dottedVacancies(text).map((h) => ({ nome: tidyName(h.nome), vagas: h.vagas })));
  return cargos.length >= 2 ? { vagas: sum(cargos.map((c) => c.vagas)), cargos } : null;
}

/** A header cell naming the position column ('Área', 'Cargo', 'Função', 'Disciplina', 'Componente curricular'). */
const NAME_HEADER = /^(?:[áa]rea(?:\s+de\s+(?:conhecimento|atua[çc][ãa]o))?|cargos?(?:\s*\/\s*fun[çc][ãa]o)?|fun[çc][ãa]o|disciplina|especialidade|componente(?:\s+curricular)?|perfil)\s*:?$/i;
/** A header cell naming a place column ('Escola', 'Unidade Escolar', 'Localidade', 'Lotação'): its rows are places, not positions. */
const PLACE_HEADER = /^(?:escolas?|unidades?(?:\s+escola(?:r|res))?|localidades?|lota[çc][ãa]o|local(?:\s+de\s+trabalho)?)\s*:?$/i;
/** The words a count's header may open with ('Número de', 'Nº de', 'Quantidade de', 'Total de'). */
const COUNT_OF = String.raw`(?:(?:n[úu]mero|n\.?\s*[º°o]|quantidade|qtd\.?|total)\s+(?:de\s+)?)?`;
/** A header cell naming the vacancies column ('Número de vagas', 'Nº de vagas', 'Vagas', 'Quantidade de vagas'). */
const VAGAS_HEADER = new RegExp(String.raw`^${COUNT_OF}vagas\s*:?$`, 'i');
/** A vacancies cell on its own line: '01', '2 (duas)'. */
const COUNT_CELL = /^(\d{1,3})(?:\s*\([^)]{1,20}\))?$/;

/**
 * A table written one cell per line, as a gazette's HTML table comes out of a scraper
 * ('Área' / 'Regime de trabalho' / 'Número de vagas' / … then 'Informática' / '40h' / '01' / …):
 * the header's cells, from the position's to the vacancies', say how many lines apart a row's name
 * and its count are; each count line with a name that far above it is a row. The rows run until a
 * heading ('CRONOGRAMA:'), a numbered clause, or 30 lines without one.
 */
export function cellPerLineTable(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const byPlace: PositionsTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    const place = PLACE_HEADER.test(lines[i]!);
    if (!NAME_HEADER.test(lines[i]!) && !place) continue;
    const header = lines.slice(i + 1, i + 6);
    const offset = header.findIndex((l) => VAGAS_HEADER.test(l)) + 1;
    if (offset === 0 || header.slice(0, offset - 1).some((l) => l.length > 40 || /\d/.test(l))) continue;
    const rows: { nome: string; vagas: number }[] = [];
    let j = i + offset + 1;
    for (let last = j; j < lines.length && j - last <= 30; j++) {
      const line = lines[j]!;
      if (/^\p{Lu}[\p{Lu}\s]{3,}:$/u.test(line) || CLAUSE_LINE.test(line) || TOTAL_ROW.test(line) || (place && PLACE_HEADER.test(line))) break;
      const count = COUNT_CELL.exec(line);
      const name = lines[j - offset]!;
      if (!count || j - offset <= i + offset || !/\p{L}{3}/u.test(name) || /^[-–•]/.test(name) || name.length > 120) continue;
      rows.push({ nome: tidyName(name), vagas: Number(count[1]) });
      last = j;
    }
    if (!rows.length || !rows.every((r) => r.vagas > 0)) continue;
    const table = { vagas: sum(rows.map((r) => r.vagas)), cargos: rows };
    if (!place) return table;
    // A table by school or unit, one per position ('DEMOSTRATIVO DE VAGAS ASSISTENTE DE SALA' / 'ESCOLA' / 'VAGAS' / …):
    // its rows are places; the position's tables add up.
    byPlace.push({ vagas: table.vagas, cargos: [] });
    i = j - 1;
  }
  return byPlace.length ? { vagas: sum(byPlace.map((t) => t.vagas!)), cargos: [] } : null;
}

/** A vacancies column's header: VAGAS_HEADER's, in the singular too ('VAGA'), and per place ('Nº DE VAGAS POR ESCOLA'). */
const VAGAS_COLUMN_HEADER = new RegExp(String.raw`^${COUNT_OF}vagas?(?:\s+por\s+(?:escola|unidade|localidade|lota[çc][ãa]o))?\s*:?$`, 'i');
/** A vacancies cell a scanned table's column gives alone on its line: '01', '01 +CR'' (its places and a reserve list), 'CR' (a reserve list only: none). */
const COLUMN_COUNT_CELL = /^(?:(\d{1,3})(?:\s*\+\s*C\.?R\.?'?)?|C\.?R\.?)$/i;
/** A header's cell that makes the counts a row's shares and total ('VAGAS' / 'AMPLA' / 'PNE*' / 'TOTAL'), not one count a row. */
const SHARE_OR_TOTAL_HEADER = /^(?:total|ampla|pne\W*|pcd|ac|reserva)$/i;
/** How far above the vacancies' header its table's other header cells may be. */
const HEADER_SPAN = 12;
/** Lines without a count after which a vacancies column is over. */
const COLUMN_GAP = 40;

/** A line no table's cell is: a numbered clause, a sentence, an annex's heading, a running head in capitals. */
function endsColumn(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    (CLAUSE_LINE.test(line) && line.length > 30) ||
    lowercaseWords(line, 2) >= 6 ||
    (words.length >= 8 && !/\p{Ll}/u.test(line)) ||
    /^ANEXO\b/u.test(line)
  );
}

/**
 * The vacancies of a table a scan (or a gazette's HTML) gives one cell per line, read by its vacancies' column alone when
 * nothing else in the table reads: the counts alone on their lines under a 'VAGAS' / 'Quantidade de vagas' header, to the
 * first line no cell is. One count a row (each apart from the next by the row's other cells) or one run of counts (the
 * column whole, 'VAGAS' / '01' / '01' / '01' / '01'), added up; where the header has shares and a total ('VAGAS' / 'AMPLA'
 * / 'PNE' / 'TOTAL'), each row's run of counts ends in its total ('02' / '02': two, not four). The rows' codes a scan
 * gives between the counts, counting up one by one ('01' / … / 'CR' / '02' / … / 'CR'), are no counts. Any other shape
 * (runs of several counts that are no totals, as a column of reserve places beside the vacancies) is read as nothing.
 */
export function vagasColumnCells(text: string): number | null {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  for (let i = 0; i < lines.length; i++) {
    const twoLines = /^quantidade$/i.test(lines[i]!) && /^de\s+vagas$/i.test(lines[i + 1] ?? '');
    if (!VAGAS_COLUMN_HEADER.test(lines[i]!) && !twoLines) continue;
    const runs: number[][] = [];
    let first = -1;
    for (let j = i + (twoLines ? 2 : 1), last = j, previous = -2; j < lines.length && j - last <= COLUMN_GAP; j++) {
      const line = lines[j]!;
      // A row laid out on one line before any cell ('201 Assistente Administrativo 40 300 15 R$ 1.306,48'): no table of one cell a line.
      if (endsColumn(line) || (first < 0 && (line.match(/\d+(?:[.,]\d+)*/g) ?? []).length >= 3)) break;
      const cell = COLUMN_COUNT_CELL.exec(line);
      if (!cell) continue;
      const count = cell[1] ? Number(cell[1]) : 0;
      if (previous === j - 1) runs.at(-1)!.push(count);
      else runs.push([count]);
      if (first < 0) first = j;
      previous = last = j;
    }
    if (!runs.length) continue;
    if (lines.slice(Math.max(0, i - HEADER_SPAN), first).some((l) => SHARE_OR_TOTAL_HEADER.test(l))) {
      return runs.every((run) => run.at(-1)! >= Math.max(...run)) ? sum(runs.map((run) => run.at(-1)!)) : null;
    }
    if (runs.length > 1 && runs.some((run) => run.length > 1)) return null;
    return sum(withoutRowCodes(runs.flat()));
  }
  return null;
}

/** A line that ends in its count of vacancies after a dash ('Escola Municipal Luiz Ferreira -1 vaga', 'Setor de Educação – 2 vagas.'). */
const DASHED_COUNT_LINE = /^[^\S\n]*\S[^\n]{2,80}?[^\S\n]*[-–][^\S\n]*(\d{1,3})[^\S\n]*(?:\([^)\n]{1,20}\)[^\S\n]*)?vagas?[^\S\n]*[;.,]?[^\S\n]*$/gimu;

/**
 * The vacancies of a list whose lines each end in their count after a dash, two lines or more ('QUADRO DE VAGAS' / 'Escola
 * Municipal Aldemar Cunha -1 vaga' / 'Escolas da Zona Rural -1 vaga'), added up: places or positions, the count is the
 * vacancies' either way (no positions are read from it).
 */
export function dashedCountLines(text: string): number | null {
  const counts = [...text.matchAll(DASHED_COUNT_LINE)].map((m) => Number(m[1]));
  return counts.length >= 2 ? sum(counts) : null;
}

/** A column's counts without the rows' codes a scan gave between them ('01' / 'CR' / '02' / 'CR' / …: the codes count up one by one). */
function withoutRowCodes(cells: number[]): number[] {
  if (cells.length % 2 === 1) return cells;
  // Three rows at least: two ('01' / '01' / '02' / '01') may be counts that happen to.
  const countsUp = (xs: number[]) => xs.length >= 3 && xs.every((x, k) => x === k + 1);
  const [even, odd] = [cells.filter((_, k) => k % 2 === 0), cells.filter((_, k) => k % 2 === 1)];
  return countsUp(even) ? odd : countsUp(odd) ? even : cells;
}

/** A header's columns that hold a number per row: workload ('CargaHorária' too, a text layer's words run together), vacancies, reserved vacancies, total. */
const NUMBER_COLUMN =
  /jornada(?:\s+de\s+trabalho)?|regime(?:\s+de\s+trabalho)?|carga\s*hor[áa]ria(?:\s+semanal)?|(?<!\p{L})C\.?\s?H\.?(?:\s?S\.?)?(?!\p{L})|(?:total\s+d[ea]s?\s+|n[úu]mero\s+de\s+|n[º°o]\s*de\s+|quantidade\s+de\s+)?vagas(?:\s+(?:existentes|ofertadas|oferecidas))?|\bp{2,3}(?:iq?)?\b|\bpcd\b|\bnegros\b|ampla\s+concorr[êe]ncia|\bac\b|\btotal\b/giu;
/** A header whose every share's column carries the word 'Vagas' ('Vagas AC Vagas PcD Vagas Negro (PPP)'): one column each. */
const SHARE_COLUMN = /vagas\s+(?:ac|pcd|p{2,3}(?:iq?)?|negros?|ampla\s+concorr[êe]ncia)\b(?:\s*\(\s*p{2,3}(?:iq?)?\s*\))?/giu;
const NUMBER_OR_SHARE_COLUMN = new RegExp(`${SHARE_COLUMN.source}|${NUMBER_COLUMN.source}`, 'giu');
/** A row's cell that is a number (or empty): '01', '40h', '40horas' (the text layer's words run together), '-', 'DE'. */
// A count with its reserve list ('1+CR') is the count's cell.
// The reserve list alone ('CR*') is a cell that offers no vacancy.
const NUMBER_CELL = /^(?:\d{1,3}(?:[hH]|hs|HS|horas|HORAS|\+CR\*?)?|[-–]|DE|CR\*?)$/;
/** The words or marks the requirements of a row open with ('Graduação em …', '*Licenciatura …', 'Idade mínima …', 'Nível Superior com habilitação …', not a name's 'Técnico de Nível Superior'). */
// … none of them after 'de', 'do', 'em', where they are the name's ('Técnico de Nível Superior', 'Professor de Anos Iniciais do Ensino Fundamental').
const REQUIREMENT_WORD = String.raw`[*•]|(?<!\b(?:de|d[aeo]s?|em)\s)(?:n[íi]vel\s+(?:superior|m[ée]dio|fundamental)\b|gradua[çc][ãa]o\b|licenciatura\b|bacharel|tecn[óo]logo\b|ensino\b|curso\b|diploma\b|forma[çc][ãa]o\b|idade\s+m[íi]nima\b|requisitos?\s+(?:para|de|m[íi]nimos?)\b)`;
/** Where the requirements begin in a row's text ('… Engenharia Mecânica Graduação em …', '… *Licenciatura …', '… – Ensino …'). */
const REQUIREMENT_START = new RegExp(String.raw`\s(?:[-–]\s|${REQUIREMENT_WORD})`, 'iu');
/** REQUIREMENT_START but at a dash (a name in capitals holds dashes: 'MÉDICO - CLÍNICA GERAL – ESF'). */
const REQUIREMENT_START_NOT_DASH = new RegExp(String.raw`\s(?:${REQUIREMENT_WORD})`, 'iu');

/** A share of the vacancies as a column's title under 'Vagas' ('Ampla concorrência', 'Pretos e Pardos', 'PcD'). */
const SHARE_TITLE = /ampla\s+concorr[êe]ncia|pretos\s+e\s+pardos|negr[oa]s?(?:\s*\/\s*[oa]s?)?|pessoas?\s+com\s+defici[êe]ncia|\bpcd\b|\bp{2,3}(?:iq?)?\b|\bac\b|ind[íi]genas?|quilombolas?/giu;
/** A header's column that is one share ('PPP', 'PcD', 'Ampla Concorrência'), not the vacancies as a whole. */
const ONE_SHARE = new RegExp(`^(?:${SHARE_TITLE.source})$`, 'iu');

/** A number column by what it counts. */
type NumberColumn = { role: 'vagas' | 'reserva' | 'total' | 'other' };

/**
 * Runs of consecutive number columns in a header, each column by its role, and whether a text column
 * follows the last ('… Vagas Regime de Trabalho Prazo': a row's 'De até 6 meses' is no run of cells).
 */
function numberColumnRuns(header: string): { runs: NumberColumn[][]; textAfter: boolean } {
  const runs: NumberColumn[][] = [];
  let end = 0;
  // 'VAGAS PPPIQ' alone is two columns (the vacancies, the reserved share); 'Vagas AC Vagas PcD', one per 'Vagas'.
  const columns = (header.match(SHARE_COLUMN) ?? []).length >= 2 ? NUMBER_OR_SHARE_COLUMN : NUMBER_COLUMN;
  for (const m of header.matchAll(columns)) {
    const gap = header.slice(end, m.index);
    const role = /^vagas\s+\S/i.test(m[0]) ? 'reserva' : /vagas/i.test(m[0]) ? 'vagas' : ONE_SHARE.test(m[0]) ? 'reserva' : /total/i.test(m[0]) ? 'total' : 'other';
    if (runs.length === 0 || /\p{L}/u.test(gap)) runs.push([]);
    runs[runs.length - 1]!.push({ role });
    end = m.index + m[0].length;
  }
  return { runs, textAfter: /\p{L}/u.test(header.slice(end)) };
}

/**
 * A header over two lines, the vacancies' column split by share on the line under it ('… Carga
 * horária semanal Nº de vagas' / 'Ampla concorrência Pretos e Pardos'): the last vacancies' column
 * becomes one column per share, and a row's vacancies are their sum. A line of anything else leaves the header as it is.
 */
function withSharesUnder(header: { runs: NumberColumn[][]; textAfter: boolean }, under: string): { runs: NumberColumn[][]; textAfter: boolean } {
  const shares = under.match(SHARE_TITLE) ?? [];
  const totalTitle = /\btotal\b/i.test(under);
  if (shares.length < 2 || /\p{L}/u.test(under.replace(SHARE_TITLE, '').replace(/\btotal\b/gi, ''))) return header;
  const last = header.runs.at(-1);
  if (!last || last.at(-1)?.role !== 'vagas' || header.textAfter) return header;
  const split: NumberColumn[] = [...shares.map(() => ({ role: 'reserva' as const })), ...(totalTitle ? [{ role: 'total' as const }] : [])];
  return { runs: [...header.runs.slice(0, -1), [...last.slice(0, -1), ...split]], textAfter: false };
}

/** A header's first columns: the item's number, the unit, then what the row offers ('Descrição das Funções …'). */
const HEADED_TABLE_START = /^(?:item\s+(?:(?:setor|departamento|unidade|centro)\s+)*)?(?:campus\s+)?(?:(?:descri|identifica)[çc][ãa]o\s+d[aoe]s?\s+)?(?:[áa]rea|cargo|disciplina|fun[çc](?:[ãa]o|[õo]es)|especialidade|componente|emprego)/iu;
/** An item's number opening a row ('1.1 ', '2.10 - '). */
const ITEM_NUMBER = /^\d{1,2}(?:\.\d{1,2})+\s*[-–]?\s+/;
/** A federal process's number at the end of a row's text ('23075.017994/2023-20'). */
const PROCESS_NUMBER = /\s+\d{5}\.\d{6}\/\d{4}-\d{2}\s*$/;

/**
 * A table written one row per line under a one-line header, as the DOU's HTML tables come out
 * ('ÁREA JORNADA DE TRABALHO VAGAS PPPIQ FORMAÇÃO EXIGIDA' / 'Inglês 40 01 - *Graduação em Letras'):
 * the header's number columns (workload, vacancies, reserved vacancies) come in runs between text
 * columns, and each row has as many runs of number cells, in the same order. A row's vacancies are
 * its vacancies and reserved cells (or its total); its name, the text before its first run, up to
 * the requirements. Rows run until a sentence, a numbered clause or three lines without a row.
 */
export function headedRowsTable(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!;
    if (!/vagas/i.test(header) || !HEADED_TABLE_START.test(header) || header.split(/\s+/).length > 30) continue;
    // Rows numbered as items under an 'ITEM' column ('1.1 Ciências Biológicas … 1 (uma) …'), their cells' text going
    // on over the lines below: a row is a line opening with an item's number, and the lines between are its own.
    const itemRows = /^item\b/i.test(header);
    // Column titles, not a sentence ('cargo, a ser aplicada sempre que o número de vagas …'): the words
    // of the number columns' titles and of a parenthesis ('Formação (exigência técnica)') are titles.
    if (lowercaseWords(header.replace(NUMBER_COLUMN, ' ').replace(/\([^)]*\)/g, ' ')) > 2) continue;
    // A table by place ('Função UF Município VAGAS AC PPP PcD …') is read as such elsewhere.
    if (/\b(?:UF|munic[íi]pio|cidade|localidade|lota[çc][ãa]o|polo)\b/iu.test(header)) continue;
    const { runs, textAfter } = withSharesUnder(numberColumnRuns(header), lines[i + 1] ?? '');
    if (!runs.some((run) => run.some((c) => c.role === 'vagas' || c.role === 'reserva'))) continue;
    const rows: { nome: string; vagas: number; reserve?: true }[] = [];
    // The lines since the header or the last row that hold no cells: a row's first lines when its cells' line does not begin with its name.
    let above: string[] = [];
    let blank = false;
    for (let j = i + 1, gap = 0; j < lines.length && gap < 3; j++) {
      const line = lines[j]!;
      if (itemRows && (/^(?:anexo|item)\b/i.test(line) || line === '')) break;
      // A sentence after the rows and a blank line ('' / 'Emprego de Médico Socorristas terá remuneração por plantão de 12').
      if (rows.length && blank && lowercaseWords(line) >= 4) break;
      // … or a field of the act after a blank line ('' / 'Inscrições: - Junto à Prefeitura …, nº 634 – Centro').
      if (rows.length && blank && /^\p{Lu}[\p{L} ]{2,30}:/u.test(line)) break;
      blank ||= line === '' && rows.length > 0;
      if (itemRows && !ITEM_NUMBER.test(line)) continue;
      if ((!itemRows && CLAUSE_LINE.test(line)) || TOTAL_ROW.test(line)) break;
      const row = rowRuns(line);
      const extraRuns = row.runs.length > runs.length && textAfter;
      if ((row.runs.length !== runs.length && !extraRuns) || runs.some((run, k) => row.runs[k]!.length < run.length)) {
        if (lowercaseWords(line) >= 8 && row.runs.length === 0) break;
        if (row.runs.length === 0) above.push(line);
        gap++;
        continue;
      }
      gap = 0;
      // 'Professor de Língua Inglesa  Licenciatura Plena Em Pedagogia na disciplina ou' / 'Área afim  1+CR  10 horas semanais': the row's name
      // is on the line above; so is its start when that line, right above, opens a position ('Operador de Máquina e Equipamento' / 'Rodoviário  3 + CR …').
      const opening = !headsAPosition(row.before) ? above.findIndex(opensAName) : above.length && opensAName(above.at(-1)!) ? above.length - 1 : -1;
      if (!itemRows && opening >= 0) row.before = [...above.slice(opening), row.before].join(' ');
      above = [];
      const vagas = rowVagas(cellsByColumn(runs, row.runs));
      // A row of the reserve list alone ('Área 03 - Cadastro Reserva …') offers no vacancy: the table's other rows stand.
      if (vagas === 0 && /cadastro\s+(?:de\s+)?reserva/i.test(line)) continue;
      // … but a position whose vacancies' cell is the reserve list ('… Língua Inglesa  22h R$ 2.087,96  Superior  CR*') is one.
      const reserve = vagas === 0 && row.runs.at(-1)!.some((cell) => /^CR\*?$/.test(cell));
      // An item's row names its unit and area before its cells, the requirements after them.
      // A dash in a name in capitals parts its words ('MÉDICO - CLÍNICA GERAL – ESF'), not the requirements from it.
      const requirements = isShouting(row.before) ? REQUIREMENT_START_NOT_DASH : REQUIREMENT_START;
      const text = itemRows ? row.before.replace(ITEM_NUMBER, '').replace(PROCESS_NUMBER, '').trim() : row.before.split(requirements)[0]!.trim();
      const nome = /^campus\b/i.test(header) ? withoutLeadingPlace(text) : text;
      if (/\p{L}{3}/u.test(nome)) rows.push({ nome: tidyName(nome), vagas, ...(reserve ? { reserve } : {}) });
    }
    // Rows named by a numbered territory ('Área 01 MA-08', 'Região 2') are places of one position: their vacancies, no positions.
    const byPlace = rows.every((r) => NUMBERED_PLACE_ROW.test(r.nome));
    // A row named by a requirement's line in small letters, its pay in it ('definitivo no CRC/RS. (R$ 4.758,81)  40 horas', the hours'
    // count read as vacancies): the table's rows are not these columns', and another reader reads it whole.
    if (rows.some((r) => /^\p{Ll}|R\$/u.test(r.nome))) continue;
    if (rows.some((r) => r.vagas > 0) && rows.every((r) => r.vagas > 0 || r.reserve)) {
      return { vagas: sum(rows.map((r) => r.vagas)), cargos: byPlace ? [] : rows.map(({ nome, vagas }) => ({ nome, vagas })) };
    }
  }
  return null;
}

/** A row's number cells matched to the header's number columns, run by run, each with its column's role ('-' reads 0). */
function cellsByColumn(columns: NumberColumn[][], cells: string[][]): { role: NumberColumn['role']; value: number }[] {
  return columns.flatMap((run, k) => run.map((c, n) => ({ role: c.role, value: Number.parseInt(cells[k]![n]!, 10) || 0 })));
}

/**
 * A row's vacancies: its total cell; else its vacancies cell, which is the total when the reserved
 * cells add up to it ('VAGAS AC PPP PcD' / '2 1 1 0'), and the open share otherwise ('VAGAS PPPIQ' /
 * '- 01': one vacancy, reserved).
 */
function rowVagas(cells: { role: NumberColumn['role']; value: number }[]): number {
  const total = cells.find((c) => c.role === 'total');
  if (total) return total.value;
  const open = sum(cells.filter((c) => c.role === 'vagas').map((c) => c.value));
  const reserved = sum(cells.filter((c) => c.role === 'reserva').map((c) => c.value));
  return open > 0 && open === reserved ? open : open + reserved;
}

/** A row's name after its campus, when that is a town's name in some state ('Campo Grande Engenharia Mecânica' → 'Engenharia Mecânica'). */
function withoutLeadingPlace(text: string): string {
  const words = text.split(/\s+/);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const prefix = words.slice(0, n).join(' ');
    // A campus's town may share its name with towns of other states ('Campo Grande').
    if (UFS.some((uf) => findMunicipio(prefix, uf))) return words.slice(n).join(' ');
  }
  return text;
}

/** A number and the same number in words after it, in parentheses. */
const COUNT_IN_WORDS = /(?<![\d.,])(\d{1,3})\s*\((?:\s*\p{Ll}+)+\s*\)/gu;

const NUMBERED_NAME = new RegExp(`^${NUMBERED_PLACE}$`, 'iu');
const NUMBERED_PLACE_ROW = new RegExp(`^${NUMBERED_PLACE}\\s+\\d`, 'iu');

/** A row's runs of number cells, and its text before the first. */
function rowRuns(line: string): { runs: string[][]; before: string } {
  // A count followed by its words ('01(uma)', '40 (quarenta) horas') is the count's cell.
  // … and a note's asterisks after it ('1 (uma)*') mark the cell, not another word.
  const tokens = line.replace(COUNT_IN_WORDS, '$1').replace(/(\d)\s*\+\s*CR\b/g, '$1+CR').split(/\s+/).map((t) => t.replace(/^(\d{1,3})\*+$/, '$1'));
  const runs: string[][] = [];
  let before = '';
  let open = false;
  const capitals = (t: string | undefined) => t !== undefined && /^\p{Lu}{2,}[,;]?$/u.test(t);
  for (const [n, token] of tokens.entries()) {
    // 'DE' (dedicação exclusiva) is a cell, but not the 'DE' of a name in capitals ('ENGENHARIA DE ALIMENTOS').
    const preposition = token === 'DE' && capitals(tokens[n - 1]) && capitals(tokens[n + 1]);
    // Nor is a dash between two words ('Química Analítica - Espectrometria de Massas').
    // … nor one after a word at the line's end, the name going on below ('Professor de Anos Iniciais e Finais do Ensino Fundamental -' / 'Língua Inglesa …').
    const wordDash = /^[-–]$/.test(token) && /^\p{L}/u.test(tokens[n - 1] ?? '') && (n === tokens.length - 1 || /^\p{L}/u.test(tokens[n + 1] ?? ''));
    // Nor the number of an area or a region, which names the row ('Área 01 MA-08 1 vaga + CR').
    // … but not a count after a requirement's 'na área' ('Superior na área 01 40 841,90').
    const numbered = /^\d{1,3}$/.test(token) && NUMBERED_NAME.test(tokens[n - 1] ?? '') && !/^(?:n|d)?[ao]s?$|^de$|^em$/i.test(tokens[n - 2] ?? '');
    if (!NUMBER_CELL.test(token) || preposition || wordDash || numbered) {
      open = false;
      continue;
    }
    if (!open) {
      if (runs.length === 0) before = tokens.slice(0, n).join(' ');
      runs.push([]);
      open = true;
    }
    runs[runs.length - 1]!.push(token);
  }
  return { runs, before };
}

/** A block's vacancies on a line of their own ('Número de vagas: 2 vagas para o campus de Rio Grande/RS.', 'V AGAS 201': the count alone after the word, its letters kerned apart by the text layer). */
const VAGAS_FIELD = /^\s*(?:\d{1,2}(?:\.\d{1,2})+\.?\s+)?(?:(?:n[úu]mero|quantidade|n[º°o])\s+de\s+)?(?:vagas|V AGAS)(?:\s*:\s*|[^\S\n]+(?=\d{1,3}(?:\.\d{3})*[^\S\n]*$))(\d{1,3}(?:\.\d{3})*)(?![\d.,]\d)/gimu;
/** A block's area or subjects ('Matérias/Disciplinas: Enfermagem, …', 'Área: Matemática'), or its position ('CARGO Profissional da Educação I - Pedagogo'). */
const BLOCK_NAME = /^\s*(?:(?:mat[ée]rias?\s*\/\s*disciplinas?|disciplinas?|[áa]rea(?:\s+de\s+conhecimento)?|campo\s+de\s+conhecimento)\s*:|cargo(?:\s*:|[^\S\n]+(?=\p{Lu})))\s*([^,;.\n]{3,80})/gimu;

/**
 * Positions written as blocks of fields, one block per area ('Matérias/Disciplinas: Enfermagem, …' /
 * 'Regime de trabalho: 40 horas' / 'Número de vagas: 2 vagas …'), as a university lists its
 * selections in one act: each block's count is its vacancies, its first subject its name.
 */
export function vagasBlocks(text: string): PositionsTable | null {
  const counts = [...text.matchAll(VAGAS_FIELD)];
  if (counts.length < 2) return null;
  const names = [...text.matchAll(BLOCK_NAME)];
  const cargos = counts.map((count, k) => {
    const from = k === 0 ? 0 : counts[k - 1]!.index;
    const name = names.filter((n) => n.index > from && n.index < count.index).pop();
    return { nome: name ? tidyName(name[1]!) : '', vagas: Number(count[1]!.replace(/\./g, '')) };
  });
  const vagas = sum(cargos.map((c) => c.vagas));
  return { vagas, cargos: cargos.every((c) => c.nome) ? cargos : [] };
}

/** A laid-out row that opens with its letter, its cells apart by runs of spaces ('b)          Assistente           02              Ensino Médio'). */
const LETTERED_ROW = /^(\s*([a-z])\)\s{2,})(\S(?:.*?\S)?)(\s{2,})(\d{1,4})(?=\s{2,}|\s*$)/u;

/**
 * A table laid out in columns whose rows open with consecutive letters (a), b), c), …) under a
 * header that names the count ('Item  Função  Quantidade  Escolaridade'): each row is a position,
 * its name the cell before the count, continued on the lines under it in the same column
 * ('Assistente' / 'Artístico Bolsista'); its vacancies, the count.
 */
export function letteredRowsTable(text: string): PositionsTable | null {
  const lines = text.split('\n');
  const rows: { nome: string; vagas: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = LETTERED_ROW.exec(lines[i]!);
    if (!m || m[2]!.charCodeAt(0) - 97 !== rows.length) {
      if (m && rows.length >= 2) break;
      if (m) rows.length = 0;
      continue;
    }
    if (rows.length === 0 && !/quantidade|vagas|n[ºo°]\s+de\s+vagas/i.test(lines.slice(Math.max(0, i - 3), i).join(' '))) continue;
    const from = m[1]!.length;
    const to = from + m[3]!.length + m[4]!.length - 1;
    const parts = [m[3]!];
    // The name's next lines: text in its column, up to the next row or a blank line.
    for (let j = i + 1; j < lines.length && !LETTERED_ROW.test(lines[j]!) && lines[j]!.trim(); j++) {
      const cell = lines[j]!.slice(from, to).trim();
      if (lines[j]!.slice(0, from).trim()) break;
      if (cell) parts.push(cell);
    }
    rows.push({ nome: tidyName(parts.join(' ')), vagas: Number(m[5]) });
  }
  if (rows.length < 2) return null;
  return { vagas: rows.reduce((n, r) => n + r.vagas, 0), cargos: rows };
}

/** A row that opens with its option code ('01 Técnico de Laboratório 30h 06 + 10 CR³ 1 2'). */
const CODED_ROW = /^(\d{2,3})\s+(\p{Lu}.*)$/u;
/** The reserve a cell adds to the vacancies, or is alone ('06 + 10 CR³', '10 CR³'): not vacancies. */
const RESERVE_CELL = /\s*\+\s*\d{1,4}\s*CR\S*|\s\d{1,4}\s*CR\S*|\s+CR\S*(?=\s|$)/giu;

/**
 * A table whose rows open with consecutive option codes (01, 02, … as FCC and Vunesp number the
 * positions: '01 Técnico de Laboratório 30h 06 + 10 CR³ 1 2'), under a header that mentions vagas:
 * each code is a position, its row running over the next lines until its cells (a name cut by the
 * line's end, a workload on a line of its own). A row's vacancies are its total cell (the first when
 * the header puts 'Total' before the reserved shares, else the cell the others add up to); the
 * cadastro reserva ('+ 10 CR') is not counted. Every row must end in cells, or hold amounts after
 * cells that fit the header's number columns, so a numbered syllabus ('11 Ultrafiltração. 12
 * Perfusato.') is no table.
 */
export function codedRowsTable(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim());
  let best: PositionsTable | null = null;
  for (let i = 0; i < lines.length; i++) {
    const first = CODED_ROW.exec(lines[i]!);
    if (!first || Number(first[1]) !== 1) continue;
    const header = lines.slice(Math.max(0, i - 40), i).join(' ');
    if (!/vagas/i.test(header)) continue;
    const rows = codedRows(lines, i);
    const totalFirst = /total[^.]{0,60}reservad/i.test(header);
    const columns = numberColumnRuns(headerAbove(lines, i));
    // A row ending in amounts, not counts ('Cozinheiro Fund. Incompleto 03 40 367,54 Escrita 30,00'): its cells by the header's columns.
    const read = rows.map((row) =>
      row.cells.length === 0 && AMOUNT_CELL.test(row.label)
        ? cellsUnderColumns(row.label, columns)
        : { nome: row.label.replace(/\s+\d{1,2}\s?h$/i, ''), vagas: codedRowVagas(row.cells, totalFirst) },
    );
    if (rows.length < 3 || read.some((r) => r === null || r.vagas === null)) continue;
    const table = { vagas: sum(read.map((r) => r!.vagas!)), cargos: read.map((r) => ({ nome: positionName(r!.nome), vagas: r!.vagas! })) };
    if (!best || table.cargos.length > best.cargos.length) best = table;
  }
  return best;
}

/** A coded row's pay and count cells, on a line of their own in the row ('12hs/semana R$ 6.039,34 02', 'R$ 6.138,98 Cadastro de'). */
const PAY_COUNT_CELLS = /R\$\s*\d{1,3}(?:\.\d{3})*,\d{2}\s+(?:(\d{1,3})|cadastro(?:\s+de)?(?:\s+reserva)?|CR)\s*$/i;
/** The words a workplace's cell opens with ('Secretaria Municipal de Administração', 'Diretoria de Atenção Secundária'). */
const WORKPLACE_WORDS = String.raw`Secretaria|Diretoria|Departamento|Unidade|UBS|Hospital|Centro|Policl[íi]nica|Escola|Gabinete`;
/** Where a coded row's name ends: its workplace, its requirements or a dash before them ('Médico Urologista Diretoria de', 'Enfermeiro – 200', 'Médico Ortopedista - Diploma'). */
const CODED_NAME_END = new RegExp(String.raw`\s*(?:[-–](?:\s|$)|\b(?:${WORKPLACE_WORDS}|Diploma|Ensino|Curso|Certificado|Gradua[çc][ãa]o|N[íi]vel|Escolaridade)\b|\s\d).*$`, 'u');

/**
 * A table whose rows open with their code and name ('01 Médico Urologista Diretoria de') and run over many lines of a
 * long requirements cell, the row's workload, pay and count written together on one of them ('12hs/semana R$ 6.039,34
 * 02', 'R$ 6.138,98 Cadastro de' for a reserve list: none), as a town's PSS writes its 'Tabela de Cargos' (Divinópolis
 * SEMUSA 01/2026). The name is the code line's words before the workplace, the requirements or a dash, with the next
 * lines' capitalised words when the code line holds the name's start only ('08 Médico' / 'Infectologista' / 'Diretoria
 * de'). Three rows at least, code after code, each with its count, under a header naming the positions and vacancies.
 */
export function codedPayCountRows(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0; i < lines.length; i++) {
    const first = CODED_ROW.exec(lines[i]!);
    if (!first || Number(first[1]) !== 1) continue;
    const header = lines.slice(Math.max(0, i - 12), i).join(' ');
    if (!/vagas/i.test(header) || !/cargo|fun[çc][ãa]o/i.test(header)) continue;
    const cargos: { nome: string; vagas: number }[] = [];
    let start = i;
    while (start < lines.length) {
      const code = CODED_ROW.exec(lines[start]!);
      if (!code || Number(code[1]) !== cargos.length + 1) break;
      let end = start + 1;
      while (end < lines.length && end - start <= 40 && Number(CODED_ROW.exec(lines[end]!)?.[1] ?? -1) !== cargos.length + 2) end++;
      const row = lines.slice(start, end);
      const cells = row.map((l) => PAY_COUNT_CELLS.exec(l)).find((m) => m !== null);
      if (!cells) break;
      let nome = code[2]!;
      if (!CODED_NAME_END.test(nome)) {
        for (const next of row.slice(1, 4)) {
          if (!/^\p{Lu}\p{Ll}+/u.test(next) || CODED_NAME_END.test(` ${next.split(/\s+/)[0]}`)) break;
          nome += ` ${next}`;
          if (CODED_NAME_END.test(next)) break;
        }
      }
      nome = tidyName(nome.replace(CODED_NAME_END, ''));
      if (!nome || nome.split(/\s+/).length > 8) break;
      cargos.push({ nome, vagas: cells[1] ? Number(cells[1]) : 0 });
      start = end;
    }
    if (cargos.length >= 3) return { vagas: sum(cargos.map((c) => c.vagas)), cargos: onePerName(cargos.map((c) => ({ nome: positionName(c.nome), vagas: c.vagas }))) };
  }
  return null;
}

/** A coded row's start: its code, and the rest of its line ('001 Agente Sanitário 03 02 Ensino Médio Completo …', '008' alone). */
const CODE_START = /^(\d{2,3})(?:\s+(.*))?$/u;
/** A row's name and its counts right after it, before its next text cell ('Agente Sanitário 03 02 Ensino Médio Completo'). */
const COUNTS_AFTER_NAME = /^(\p{Lu}[^\d\n]{2,80}?)\s+(\d{1,3})(?:\s+(\d{1,3}))?\s+(?=\p{Lu})/u;
/** A workplace's cell after a name ('Assistente Administrativo Secretaria Municipal de Administração'). */
const WORKPLACE_CELL = new RegExp(String.raw`\s+(?:${WORKPLACE_WORDS})\b.*$`, 'u');

/**
 * A table whose rows open with their code, then the name and one or two counts (vacancies, reserve list) before the text cells
 * (requirements, pay, workload, fee: '001 Agente Sanitário 03 02 Ensino Médio Completo R$1.320,00 30h GRATUITA', a name
 * wrapped under its code: '008' / 'Atendente Consultório' / 'Odontológico' / '03 00 Escolaridade mínima …'), under a header
 * naming the positions and the vacancies (Além Paraíba 2023, 'Cód. Inscrição Função N° Vagas Cadastro Reserva …'). The
 * vacancies are the first count, the second when the header names the reserve list first. Three rows at least, code after code.
 */
export function codedCountsAfterName(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  for (let i = 0; i < lines.length; i++) {
    if (Number(CODE_START.exec(lines[i]!)?.[1] ?? -1) !== 1) continue;
    const header = lines.slice(Math.max(0, i - 15), i).join(' ');
    const vagasAt = header.search(/vagas/i);
    if (vagasAt < 0 || !/cargo|fun[çc][ãa]o/i.test(header)) continue;
    const reserveAt = header.search(/reserva/i);
    const reserveFirst = reserveAt >= 0 && reserveAt < vagasAt;
    const workplaceColumn = /\b(?:lota[çc][ãa]o|local\s+de\s+trabalho)\b/i.test(header);
    const cargos: { nome: string; vagas: number }[] = [];
    let start = i;
    while (start < lines.length && Number(CODE_START.exec(lines[start]!)?.[1] ?? -1) === cargos.length + 1) {
      let end = start + 1;
      while (end < lines.length && end - start <= 12 && Number(CODE_START.exec(lines[end]!)?.[1] ?? -1) !== cargos.length + 2) end++;
      const row = [CODE_START.exec(lines[start]!)![2] ?? '', ...lines.slice(start + 1, end)].join(' ').trim();
      const m = COUNTS_AFTER_NAME.exec(row);
      if (!m) break;
      const counts = [Number(m[2]), ...(m[3] !== undefined ? [Number(m[3])] : [])];
      // A workplace's column between the name and the counts ('Função  Lotação  N° Vagas'): its cell is no part of the name.
      const nome = workplaceColumn ? m[1]!.replace(WORKPLACE_CELL, '') : m[1]!;
      cargos.push({ nome: tidyName(nome), vagas: reserveFirst && counts.length === 2 ? counts[1]! : counts[0]! });
      start = end;
    }
    if (cargos.length >= 3) return { vagas: sum(cargos.map((c) => c.vagas)), cargos: onePerName(cargos.map((c) => ({ nome: positionName(c.nome), vagas: c.vagas }))) };
  }
  return null;
}

/** A list's header of a code column and a name column ('N.º DA FUNÇÃO FUNÇÃO', 'Código Cargo', 'Nº CARGO'). */
const CODE_NAME_HEADER = /^(?:N[.º°o]+|c[óo]d(?:igo|\.)?)\s*(?:d[ao]\s+(?:fun[çc][ãa]o|cargo)\s+)?(?:fun[çc][ãa]o|cargo|emprego)(?:\s*\/\s*(?:fun[çc][ãa]o|cargo))?$/iu;
/** A coded name's row ('01 Auxiliar de Serviços Escolares', '07' over its name's lines). */
const CODED_NAME_ROW = /^(\d{2,3})(?:\s+(\p{Lu}.{1,120}))?$/u;

/**
 * The positions a list names under a header of a code and a name and nothing more ('N.º DA FUNÇÃO FUNÇÃO' / '01 Auxiliar de
 * Serviços Escolares' / '02 Inspetor Escolar' / … / '07' / 'Professor - Educação Infantil, Anos Iniciais …' / 'Libras e
 * Braile'), as a town's call for a reserve list of functions writes them (Muriaé 2023): names only, codes from 01 on, a name
 * wrapped over the lines after its code; three at least. Its vacancies are not in it.
 */
export function codedNameList(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  for (let i = 0; i < lines.length; i++) {
    if (!CODE_NAME_HEADER.test(lines[i]!)) continue;
    const names: string[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const row = CODED_NAME_ROW.exec(lines[j]!);
      if (row && Number(row[1]) === names.length + 1) {
        names.push(row[2] ?? '');
        continue;
      }
      // A name wrapped over the next lines ('Professor - Educação Infantil, …,' / 'Libras e Braile').
      const last = names.length - 1;
      if (last >= 0 && !row && /^\p{L}/u.test(lines[j]!) && lines[j]!.split(/\s+/).length <= 12 && (names[last] === '' || /[,–-]$|\s(?:e|de|da|do)$/u.test(names[last]!) || /^\p{Ll}/u.test(lines[j]!))) {
        names[last] = `${names[last]} ${lines[j]}`.trim();
        continue;
      }
      break;
    }
    if (names.length >= 3 && names.every((n) => /\p{L}{3}/u.test(n) && n.split(/\s+/).length <= 20)) {
      return { vagas: null, cargos: onePerName(names.map((n) => ({ nome: positionName(tidyName(n)), vagas: null }))) };
    }
  }
  return null;
}

/** A row's code alone on its line ('01', '002'), its cells one per line below it. */
const CODE_ALONE = /^0*(\d{1,3})$/;
/** A count cell alone on its line ('07', '-'). */
const COUNT_ALONE = /^(?:\d{1,3}|[-–—])$/;
/** Another cell alone on its line: a workload ('20h', '40 horas', 'Plantão de 12h' ends in one), an amount ('R$ 1.212,00', '80,00'). */
const OTHER_CELL_ALONE = /(?:^|\s)\d{1,2}\s?h(?:oras)?(?:\s+semanais)?$|^R\$|^RS\s|^\d{1,3}(?:\.\d{3})*,\d{2,3}$/i;
/** What a titles' or a schedule's numbered rows name, not a position. */
const NOT_A_POSITION_ROW = /^(?:diploma|certificad|curso|t[íi]tulo|experi[êe]ncia|tempo\s+de|conclus|forma[çc][ãa]o|publica[çc][ãa]o|inscri[çc][ãa]o|impugna|isen[çc][ãa]o|prefeitura|resultado|prova)/i;

/**
 * A table written one cell per line whose rows open with a running code alone on its line
 * ('01' / 'Guarda Municipal' / '07' / '01' / 'Plantão' / 'de 12h' / '1.212,00' / … / '02' / 'Professor da Educação Infantil –' /
 * 'Classe SL (Zona Urbana)' / '06' / …, Piauí's towns' gazette), under a header naming the positions and the vacancies. A row's
 * name is its lines of words before its first cell, and, when the row has no workload or amount, the words a count cell split
 * ('Professor de Ensino' / '07' / 'Fundamental - anos iniciais'); its vacancies are its count cells before any other cell
 * (the shares' columns add up), unknown when it has none. At least three rows, code after code.
 */
export function codeAloneRowsTable(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const opensRow = (i: number, code: number) => Number(CODE_ALONE.exec(lines[i]!)?.[1] ?? -1) === code && /^\p{Lu}\p{L}/u.test(lines[i + 1] ?? '');
  for (let i = 0; i < lines.length; i++) {
    if (!opensRow(i, 1)) continue;
    const header = lines.slice(Math.max(0, i - 40), i).join(' ');
    if (!/vagas/i.test(header) || !/cargos?|fun[çc][ãa]o|denomina[çc][ãa]o/i.test(header)) continue;
    const rows: string[][] = [];
    let j = i;
    while (opensRow(j, rows.length + 1)) {
      const row: string[] = [];
      for (j++; j < lines.length && row.length < 40 && !opensRow(j, rows.length + 2) && !/^total\b/i.test(lines[j]!); j++) row.push(lines[j]!);
      rows.push(row);
      // A section's total and the next section's header (its title, the header repeated) before the next code.
      if (!opensRow(j, rows.length + 1)) {
        const next = lines.slice(j, j + 40).findIndex((_, k) => opensRow(j + k, rows.length + 1));
        if (next > 0 && /^total\b/i.test(lines[j] ?? '')) j += next;
      }
    }
    const read = rows.map(codeAloneRow);
    if (read.length < 3 || read.some((r) => !/\p{L}{3}/u.test(r.nome) || r.nome.split(/\s+/).length > 15 || NOT_A_POSITION_ROW.test(r.nome))) continue;
    const counted = read.every((r) => r.vagas !== null);
    const cargos = onePerName(read.map((r) => ({ nome: positionName(r.nome), vagas: counted ? r.vagas : null })));
    return { vagas: counted ? sum(read.map((r) => r.vagas!)) : null, cargos };
  }
  return null;
}

/** A code-alone row's name and vacancies (see codeAloneRowsTable). */
function codeAloneRow(row: string[]): { nome: string; vagas: number | null } {
  const hasOtherCells = row.some((l) => OTHER_CELL_ALONE.test(l));
  const name: string[] = [];
  const counts: number[] = [];
  let cellSeen = false;
  let otherSeen = false;
  for (const line of row) {
    if (COUNT_ALONE.test(line)) {
      if (!otherSeen) counts.push(/^\d/.test(line) ? Number(line) : 0);
      cellSeen = true;
    } else if (OTHER_CELL_ALONE.test(line)) {
      cellSeen = otherSeen = true;
    } else if (!cellSeen || (!hasOtherCells && name.length > 0 && /^\p{L}/u.test(line) && line.split(/\s+/).length <= 6)) {
      name.push(line);
    } else if (hasOtherCells) break;
  }
  return { nome: name.join(' '), vagas: counts.length ? sum(counts) : null };
}

/** An amount with cents in a row's text ('367,54', '2.513,12'). */
const AMOUNT_CELL = /\d,\d{2}(?!\d)/;

/** The rows from line `start` on, code after code, each with its label and number cells. */
function codedRows(lines: string[], start: number): { label: string; cells: number[] }[] {
  const rows: { label: string; cells: number[] }[] = [];
  let text = '';
  let gap = 0;
  const close = () => {
    const withoutReserve = text.replace(RESERVE_CELL, '');
    const { cells, labelEnd } = cellsAtEnd(withoutReserve);
    rows.push({ label: withoutReserve.slice(0, labelEnd).trim(), cells });
    text = '';
  };
  for (let j = start; j < lines.length && gap <= 40; j++) {
    const line = lines[j]!;
    const coded = CODED_ROW.exec(line);
    if (coded && Number(coded[1]) === rows.length + (text ? 2 : 1)) {
      if (text) close();
      text = coded[2]!;
      gap = 0;
    } else if (text && cellsAtEnd(text.replace(RESERVE_CELL, '')).cells.length === 0 && line !== '' && gap < 3) {
      text = `${text} ${line}`;
      gap++;
    } else if (text) {
      close();
      gap = 1;
    } else gap++;
  }
  if (text) close();
  return rows;
}

/**
 * The header right above a table's first row (line `i`): the short lines up to a sentence, a clause
 * or an empty line, joined ('Código' / 'Cargo' / 'Escolaridade Mínima' / 'Vagas Carga' / 'Horária
 * semanal Remuneração' / … → one line).
 */
function headerAbove(lines: string[], i: number): string {
  const above: string[] = [];
  for (let j = i - 1; j >= 0 && i - j <= 12; j--) {
    const line = lines[j]!;
    if (line === '' || line.length > 80 || CLAUSE_LINE.test(line) || lowercaseWords(line) > 3) break;
    above.unshift(line);
  }
  return above.join(' ');
}

/** Where a row's level cell begins ('Cozinheiro Fund. Incompleto', 'Almoxarife Médio Completo'), not a level the name carries ('Técnico de Nível Superior'). */
const LEVEL_CELL = /(?<!\b(?:ensino|n[íi]vel|de|em|d[ao]))\s+(?:fund(?:amental)?\.?(?=\s|$)|m[ée]dio\b|superior\b|alfabetizad)/iu;

/**
 * A row whose cells are not at its end ('Cozinheiro Fund. Incompleto 03 40 367,54* Escrita 30,00':
 * the pay, the kind of exam and the fee follow) read by its header's number columns, as headedRowsTable
 * reads a row: its runs of number cells must be those of the header; its name is the text before
 * them, without its level and requirements. Null when the row does not fit the header.
 */
function cellsUnderColumns(label: string, header: { runs: NumberColumn[][]; textAfter: boolean }): { nome: string; vagas: number } | null {
  const { runs } = header;
  if (!runs.some((run) => run.some((c) => c.role === 'vagas' || c.role === 'reserva'))) return null;
  const row = rowRuns(label);
  if (row.runs.length < runs.length || (row.runs.length > runs.length && !header.textAfter)) return null;
  if (runs.some((run, k) => row.runs[k]!.length !== run.length)) return null;
  const nome = row.before.split(REQUIREMENT_START)[0]!.split(LEVEL_CELL)[0]!.trim();
  return /\p{L}{3}/u.test(nome) ? { nome, vagas: rowVagas(cellsByColumn(runs, row.runs)) } : null;
}

/** A row whose code follows the name and ends in number cells ('Arquiteto 1002 4 - 1', ' 1001 2 - -'). */
const CODE_AFTER_NAME = /^(.*?)\s*(?<![\d.,])(\d{3,4})((?:\s+(?:\d{1,4}|[-–—]))+)\s*$/u;
const CELLS_ONLY = /^(?:(?:\d{1,4}|[-–—])\s*)+$/;

/**
 * A table whose rows give the name, then a code that runs on row after row (1001, 1002, …), then the
 * vacancy cells ('Arquiteto 1002 4 - 1', as Santos prints its positions): a name wrapped above its
 * code ('Auditor Fiscal de' / 'Tributos' / 'Municipais' / '1004 2 - -') and cells wrapped below it are
 * the row's. Read as the rows coded first are.
 */
export function codeAfterNameTable(text: string): PositionsTable | null {
  const lines = text.split('\n').map((l) => l.trim());
  const rows: { label: string; cells: number[]; code: number; line: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    // A longer line is prose, not a row (and the pattern backtracks over a line's length squared).
    const m = lines[i]!.length <= ROW_LINE_MAX ? CODE_AFTER_NAME.exec(lines[i]!) : null;
    if (!m) continue;
    const code = Number(m[2]);
    const last = rows[rows.length - 1];
    if (last && code !== last.code + 1) {
      if (rows.length >= 3) break;
      rows.length = 0;
    }
    let cellText = m[3]!;
    if (lines[i + 1] !== undefined && CELLS_ONLY.test(lines[i + 1]!)) cellText += ` ${lines[i + 1]}`;
    rows.push({ label: /\p{L}{3}/u.test(m[1]!) ? m[1]! : nameAbove(lines, i), cells: cellsAtEnd(cellText.trim()).cells, code, line: i });
  }
  if (rows.length < 3 || rows.some((r) => !/\p{L}{3}/u.test(r.label))) return null;
  const header = lines.slice(Math.max(0, rows[0]!.line - 60), rows[0]!.line).join(' ');
  if (!/vagas/i.test(header)) return null;
  const totalFirst = /total[^.]{0,80}reservad/i.test(header);
  const read = rows.map((row) => codedRowVagas(row.cells, totalFirst));
  if (read.some((v) => v === null)) return null;
  return { vagas: sum(read as number[]), cargos: rows.map((row, k) => ({ nome: positionName(row.label), vagas: read[k]! })) };
}

/** A name wrapped over the lines above a code that stands alone: the short lines up to one with digits or brackets (the previous row's cells, the header's '(R$)'). */
function nameAbove(lines: string[], i: number): string {
  const above: string[] = [];
  for (let j = i - 1; j >= 0 && i - j <= 6; j--) {
    if (lines[j] === '') continue;
    if (/[\d()$]/.test(lines[j]!) || lines[j]!.length > 40) break;
    above.unshift(lines[j]!);
  }
  return above.join(' ');
}

/** A coded row's vacancies: its total cell, or null when no cell reads as one. */
function codedRowVagas(cells: number[], totalFirst: boolean): number | null {
  if (cells.length === 0) return null;
  if (cells.length === 1 || totalFirst) return cells[0]!;
  if (cells[cells.length - 1] === sum(cells.slice(0, -1))) return cells[cells.length - 1]!;
  return cells[0] === sum(cells.slice(1)) ? cells[0]! : null;
}

/** A table by place ('Rio Branco 38 2 40', 'Feijó 2 - 2'): its vacancies, but its rows are no positions. */
function byPosition(table: PositionsTable | null): PositionsTable | null {
  if (!table) return null;
  return table.cargos.filter((c) => isPlaceRow(c.nome)).length * 2 >= table.cargos.length ? { vagas: table.vagas, cargos: [] } : table;
}

/**
 * A university's table of teaching posts, one row per area, its regime and count side by side ('Departamento
 * de Matemática Matemática / Álgebra Adjunto A 40h - DE 2 DOUTORADO em Matemática', 'DCH/FAELCH Antropologia
 * Doutorado em Antropologia DE 2', '2.Filosofia/ Estética e ontologia 01 AC + CR DE Graduado em Filosofia'):
 * each row an area, its count its vacancies. Only in a selection of teachers: elsewhere a count after the
 * weekly hours is something else (the candidates called per position).
 */
const REGIME_ROW =
  /(?<![\d,.])(?:(?:\d{2}\s?[hH](?:oras)?(?:\s*[-–/]\s*DE)?|T-?\d{2})\s+(\d{1,2})(?=\s*$|\s+\(?(?!R\$)\p{Lu})|DE\s+(\d{1,2})\s*$|(\d{1,2}\s+(?:AC|PcD|PN|PPP?)(?:\s*\+\s*\d{1,2}\s+(?:AC|PcD|PN|PPP?))*)(?:\s*\+\s*CR)?\s+(?:DE|T[IP]?-?\d{2}|\d{2}\s?h)\s+(?=\p{Lu}))/u;
const TEACHING_CLASS = /\s+(?:Adjunto|Assistente|Auxiliar|Associado|Titular)(?:[- ]+[A-E])?\s*$/u;

export function regimeRowsTable(text: string): PositionsTable | null {
  if (!/magist[ée]rio|professor|docente/i.test(text.slice(0, 4000))) return null;
  const cargos: { nome: string; vagas: number }[] = [];
  for (const line of text.split('\n')) {
    const m = REGIME_ROW.exec(line);
    if (!m || CLAUSE_LINE.test(line)) continue;
    // The area's name: before the title it asks for, without its department's code ('DCH/FAELCH').
    const label = line.slice(0, m.index).replace(TEACHING_CLASS, '').split(/\s+(?=(?:Doutorado|Mestrado|Gradua[çc][ãa]o|Especializa[çc][ãa]o|Licenciatura|Bacharelado)\b)/iu)[0]!;
    // … and without the numbers of its campus and its item ('6.CMPP/CEAD 1.Engenharia Elétrica').
    const nome = label.replace(/^(?:\d+\.\s*)?(?:[A-Z]{2,}(?:\/[A-Z]{2,})*\s+)?(?:\d+\.\s*)?/u, '').trim();
    // Quota cells add up ('01 AC + 01 PN').
    const vagas = m[3] ? sum([...m[3].matchAll(/\d{1,2}/g)].map((n) => Number(n[0]))) : Number(m[1] ?? m[2]);
    cargos.push({ nome: tidyName(nome), vagas });
  }
  return cargos.length >= 2 ? { vagas: sum(cargos.map((c) => c.vagas)), cargos } : null;
}

/** The positions table: the readers' reading, or the teaching posts by regime when those rows are more. */
export function readPositionsTable(text: string): PositionsTable {
  const read = readTables(text);
  const regimeRows = regimeRowsTable(text);
  const best = regimeRows && regimeRows.cargos.length > read.cargos.length ? regimeRows : read;
  const courses = internshipCourses(text);
  return courses && courses.cargos.length > best.cargos.length ? { vagas: courses.vagas ?? best.vagas, cargos: courses.cargos } : best;
}

// ---------------------------------------------------------------------------------------------
// An internship's courses

/** An internship selection (a 'Processo Seletivo de Estagiários', 'vagas de estágio', the CIEE's 'Bolsa Estágio'), not a servant's 'estágio probatório'. */
const INTERNSHIP = /\best[áa]gi(?:o|[áa]rios?)\b(?!\s+probat[óo]rio)/i;

/** Whether a text is an internship selection's, by its opening. */
function isInternship(text: string): boolean {
  return INTERNSHIP.test(text.slice(0, 3000));
}
/**
 * A course's row of an internship's table, its level first or not, then its weekly hours, its places ('CR', '10+CR', '3')
 * and its grant ('MÉDIO TÉCNICO EM ENFERMAGEM CR', 'ENSINO MÉDIO MAGISTÉRIO  30h 10+CR  R$ 6,36').
 */
const COURSE_ROW = /^\s*(\p{Lu}[\p{Lu}\s/().,ºª-]{2,90}?)\s+(?:\d{1,2}\s*h(?:oras)?\s+)?(CR|\d{1,3}(?:\s*\+\s*CR)?)(?:\s+R\$\s*[\d.,]+)?\s*$/u;
/**
 * … its name in small letters, then its weekly hours and places or its places and weekly hours, as its header orders them, and its
 * grant ('CURSO  HORAS POR SEMANA  VAGAS …' / 'Administração de Empresas  30 CR R$ 6,65'; 'NÍVEL CURSO Nº DE VAGAS  CARGA HORÁRIA
 * SEMANAL  BOLSA AUXILIO' / 'Superior Pedagogia  02 30 R$ 870,00', 'Superior História CR 30 R$ 870,00').
 */
const courseRow = (cells: string) => new RegExp(String.raw`^\s*(\p{Lu}[\p{L}\s/().,ºª–-]{2,90}?)\s+${cells}\s+R\$\s*[\d.,]+\s*$`, 'u');
const COURSE_HOURS = String.raw`\d{1,2}(?:\s*h(?:oras)?)?`;
const COURSE_PLACES = String.raw`(CR|\d{1,3}(?:\s*\+\s*CR)?)`;
const HOURS_THEN_PLACES_ROW = courseRow(`${COURSE_HOURS}\\s+${COURSE_PLACES}`);
const PLACES_THEN_HOURS_ROW = courseRow(`${COURSE_PLACES}\\s+${COURSE_HOURS}`);
const PLACES_ROW = courseRow(COURSE_PLACES);
/** A courses table's header, its places' column and its hours' in the order it gives them (over up to three lines: 'NÍVEL  CURSO  Nº DE' / 'VAGAS  CARGA HORÁRIA'). */
const COURSES_HEADER = /^\s*(?:n[íi]vel\s+)?curso\b[^\n]*?(?:\n[^\n]*?){0,2}?\b(vagas?|horas|hor[áa]ria)\b[^\n]*?(?:\n[^\n]*?){0,2}?\b(vagas?|horas|hor[áa]ria|bolsa|valor)\b/imu;
/** The level a row's first cell gives before the course ('Superior Pedagogia', 'Médio Técnico Agrícola'). */
const COURSE_LEVEL_CELL = /^(?:M[ÉE]DIO|SUPERIOR|T[ÉE]CNICO|FUNDAMENTAL|M[ée]dio|Superior|T[ée]cnico|Fundamental)\s+(?=\p{Lu}(?:\p{Lu}{2}|\p{Ll}))/u;
/** A course numbered under the list's heading ('1.1.3 – Sistema de informação / C. da Computação'). */
const NUMBERED_COURSE = /^\s*\d+(?:\.\d+)+\s*[-–]\s*(\S.{1,90}?)\s*$/u;
/** Where a list of courses opens ('para os seguintes cursos de Nível Superior / Técnico / Médio :', 'dos cursos de Administração, …', 'dos cursos superiores de Administração, …'). */
const COURSES_OPEN = /\bcursos\s+(?:de\s+[Nn][íi]vel\s+[^:\n]{0,40}:\s*(?=\p{Lu})|(?:superiores\s+|t[ée]cnicos\s+)?de\s+(?=\p{Lu}\p{Ll}))/gu;
/** Where it ends: the sentence's full stop at a line's end, or the law it goes on to cite (', com observância do disposto …'). */
const COURSES_CLOSE = /\.\s*(?:\n|$)|,?\s+com\s+observ[âa]ncia\b/u;

/**
 * The courses an internship selection takes students of, each a position of its own as the notices count them: a table's
 * rows (at least three, one after the other), a numbered list, or a list in the sentence that calls the students ('dos
 * cursos de Administração, Ciências Contábeis, … e Pedagogia; de educação profissional dos cursos de Magistério, …'). The
 * places a table gives (a count, 'CR' for the reserve list) are its vacancies. Null when the text is no internship's.
 */
export function internshipCourses(text: string): PositionsTable | null {
  if (!isInternship(text)) return null;
  return courseRows(text) ?? numberedCourses(text) ?? listedCourses(text);
}

function courseRows(text: string): PositionsTable | null {
  const header = COURSES_HEADER.exec(text);
  // The places' column before the hours', after them, or with no hours' column ('Nível Curso Vaga+ CR Valor da Bolsa').
  const places = (cell: string | undefined) => /^vagas?$/iu.test(cell ?? '');
  const hours = (cell: string | undefined) => /^(?:horas|hor[áa]ria)$/iu.test(cell ?? '');
  const [first, second] = [header?.[1], header?.[2]];
  const mixedCase = places(first) ? (hours(second) ? PLACES_THEN_HOURS_ROW : PLACES_ROW) : hours(first) && places(second) ? HOURS_THEN_PLACES_ROW : null;
  let run: { nome: string; vagas: number }[] = [];
  const lines = [...text.split('\n'), ''];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A row whose course's name runs onto the next line ('Superior  Educação Física –' / 'Licenciatura  CR 30 R$ 870,00'), inside a run.
    const wrapped = run.length > 0 && mixedCase && !mixedCase.test(line) ? mixedCase.exec(`${line.trimEnd()} ${lines[i + 1]?.trim() ?? ''}`) : null;
    if (wrapped) i++;
    const m = wrapped ?? COURSE_ROW.exec(line) ?? mixedCase?.exec(line);
    if (m) {
      const nome = tidyName(m[1]!.replace(COURSE_LEVEL_CELL, ''));
      run.push({ nome, vagas: /^\d/.test(m[2]!) ? Number.parseInt(m[2]!, 10) : 0 });
      continue;
    }
    if (line.trim() === '' && run.length === 0) continue;
    if (run.length >= 3) return { vagas: sum(run.map((c) => c.vagas)), cargos: run };
    run = [];
  }
  return null;
}

function numberedCourses(text: string): PositionsTable | null {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => /seguintes\s+cursos\b/i.test(line));
  if (at < 0) return null;
  const cargos: { nome: string; vagas: null }[] = [];
  // The heading may run over a few lines before its first item, to its colon ('… dos seguintes cursos de Nível Superior / Técnico /
  // Médio e para estudantes inscritos' / 'a partir do quinto semestre …' / 'necessitem realizar estágio obrigatório:').
  const headingEnd = /:\s*$/.test(lines[at]!) ? 0 : lines.slice(at + 1, at + 4).findIndex((line) => /:\s*$/.test(line)) + 1;
  for (const line of lines.slice(at + 1 + headingEnd)) {
    const m = NUMBERED_COURSE.exec(line);
    if (m) cargos.push({ nome: tidyName(m[1]!), vagas: null });
    else if (cargos.length) {
      // A course's name wrapped onto the next line ('… / Análise Desenv.' / 'Sistemas').
      if (line.trim() && !/^\s*\d/.test(line) && line.trim().split(/\s+/).length <= 3) continue;
      break;
    } else if (!/:\s*$/.test(line) && line.trim()) break;
  }
  return cargos.length >= 3 ? { vagas: null, cargos } : null;
}

function listedCourses(text: string): PositionsTable | null {
  const cargos: { nome: string; vagas: null }[] = [];
  for (const open of text.slice(0, 6000).matchAll(COURSES_OPEN)) {
    const from = open.index + open[0].length;
    const rest = text.slice(from, from + 2000);
    const close = COURSES_CLOSE.exec(rest);
    if (!close) continue;
    for (const segment of rest.slice(0, close.index).split(';')) {
      // '… de educação profissional dos cursos de Magistério, …': the segment's own opening words go.
      const items = segment.replace(/^\s*(?:de\s+)?[^,]*?\bcursos\s+de\s+/iu, '').split(',');
      // Only the last item holds the list's 'e' ('Farmácia e Pedagogia'); an earlier one's is the name's ('Arquitetura e Urbanismo').
      const last = items.pop() ?? '';
      for (const item of [...items, ...last.split(/\s+e\s+(?:de\s+)?/)]) {
        const nome = cleanText(item).replace(/^(?:de|dos?|das?)\s+/i, '').trim();
        if (nome.length >= 3 && nome.length <= 90 && /^\p{Lu}/u.test(nome)) cargos.push({ nome: tidyName(nome), vagas: null });
      }
    }
    if (cargos.length >= 3) return { vagas: null, cargos };
    cargos.length = 0;
  }
  return null;
}

/** A header whose rows are numbered, the name and its vacancies first ('Nº Cargo Vagas Local de' / 'Trabalho / Lotação Requisitos  Rendimentos Estimados'). */
const NUMBERED_NAME_COUNT_HEADER = /^[^\S\n]*N[º°o]\.?[^\S\n]+(?:cargos?|fun[çc](?:[ãa]o|[õo]es)|empregos?)[^\S\n]+vagas\b[^\n]*$/gimu;
/** A numbered row's start: its number, then the position's name ('1 Médico Geral Comunitário  07 Rede', '2 Médico Pediatra - 20 horas'). */
const NUMBERED_ROW = /^\s*(\d{1,2})\s+(?=\p{Lu})/u;
/** The row's count: the first number a capitalised cell follows ('… Horista 05 Rede' / 'Municipal de' / 'Saúde …'), not its hours ('20 horas'). */
const COUNT_BEFORE_CELL = /\s(\d{1,3})\s+(?=\p{Lu})/u;
/** Where the name's workload begins ('Médico Pediatra - 20 horas senamais-Horista', 'Enfermeiro 40h/semanais'). */
const NAME_HOURS = new RegExp(String.raw`\s*[-–]?\s*${WEEKLY_HOURS}.*$`, 'iu');

/**
 * A table of numbered rows, each with the position's name, its vacancies and its other cells in long text after them (Campo Bom's
 * 'Nº Cargo Vagas Local de Trabalho / Lotação Requisitos Rendimentos Estimados' / '1 Médico Geral Comunitário  07 Rede' / 'Municipal de' /
 * 'Saúde Diploma de curso superior …'): a row runs from its number to the next one's, its name up to its workload or its count.
 */
export function numberedNameCountTable(text: string): PositionsTable | null {
  for (const header of text.matchAll(NUMBERED_NAME_COUNT_HEADER)) {
    const lines = text.slice(header.index + header[0].length).split('\n').slice(1, 200);
    const rows: string[] = [];
    for (const line of lines) {
      const number = NUMBERED_ROW.exec(line)?.[1];
      if (number !== undefined && Number(number) === rows.length + 1) rows.push(line.trim());
      else if (rows.length && line.trim() === '') break;
      else if (rows.length) rows[rows.length - 1] += ` ${line.trim()}`;
    }
    const cargos: { nome: string; vagas: number }[] = [];
    for (const row of rows) {
      const rest = row.replace(NUMBERED_ROW, '');
      const count = COUNT_BEFORE_CELL.exec(rest);
      if (!count) return null;
      const nome = tidyName(rest.slice(0, count.index).replace(NAME_HOURS, ''));
      if (!headsAPosition(nome) || isNoPositionName(nome)) return null;
      cargos.push({ nome, vagas: Number(count[1]) });
    }
    if (cargos.length >= 2) return { vagas: sum(cargos.map((c) => c.vagas)), cargos: onePerName(cargos) };
  }
  return null;
}

/** A table of candidates by position, not of vacancies ('HABILITADOS PARA CORREÇÃO DAS DISCURSIVAS', 'Número de candidatos convocados'). */
const CANDIDATES_TABLE = /\b(?:habilitad[oa]s|classificad[oa]s|convocad[oa]s|aprovad[oa]s)\b|\bcorre[çc][ãa]o\s+d[ao]s?\b/i;

/** Whether the header right above a table's first row (three lines) heads a table of candidates, naming no vacancies. */
function headsCandidatesTable(lines: string[], firstRow: number): boolean {
  const header = lines.slice(Math.max(0, firstRow - 3), firstRow).join(' ');
  return CANDIDATES_TABLE.test(header) && !/\bvagas\b/i.test(header);
}

function readTables(text: string): PositionsTable {
  const totalFirst = totalFirstTable(text);
  if (totalFirst) return totalFirst;
  const textLines = text.split('\n');
  const groups = groupRows(tableRows(textLines)).filter((g) => !headsCandidatesTable(textLines, g[0]!.line));
  if (groups.length === 0) return countedNameLists(text) ?? letteredRowsTable(text) ?? codedRowsTable(text) ?? codedPayCountRows(text) ?? codedCountsAfterName(text) ?? codeAloneRowsTable(text) ?? codeAfterNameTable(text) ?? byPosition(columnTotalsTable(text)) ?? lastColumnVagasTable(text) ?? cellPerLineTable(text) ?? headedRowsTable(text) ?? hoursCountPayRows(text) ?? countNameHoursPayRows(text) ?? distributedVagas(text) ?? vagasBlocks(text) ?? dashedPositions(text) ?? bracketedVagas(text) ?? vagasThenHoursTable(text) ?? countFirstTable(text) ?? countAfterNameTable(text) ?? numberedNameCountTable(text) ?? codedNameList(text) ?? { vagas: null, cargos: [] };
  const sums = new Set<number>();
  for (const g of groups) sums.add(g.reduce((n, r) => n + r.total, 0));
  const vagas = [...sums].reduce((a, b) => a + b, 0);
  const positionGroups = groups.filter((g) => g.filter((r) => isPlaceRow(r.label)).length * 2 < g.length);
  // Groups with the same sum are views of the same vacancies (a summary by position, then the
  // detail by profile): the finest stands for them. Groups with different sums are parts of one
  // table (its pages), and a table by place and position ('ACRE 2 ANALISTA CIÊNCIAS CONTÁBEIS')
  // lists a position once per place: the positions are the distinct names over those parts.
  const bySum = new Map<number, TableRow[]>();
  for (const group of positionGroups) {
    const total = group.reduce((n, r) => n + r.total, 0);
    const kept = bySum.get(total);
    if (!kept || group.length > kept.length) bySum.set(total, group);
  }
  const parts = positionGroups.filter((g) => bySum.get(g.reduce((n, r) => n + r.total, 0)) === g);
  const cargos = new Map<string, { nome: string; vagas: number }>();
  for (const group of parts) {
    for (const row of group) {
      const nome = positionName(row.label);
      const key = normalizeKey(nome);
      const seen = cargos.get(key);
      if (seen) seen.vagas += row.total;
      else cargos.set(key, { nome, vagas: row.total });
    }
  }
  return { vagas, cargos: [...cargos.values()] };
}

/** A place at the start of a row: a state's name ('MINAS GERAIS'), a UF, a region, a city with or without its UF ('RIO BRANCO - AC'). */
function isPlaceName(text: string): boolean {
  const m = /^(.*?)(?:\s*[-–/]\s*([A-Z]{2}))?$/u.exec(text.trim())!;
  const name = m[1]!.trim();
  if (!name) return m[2] !== undefined && isUf(m[2]);
  if (isUf(name) || ufFromName(name) || /^(norte|nordeste|sul|sudeste|centro[\s-]oeste)$/i.test(name)) return true;
  return findMunicipio(name, m[2] && isUf(m[2]) ? m[2] : null) !== null;
}

/**
 * A row's code and the place before it, as tables by place write them ('ACRE 115 ASSISTENTE
 * ADMINISTRATIVO', 'RIO BRANCO - AC2 ANALISTA …', 'MG130 ASSISTENTE …', '101 Jurídico') → the
 * position's words only; a number after other words ('ENFERMEIRO 40 HORAS') is kept.
 */
function withoutRowCode(label: string): string {
  const glued = /^([A-Z]{2})(\d{1,4})\s+(?=\p{Lu})/u.exec(label);
  if (glued && isUf(glued[1]!)) return label.slice(glued[0].length);
  const m = /^(.*?)(?:^|\s|(?<=[A-Z]))(\d{1,4})\s+(?=\p{Lu})/u.exec(label);
  if (!m) return label;
  const before = m[1]!.trim();
  return before === '' || isPlaceName(before) ? label.slice(m[0].length) : label;
}

/**
 * The level and weekly hours cells a row writes after the position's name ('Enfermeiro Superior
 * 32,5 h', 'Médico - Pediatra Superior Diarista 20h'); a level the name itself carries ('Professor
 * de Ensino Fundamental', 'Técnico de Nível Superior') stays.
 */
const LEVEL_AND_HOURS_CELLS = /(?<!\b(?:ensino|n[íi]vel|de|em))\s+(?:fundamental|m[ée]dio(?:\s+t[ée]cnico)?|superior)(?:\s+(?:diarista|plant[ãa]o))?\s+\d{1,2}(?:[,.]\d)?\s?h$/iu;

/**
 * 'ADMINISTRADOR Tribunal de Justiça (Porto Velho)' → 'Administrador'; '. E MÉDICO - ÁREA PSIQUIATRIA' →
 * 'Médico - Área Psiquiatria'. A parenthesis naming a place or a footnote ('(1)', '(*)') is dropped;
 * any other is part of the name ('Médico (Pediatria)', 'Técnico em Saúde Bucal (Antigo Técnico de
 * Higiene Dental)'), so two positions it tells apart stay two.
 */
function positionName(label: string): string {
  const name = withoutRowCode(label.replace(/^[.\s]+/, ''))
    .replace(/^(?:[A-Z]\d{1,3}|[A-E])\s+(?=\p{Lu})/u, '')
    // Nor does a name hold a date or a servant's register ('Filosofia Siape2045XXX 03/12/2021 a …': whom the substitute replaces, and since when).
    .split(/\s+(?:Tribunal\s+de|Comarcas?\s+d|Sede\b|S(?:iape|IAPE)\S*|\d{2}\/\d{2}\/\d{4}\b)/)[0]!
    .replace(/\s*\(([^()]*)\)?/g, (group, inner: string) => (isPlaceName(inner) || /^\s*(?:\d{1,3}|\*+|[a-z])\s*$/i.test(inner) ? '' : group))
    .trim()
    .replace(LEVEL_AND_HOURS_CELLS, '');
  return tidyName(name || label);
}

// ---------------------------------------------------------------------------------------------
// Vacancies stated in words

const STATEMENT = /provimento|preenchimento|oferta|destina-se|destinad[oa]s?\s+a|visa\s+(?:ao|à)|total\s+de|disponibiliza|abertura\s+de\s+\d/i;
const COUNT = /(?<![\d.,/])(\d{1,3}(?:\.\d{3})+|\d{1,5})\s*(?:\(([^)]{1,60})\)\s*)?vagas?\b/gi;
const NOT_IMMEDIATE_BEFORE = /(cadastro\s+(?:de\s+)?reserva|\bCR|reserv\p{L}*)\s*(?:de|com|para|a|às|aos)?\s*$/iu;
/** Words after a count that introduce its parts ('…, sendo 34 …', '…, das quais 5 …', '…, assim distribuídas:'). */
const BREAKDOWN = /^\s*(?:\([^)]{0,60}\)\s*)?[,:]?\s*(?:sendo|das\s+quais|dos\s+quais|(?:assim\s+)?distribu[íi]d[oa]s|divididas)\b/i;
const PARTS_FOLLOW = /,\s*(?:sendo|das\s+quais|dos\s+quais|assim\s+distribu[íi]d[oa]s)\b/i;
/**
 * Table cells right before the number ('TOTAL DE VAGAS OFERTADAS 2 0 - 2 ⏎ 1 Vagas de acordo com a
 * Portaria …'): the number opens a footnote under a table, it does not count vacancies.
 */
const CELLS_BEFORE = /(?:^|\s)(?:\d{1,4}|-)\s+(?:\d{1,4}|-)\s+$/;
const NOT_IMMEDIATE_AFTER = /^\s*(?:\(?\s*)?(?:reservad|para\s+(?:pessoas?\s+com\s+defici|pcd|candidatos?\s+(?:negros|com\s+defici|pretos)|negros)|de\s+cadastro|em\s+cadastro|para\s+(?:o\s+|a\s+)?(?:forma[çc][ãa]o\s+d[eo]\s+)?cadastro)/i;

/**
 * The immediate vacancies the opening states ('visa ao preenchimento de 60 vagas', 'de 10 (dez)
 * vagas para o cargo de Técnico … e de 15 (quinze) vagas para os cargos de Analista' → 25):
 * the first sentence of the first 8,000 characters that counts vacancies, without the cadastro
 * reserva ('Cadastro de Reserva de 25 vagas') and the reserved shares.
 */
/** A vacancies table's own total ('TOTAL DE VAGAS 20', 'Total de vagas: 35'), when the edital gives one. */
const TOTAL_LINE = /^\s*(?:n[úu]mero\s+)?total\s+(?:geral\s+)?de\s+vagas\s*:?\s*(\d{1,3}(?:\.\d{3})+|\d{1,5})\s*(?:\([\p{L}\s-]+\))?\s*\.?\s*$/gimu;

/**
 * A vacancies table of one row of numbers under its header ('Vagas para ampla concorrência · …
 * negros · … com deficiência · Total' / '1.125 300 75 1.500'): its total, the sum of the cells
 * before it. A header of two such groups ('AC PP Hipo PcD Total AC PP Hipo PcD Total' under 'Vagas
 * para provimento imediato · Cadastro de reserva' / '24 10 5 10 49 48 20 10 20 98') gives the
 * immediate vacancies and the reserve list, in the order the title above names them.
 */
export function totalsOnlyRow(text: string): number | null {
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 1; i < lines.length; i++) {
    const header = lines[i - 1]!;
    if (!/(?:^|\s)total$/i.test(header) || !lines.slice(Math.max(0, i - 12), i).some((l) => /vagas/i.test(l))) continue;
    const { cells, labelEnd } = cellsAtEnd(lines[i]!);
    if (labelEnd !== 0 || cells.length < 3) continue;
    const groups = totalledGroups(cells);
    if (groups.length === 1 && /^total$/i.test(header)) return groups[0]!;
    // A header of column titles, one per cell, whose second group is the reserve list named above it.
    if (groups.length !== 2 || header.split(/\s+/).length !== cells.length) continue;
    const title = lines.slice(Math.max(0, i - 6), i - 1).join(' ');
    const immediate = /imediat/i.exec(title);
    const reserve = /cadastro\s+(?:de\s+)?reserva/i.exec(title);
    if (immediate && reserve) return groups[immediate.index < reserve.index ? 0 : 1]!;
  }
  return null;
}

/** The vacancies of a table's parts, each with its own total: their sum, or the largest when it adds up the others (a general total after them). */
function partsOrTheirTotal(totals: number[]): number {
  const largest = Math.max(...totals);
  const all = sum(totals);
  return all - largest === largest ? largest : all;
}

/** A table's closing row of counts alone ('TOTAL 51 4 20 2 2 79'). */
const TOTAL_COUNTS_ROW = /^total(?:\s+geral)?((?:\s+\d{1,4}(?:\.\d{3})*)+)$/i;

/**
 * The vacancies of quota tables whose rows the text could not tie to positions (names wrapped around
 * a code and its cells), from each table's closing row when its last cell is the sum of the others
 * (AC + PcD + PPP + PI + PQ = total: 'TOTAL 51 4 20 2 2 79' under 'A/C PcD PPP PI PQ … vagas'), one
 * table per level: their sum, or the largest when it adds up the others (a 'TOTAL GERAL' after
 * subtotals). A total row with no 'vagas' between it and the previous total row (200 lines at most)
 * closes another table.
 */
export function quotaTotalRows(text: string): number | null {
  const lines = text.split('\n').map((l) => l.trim());
  const totals: number[] = [];
  let tableStart = 0;
  for (let i = 0, tried = 0; i < lines.length && tried < TOTAL_ROWS_TRIED; i++) {
    const row = TOTAL_COUNTS_ROW.exec(lines[i]!);
    if (!row) continue;
    tried++;
    const from = Math.max(tableStart, i - 200);
    tableStart = i + 1;
    const cells = row[1]!.trim().split(/\s+/).map((c) => Number(c.replace(/\./g, '')));
    const last = cells[cells.length - 1]!;
    if (cells.length < 3 || last === 0 || last !== sum(cells.slice(0, -1))) continue;
    if (!lines.slice(from, i).some((l) => /\bvagas\b/i.test(l))) continue;
    totals.push(last);
  }
  if (totals.length === 0) return null;
  return partsOrTheirTotal(totals);
}

/** The totals of a row of cells made of groups that each end in the sum of the cells before it ('24 10 5 10 49 48 20 10 20 98' → 49, 98). */
function totalledGroups(cells: number[]): number[] {
  const totals: number[] = [];
  let start = 0;
  for (let k = 0; k < cells.length; k++) {
    if (k - start >= 2 && cells[k]! > 0 && cells[k] === sum(cells.slice(start, k))) {
      totals.push(cells[k]!);
      start = k + 1;
    }
  }
  if (start === cells.length) return totals;
  // One group whose total is the last cell, though its first cells add up to a later one ('1 1 2 4').
  const last = cells[cells.length - 1]!;
  return last > 0 && last === sum(cells.slice(0, -1)) ? [last] : [];
}

export function totalVagasLine(text: string): number | null {
  const totals = new Set([...text.matchAll(TOTAL_LINE)].map((m) => Number(m[1]!.replace(/\./g, ''))));
  if (totals.size === 1) return [...totals][0]!;
  return totals.size === 0 ? totalCellsRow(text) : null;
}

/** A total row with a cell per share, the last their sum ('TOTAL DE VAGAS OFERTADAS 2 0 - 2'). */
const TOTAL_CELLS_ROW = /^[^\S\n]*total(?:\s+geral)?\s+d[ea]s?\s+vagas(?:\s+(?:ofertadas|oferecidas|previstas))?[^\S\n]*:?((?:[^\S\n]+(?:\d{1,3}(?:\.\d{3})+|\d{1,5}|-)){3,12})[^\S\n]*$/gim;

/**
 * The vacancies of a table whose total row gives each share and then their sum, when the edital
 * has one such row (or all say the same): that sum.
 */
function totalCellsRow(text: string): number | null {
  const totals = new Set<number>();
  for (const m of text.matchAll(TOTAL_CELLS_ROW)) {
    const cells = m[1]!.trim().split(/\s+/).map((c) => (c === '-' ? 0 : Number(c.replace(/\./g, ''))));
    const groups = totalledGroups(cells);
    if (groups.length === 1) totals.add(groups[0]!);
  }
  return totals.size === 1 ? [...totals][0]! : null;
}

/**
 * A table split by unit, each part closed by its own 'Total de vagas 13' line (EBSERH's quadro by
 * hospital): the vacancies are the parts' sum, or the largest line when it sums up the others. At
 * least three lines, not all equal (one total repeated is read by `totalVagasLine`).
 */
export function subtotalVagas(text: string): number | null {
  const totals = [...text.matchAll(TOTAL_LINE)].map((m) => Number(m[1]!.replace(/\./g, '')));
  if (totals.length < 3 || new Set(totals).size === 1) return null;
  return partsOrTheirTotal(totals);
}

/** 'Serão contratados 129 (cento e vinte e nove) servidores, sendo …': the people hired are the vacancies. */
const HIRES = /\bser[ãa]o\s+contratad[oa]s\s+(\d{1,3}(?:\.\d{3})+|\d{1,5})\s*(?:\([^)]{1,60}\)\s*)?(?:servidores|profissionais|candidatos|pessoas|trabalhadores)\b/i;

/** 'A quantidade de vagas para a seleção de alfabetizadores será em número de 04 (quatro)', 'O número de vagas é de 12'. */
const QUANTITY = /\b(?:a\s+quantidade|o\s+n[úu]mero)\s+(?:total\s+)?de\s+vagas\b[^.;]{0,80}?\s(?:ser[áa]|[ée])\s+(?:em\s+n[úu]mero\s+)?de\s+(\d{1,3}(?:\.\d{3})+|\d{1,5})\b/i;

export function statedVagas(text: string): number | null {
  const opening = cleanText(text.slice(0, 8000));
  // A paragraph sign opens a sentence too ('… de 2025. § 1º Para ampla concorrência serão 49 vagas.').
  for (const sentence of opening.split(/(?<=[.;])\s+(?=\p{Lu}|§|\d+(?:\.\d+)*\.?\s)/u)) {
    const hired = HIRES.exec(sentence) ?? QUANTITY.exec(sentence);
    if (hired) return Number(hired[1]!.replace(/\./g, ''));
    if (!STATEMENT.test(sentence)) continue;
    let total = 0;
    let found = false;
    let previousEnd = 0;
    for (const m of sentence.matchAll(COUNT)) {
      const before = sentence.slice(Math.max(0, m.index - 40), m.index);
      const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 60);
      // '57 vagas no Quadro Próprio da Agência …, sendo 55 vagas de Fiscal … e 02 vagas …': the parts of the count before.
      if (found && PARTS_FOLLOW.test(sentence.slice(previousEnd, m.index))) break;
      previousEnd = m.index + m[0].length;
      if (NOT_IMMEDIATE_BEFORE.test(before) || NOT_IMMEDIATE_AFTER.test(after) || CELLS_BEFORE.test(before)) continue;
      // The count's words are the count when the digits disagree ('4 3 (quarenta e três) vagas': a scan split the digits).
      total += countWrittenTwice(m[1]!, m[2]);
      found = true;
      // '403 vagas, sendo 34 vagas para … e 369 vagas para …': the counts after it are its parts.
      if (BREAKDOWN.test(after)) break;
    }
    if (found && total > 0) return total;
  }
  return null;
}

/**
 * A selection only for a reserve list: 'destina-se à formação do cadastro de reserva' (or of a
 * 'Banco de Recursos Humanos'), 'torna pública a realização do Processo Seletivo para formação de
 * cadastro reserva', 'somente cadastro reserva', 'destinado a reserva de vagas'.
 */
// 'destina-se', and 'se destina' ('O Processo Seletivo Público se destina a formação de cadastro de reserva').
const CADASTRO_ONLY =
  /(?:destina-se|\bse\s+destina)\s+(?:exclusivamente\s+|somente\s+|apenas\s+)?(?:à|a)\s+forma[çc][ãa]o\s+d[eo]\s+(?:cadastro|banco\s+de\s+(?:recursos\s+humanos|reserva|talentos))|torna[m]?\s+p[úu]blic[oa]\s+(?:a\s+)?(?:realiza[çc][ãa]o|abertura)\s+d[eo]\s+(?:processo\s+seletivo|concurso\s+p[úu]blico|sele[çc][ãa]o)(?:\s+\S+){0,4}?\s+para\s+(?:a\s+)?forma[çc][ãa]o\s+d[eo]\s+(?:cadastro|banco\s+de\s+(?:recursos\s+humanos|reserva|talentos))|(?:exclusivamente|somente|apenas)\s+(?:para\s+)?(?:a\s+)?(?:forma[çc][ãa]o\s+de\s+)?cadastro\s+(?:de\s+)?reserva|sele[çc][ãa]o\s+de\s+professor(?:es)?\s+substitutos?\s+para\s+vagas?\s+(?:de\s+)?reserva|ser[áa]\s+realizad[oa]\s+(?:para|com\s+vistas\s+[àa])\s+(?:a\s+)?(?:composi[çc][ãa]o|forma[çc][ãa]o)\s+de\s+(?:quadro|cadastro)\s+(?:de\s+)?reserva\s*[.;]|\bpreenchimento\s+de\s+vagas\s+que\s+(?:vierem\s+a\s+)?surgi(?:rem|r)\b|\bos\s+candidatos\s+(?:ir[ãa]o|v[ãa]o)\s+compor\s+o\s+cadastro\s+(?:de\s+)?reserva|\bdestinad[oa]\s+(?:[àa]\s+)?re\s?serva\s+de\s+vagas\b/i;

// ---------------------------------------------------------------------------------------------
// Pay

const PAY_HEADER = /vencimento|remunera|sal[áa]rio|subs[íi]dio/i;
/** A row of a pay table by title ('Doutorado R$ 6.964,91 - R$ 15.040,18'). */
const TITLE_ROW = /^\s*(?:aperfei[çc]oamento|especializa[çc][ãa]o|mestrado|doutorado)\b/i;
/** Below this an amount next to pay words is a fee, a benefit or a misreading, not monthly pay. */
const MIN_PAY = 200;

/**
 * A line that gives the pay by title, each amount after its title ('Remuneração (VB+RT): Graduação:
 * R$ 4.326,60 / Especialização: R$ 4.975,59 / … / Doutorado: R$ 8.058,29'): a range, not a table's row
 * whose first amount is the pay.
 */
const TITLED_AMOUNTS = /(?:gradua[çc][ãa]o|especializa[çc][ãa]o|aperfei[çc]oamento|mestrado)\s*:\s*R\$[^\n]*?\bdoutorado\s*:\s*R\$/i;

/**
 * Monthly pay the edital states: amounts whose nearest keyword is pay ('Remuneração Inicial: R$
 * 14.915,00'), and in a pay table (a line with three or more amounts under a header that names
 * vencimento/remuneração) the row's first amount, the base pay; benefits and totals are left out.
 */
export function findPay(text: string): { min: number | null; max: number | null } {
  const titled = titulacaoPay(text);
  if (titled.length) return rangeOf(titled);
  const mentions = moneyMentions(text);
  // Each line's amounts, and its reading once however many amounts it holds.
  const perLine = new Map<number, { row: number[]; prose: boolean; shape: string | null }>();
  for (const m of mentions) {
    const seen = perLine.get(m.lineStart);
    if (seen) seen.row.push(m.index);
    else perLine.set(m.lineStart, { row: [m.index], prose: (m.line.match(/\p{Ll}{3,}/gu) ?? []).length >= 8, shape: rowShape(m.line) });
  }
  const values: number[] = [];
  const payRowShapes = new Set<string>();
  const rowStarts: { value: number; shape: string }[] = [];
  for (const m of mentions) {
    if (m.value < MIN_PAY) continue;
    // A title's row of a 'Retribuição por Titulação' table ('Doutorado R$ 6.964,91 - R$ 15.040,18'): what the title adds, and the total with it.
    if (TITLE_ROW.test(m.line) && /retribui[çc][ãa]o\s+por\s+titula/i.test(text.slice(Math.max(0, m.index - 700), m.index))) continue;
    const { row, prose, shape } = perLine.get(m.lineStart)!;
    // A table row, not a sentence with three amounts ('A remuneração varia de R$ 4.326,60 a R$
    // 5.949,08 …, mais auxílio-alimentação de R$ 1.175,00').
    const inPayTable = row.length >= 3 && !prose && !TITLED_AMOUNTS.test(m.line) && PAY_HEADER.test(text.slice(Math.max(0, m.index - 700), m.index));
    if (row.length >= 3 && !prose && row[0] === m.index && shape) rowStarts.push({ value: m.value, shape });
    if (inPayTable ? row[0] === m.index || payByColumn(m.line, text, m.index) : m.role === 'remuneracao') {
      values.push(m.value);
      if (inPayTable && row[0] === m.index && shape) payRowShapes.add(shape);
    }
  }
  // A long table's rows far below its header ('40 R$ 6.514,69 R$ 475,00 R$15,00/dia' after a page of
  // wrapped requirements) are pay rows when shaped as the rows read under it.
  for (const start of rowStarts) if (payRowShapes.has(start.shape)) values.push(start.value);
  // … and a table written one cell per line ('40h' / 'RS 2.604,00' / … / 'RS 6.157,60'): when an amount alone on its line was read
  // as pay under its header, so are the others alone on theirs that nothing says are something else.
  // The same for rows whose workload, pay and count share a line below their wrapped requirements ('12hs/semana R$ 6.039,34 02').
  for (const shape of [AMOUNT_ALONE, WORKLOAD_PAY_LINE]) {
    const cells = mentions.filter((m) => m.value >= MIN_PAY && shape.test(m.line));
    if (cells.some((m) => m.role === 'remuneracao')) values.push(...cells.filter((m) => m.role === null).map((m) => m.value));
  }
  if (values.length === 0) values.push(...bareTablePay(text));
  if (values.length === 0) values.push(...payBeforeFeeColumn(text));
  if (values.length === 0) return payByTitle(text);
  return rangeOf(values);
}

/** A line that is only an amount ('RS 6.157,60', 'R$ 1.302,00'). */
const AMOUNT_ALONE = /^\s*(?:R\$|[RA]S|A\$)\s?\d{1,3}(?:\.\d{3})*,\d{2}\s*$/;
/** A row's workload, pay and count cells on a line of their own, its other cells wrapped above ('12hs/semana R$ 6.039,34 02', '40 hs/semana R$ 6.138,98 Cadastro de'). */
const WORKLOAD_PAY_LINE = /^\s*\d{1,2}\s?(?:h|hs|horas)(?:\s?\/\s?semana(?:is)?|\s+semanais)?\s+R\$\s?\d{1,3}(?:\.\d{3})*,\d{2}(?:\s+(?:\d{1,3}|cadastro(?:\s+de)?(?:\s+reserva)?|CR))?\s*$/i;

/** The least and the greatest of some amounts, however many (no spread: a garbage text may give hundreds of thousands). */
function rangeOf(values: readonly number[]): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max };
}

/** A table row's shape, its numbers and amounts as placeholders ('40 R$ 4.561,32 R$ 475,00 R$15,00/dia' → '# $ $ $/dia'); null for a line that opens with words. */
function rowShape(line: string): string | null {
  const shape = line.trim().replace(/R\$\s*\d{1,3}(?:\.\d{3})*,\d{2}/g, '$').replace(/\d+/g, '#');
  return /^#\s+\$/.test(shape) ? shape : null;
}

/**
 * A row of amounts only, under a header that names no additions ('DADOS JÚNIOR PLENO SÊNIOR' /
 * 'R$ 7.845,50 R$ 15.295,02 R$ 18.585,22'): each column is the pay of a level or class, not a
 * base pay followed by benefits and a total.
 */
function payByColumn(line: string, text: string, index: number): boolean {
  if (/\p{L}/u.test(line.replace(/R\$/g, ''))) return false;
  const lineStart = text.lastIndexOf('\n', index);
  const header = text.slice(Math.max(0, text.lastIndexOf('\n', lineStart - 1)), lineStart);
  return !/aux[íi]lio|gratifica|benef[íi]cio|adicional|\btotal\b|vale|bruto|l[íi]quido/i.test(header);
}

/**
 * A positions table whose last column is the fee ('Cargo … QTD VAGAS .Valor da taxa de inscrição'):
 * the last amount of each line below, up to a fee's ceiling, until a numbered clause ends the table.
 */
function feeColumn(text: string): number[] {
  const fees: number[] = [];
  for (const header of text.matchAll(/^.*\b(?:cargo|vagas)\b.*(?:valor\s+da\s+)?taxa\s+de\s+inscri[çc][ãa]o\s*$/gimu)) {
    const rows = text.slice(header.index + header[0].length).split('\n').slice(1, 80);
    fees.push(...feeCells(rows, (line) => [...line.matchAll(/R\$\s*(\d{1,3}(?:\.\d{3})*,\d{2})/g)].at(-1)?.[1]));
  }
  return fees;
}

/** Above this, an amount in a fee's column is some other amount. */
const FEE_CEILING = 1_000;

/**
 * A fee table's rows, read down until a numbered clause or a heading ends it: the amount `cell` finds
 * on each line, up to a fee's ceiling. A line without one is passed over, or, `untilMiss`, ends the table.
 */
function feeCells(lines: string[], cell: (line: string) => string | undefined, untilMiss = false): number[] {
  const fees: number[] = [];
  for (const line of lines) {
    if (TABLE_END.test(line)) break;
    const raw = cell(line);
    if (raw === undefined && untilMiss) break;
    const value = raw === undefined ? NaN : (parseMoney(raw) ?? NaN);
    if (value > 0 && value <= FEE_CEILING) fees.push(value);
  }
  return fees;
}

/** A fee column titled with the currency ('Valor Inscrição (R$)', 'Taxa de inscrição (R$)'). */
const BARE_FEE_HEADER = /(?:valor\s+(?:da\s+)?inscri[çc][ãa]o|taxa\s+de\s+inscri[çc][ãa]o)\s{0,12}\(\s*R\$\s*\)/gi;

/**
 * The registration fees: amounts the text names as fees (parseTaxas), else, in a table whose fee
 * column is titled '… (R$)', the cells that are an amount alone on their line ('92,00') up to a fee's
 * ceiling, as far as the table runs (a numbered clause ends it).
 */
export function editalFees(text: string): number[] {
  const named = parseTaxas(text);
  if (named.length) return [...new Set([...named, ...feeColumn(text)])].sort((a, b) => a - b);
  const fees = new Set<number>();
  // 'TAXA: 95,00.' — a fee labelled, its amount without 'R$'.
  for (const m of text.matchAll(/\btaxa(?:\s+de\s+inscri[çc][ãa]o)?\s*:\s*(\d{1,3},\d{2})(?![\d,])/giu)) fees.add(parseMoney(m[1]!)!);
  for (const fee of feesTabledAfter(text)) fees.add(fee);
  for (const fee of lastColumnFees(text)) fees.add(fee);
  for (const fee of feeAfterPayColumn(text)) fees.add(fee);
  for (const fee of feeCellAfterPayCell(text)) fees.add(fee);
  for (const header of text.matchAll(BARE_FEE_HEADER)) {
    const rows = text.slice(header.index + header[0].length).split('\n').slice(1, 400);
    for (const fee of feeCells(rows, (line) => /^\s*(\d{1,3},\d{2})\s*$/.exec(line)?.[1])) fees.add(fee);
  }
  return [...fees].sort((a, b) => a - b);
}

/**
 * A header's pay column, then its fee column, the titles maybe wrapped over short lines ('Salário' / 'Base' / 'Mensal' / '(R$) Valor da' /
 * 'Inscrição'), or abbreviated ('Vcto. Básico * (R$)  Valor Inscrição (R$)').
 */
const PAY_THEN_FEE_HEADER = /\b(?:sal[áa]rio|vencimento|vcto\.|remunera[çc][ãa]o)(?![\p{L}])[^\n]{0,40}(?:\n[^\n]{0,40}){0,4}?\b(?:taxa|valor)\s+(?:d[ae]\s*\n?\s*)?inscri[çc][ãa]o\b[^\n]*/giu;
/** The highest fee a bare amount in a fee column is read as (beyond it, another column's amount). */
const BARE_FEE_MAX = 1_000;
/** An amount, with or without 'R$', its number captured. */
const SIGNED_AMOUNT = String.raw`(?:R\$\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})`;
const ROW_AMOUNT = new RegExp(String.raw`(?<![\d.,])${SIGNED_AMOUNT}(?![\d,])`, 'gu');

/** The fee of a row's pay and the amount after it: that amount, when it is the smaller (a fee is less than the pay) and no more than a fee. */
function feeAfterPay(pay: number, after: number): number | null {
  return after < pay && after > 0 && after <= BARE_FEE_MAX ? after : null;
}

/**
 * The fees of a table whose header puts the fee's column right after the pay's ('… Vencimento (R$) Taxa de inscrição (R$) Tipos
 * de Provas' / '… Categoria B 06 40 horas INSS R$ 3.067,94 25,00 Títulos'): in each of the 15 lines under it that holds two
 * amounts, the second, when it is the smaller (a fee is less than the pay). The header's lines are titles, not a sentence.
 */
function feeAfterPayColumn(text: string): number[] {
  return payAndFeeRows(text).map((row) => row.fee);
}

/** The pays of such a table's rows ('… Ensino Fundamental completo  1.400,73  50,00'): each row's first amount, its fee after it. */
function payBeforeFeeColumn(text: string): number[] {
  return payAndFeeRows(text)
    .map((row) => row.pay)
    .filter((pay) => pay >= MIN_PAY);
}

/** The rows under a header that puts the fee's column right after the pay's (PAY_THEN_FEE_HEADER): each row's pay and fee. */
function payAndFeeRows(text: string): { pay: number; fee: number }[] {
  const rows: { pay: number; fee: number }[] = [];
  for (const header of [...text.matchAll(PAY_THEN_FEE_HEADER)].slice(0, PAY_HEADERS_TRIED)) {
    if (lowercaseWords(header[0]) > 2) continue;
    for (const line of linesUnder(text, header.index + header[0].length, 15)) {
      // A note under the table is no row ('* Obs.: vale refeição R$ 220,00 - * Obs.: insalubridade R$ 135,60').
      if (/^\s*(?:\*|obs\b)/i.test(line)) continue;
      const amounts = [...line.matchAll(ROW_AMOUNT)].map((m) => parseMoney(m[1]!)!);
      const fee = amounts.length === 2 ? feeAfterPay(amounts[0]!, amounts[1]!) : null;
      if (fee !== null) rows.push({ pay: amounts[0]!, fee });
    }
  }
  return rows;
}

/**
 * A header written one title per line whose pay column comes before the fee's ('VENC.' / 'BASE' / 'R$' / 'TAXA' / 'R$', 'SALARIO RS'
 * / 'TAXA DE' / 'VAGAS' / … / 'INSCRICÃO'): the pay's title, then within six short lines the fee's.
 */
const PAY_THEN_FEE_CELLS = /^[^\S\n]*(?:sal[áa]rio\b|venc(?:\.|imento\b)|remunera[çc][ãa]o\b)[^\n]{0,20}\n(?:[^\S\n]*[^\n]{0,20}\n){0,5}?[^\S\n]*taxa\b[^\n]{0,12}$/gimu;
/** An amount alone on its line, its sign or not, as a table written one cell per line gives it. */
const AMOUNT_LINE = new RegExp(String.raw`^\s*${SIGNED_AMOUNT}\s*$`, 'u');

/**
 * The fees of a table written one cell per line whose header puts the fee's column right after the pay's (the Piauí towns'
 * gazette: 'Guarda Municipal' / '07' / '01' / 'Plantão' / 'de 12h' / '1.212,00' / '80,00' / 'Ensino Médio …'): in the 80 lines
 * under it, an amount alone on its line right after the pay's, when it is the smaller and no more than a fee.
 */
function feeCellAfterPayCell(text: string): number[] {
  const fees: number[] = [];
  for (const header of [...text.matchAll(PAY_THEN_FEE_CELLS)].slice(0, PAY_HEADERS_TRIED)) {
    const lines = linesUnder(text, header.index + header[0].length, 80);
    for (let i = 1; i < lines.length; i++) {
      const pay = AMOUNT_LINE.exec(lines[i - 1]!)?.[1];
      const after = AMOUNT_LINE.exec(lines[i]!)?.[1];
      const fee = pay && after ? feeAfterPay(parseMoney(pay)!, parseMoney(after)!) : null;
      if (fee !== null) fees.push(fee);
    }
  }
  return fees;
}

/** A header whose last column is the fee, its title wrapped over short lines ('Tipo de' / 'prova  Valor da' / 'Inscrição'). */
const LAST_FEE_COLUMN = /^[^\n]{0,40}\b(?:valor\s+da|taxa\s+de)[ \t]*\n?[ \t]*inscri[çc][ãa]o[ \t]*$/gimu;

/**
 * The fees of a positions table whose header ends with the fee's column, its amounts without 'R$'
 * ('001 Cozinheiro Fund. Incompleto 03 40 367,54* Escrita 30,00'): the last amount of each row, as far
 * as the table runs (a numbered clause ends it), when three rows or more give one. The header must
 * count vacancies, and its lines are titles, not a sentence.
 */
function lastColumnFees(text: string): number[] {
  const fees: number[] = [];
  for (const header of [...text.matchAll(LAST_FEE_COLUMN)].slice(0, PAY_HEADERS_TRIED)) {
    const above = text.slice(Math.max(0, header.index - 300), header.index).split('\n').slice(-10);
    if (lowercaseWords(header[0]) > 2 || !above.some((line) => /\bvagas\b/i.test(line) && lowercaseWords(line) <= 3)) continue;
    const rows = linesUnder(text, header.index + header[0].length, BARE_TABLE_LINES);
    const found = feeCells(rows, (line) => /(?<![\d.,])(\d{1,3},\d{2})\s*$/.exec(line)?.[1]);
    if (found.length >= 3) fees.push(...found);
  }
  return fees;
}

/** A clause that sends the fee to a table ('O valor da taxa de inscrição encontra-se disposto no Quadro 4 abaixo:'). */
const FEE_TABLE_INTRO = /\b(?:valor(?:es)?\s+d[ao]s?\s+)?taxas?\s+de\s+inscri[çc][ãa]o\b[^.\n]{0,80}?\b(?:quadro|tabela|abaixo|a\s+seguir)\b[^\n]*\n/giu;

/**
 * The fees of a table a clause sends them to: under its header with 'Valor (R$)' or 'Valor R$' (within a few lines), the
 * amount that ends each row ('Classe A, Nível 1 - DE 240,00'), up to the first row without one.
 */
function feesTabledAfter(text: string): number[] {
  const fees: number[] = [];
  for (const intro of text.matchAll(FEE_TABLE_INTRO)) {
    const lines = text.slice(intro.index + intro[0].length).split('\n').slice(0, 40);
    // 'Valor (R$)', or the sign ending the header ('CARGO VALOR R$', SESAU Recife 001/2019).
    const header = lines.slice(0, 4).findIndex((line) => /\bvalor\b[^\n]{0,30}(?:\(\s*R\$\s*\)|R\$\s*$)/i.test(line));
    if (header < 0) continue;
    fees.push(...feeCells(lines.slice(header + 1), (line) => /(?<![\d.,])(\d{1,3},\d{2})\s*$/.exec(line)?.[1], true));
  }
  return fees;
}

/** A pay table's header that puts the currency in the column title: 'Vencimento Básico (R$)'; or whose last column is the pay ('Vagas Carga horária Remuneração'). */
const BARE_PAY_HEADER =
  /(?:vencimento|remunera[çc][ãa]o|sal[áa]rio|subs[íi]dio)[^\n]{0,40}\n?[^\n]{0,40}\(\s*R\$\s*\)|^[ \t]*(?:remunera[çc][ãa]o|vencimento(?:\s+b[áa]sico)?|sal[áa]rio)[ \t]*:?[ \t]*$|^(?:[^\n.]{0,80}\s)?vencimento\s+b[áa]sico\s[^\n.]{0,80}$|^(?:[^\n.]{0,60}\s)?(?:vagas|carga\s+hor[áa]ria(?:\s+semanal)?)(?:\s+(?:vagas|carga\s+hor[áa]ria(?:\s+semanal)?))*\s+(?:remunera[çc][ãa]o|vencimentos?|sal[áa]rio)[ \t]*$/gim;
const BARE_AMOUNT = /(?<![\d.,])(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/;
/** A numbered clause ('2.10 O valor…') or a heading ends the table. */
const TABLE_END = /^\s*(?:\d+(?:\.\d+)+\.?\s|\d+\.\s+\p{Lu}{3})/u;

/** An amount with cents, with or without 'R$' before it. */
const ANY_AMOUNT = /(?:R\$\s*)?(?<![\d.,])(\d{1,3}(?:\.\d{3})*,\d{2})(?!,?\d)/g;
/** A row labelled 'Vencimento básico' (after its class and level cells: 'A 1 Vencimento básico 4.875,18 4.875,18'). */
const BASIC_PAY_ROW = /^[ \t]*(?:[A-Z]{1,2}[ \t]+)?(?:\d{1,2}[ \t]+)?vencimento\s+b[áa]sico\b[^\n\d]{0,12}?((?:R\$\s*)?\d{1,3}(?:\.\d{3})*,\d{2}[^\n]*)$/gimu;
/** A header naming the 'Vencimento Básico' column and, after it, what the title adds or the total; no amount before it (a sentence: 'R$ 5.949,07, composta por R$ 4.326,60 (Vencimento Básico) e …'). */
const BASIC_PAY_HEADER = /^[^\n\d]{0,80}?\bvencimento\s+b[áa]sico\b[^\n]{0,40}?(?:retribui[çc][ãa]o|\bRT\b|aperfei[çc]oamento|especializa[çc][ãa]o|mestrado|doutorado|total)[^\n]*$/gimu;
/** A header whose columns are the titles ('Carga Horária Graduação Aperfeiçoamento Especialização Mestrado Doutorado'). */
const TITLE_COLUMNS = /gradua[çc][ãa]o|aperfei[çc]oamento|especializa[çc][ãa]o|mestrado|doutorado/giu;

/** Column titles, not a sentence on the requirement ('- Graduação em X e Mestrado em Y ou Mestrado em Z'). */
function isTitleHeader(line: string): boolean {
  return (line.match(TITLE_COLUMNS) ?? []).length >= 3 && !/\d,\d{2}/.test(line) && lowercaseWords(line) === 0 && line.trim().split(/\s+/).length <= 14;
}

function amountsOf(line: string): number[] {
  return [...line.matchAll(ANY_AMOUNT)].map((m) => parseMoney(m[1]!) ?? 0).filter((v) => v >= MIN_PAY);
}

/** A teacher's pay table comes once per regime or per class: a text with more such headers is not an edital's (garbage). */
const PAY_HEADERS_TRIED = 50;

/** The `count` lines under a header's line at `index`, from a slice of the text (not the whole rest of it, split again for each header). */
function linesUnder(text: string, index: number, count = 15): string[] {
  return text.slice(index, index + count * 400).split('\n').slice(1, count + 1);
}

/**
 * How far a bare pay table may run under its header (Santos' rows wrap cell by cell, 25 lines each),
 * while its rows keep coming: a numbered clause, or BARE_ROW_GAP lines without an amount, end it sooner.
 */
const BARE_TABLE_LINES = 600;
const BARE_ROW_GAP = 100;

/**
 * A federal teacher's pay, whose parts the edital separates: the basic pay (Vencimento Básico) and
 * what each title adds (Retribuição por Titulação). The basic pay, read from a row labelled with it
 * ('Vencimento Básico R$ 4.472,64', 'A 1 Vencimento básico 4.875,18 4.875,18 4.875,18') or from the
 * first amount of each row under a header naming its column first ('Vencimento Básico Retribuição
 * por Titulação Total' / '… Dedicação Exclusiva 6.180,86 DoutoradoR$ 7.107,99 R$ 13.288,85'); where
 * the edital gives one amount per title instead ('Graduação Aperfeiçoamento … Doutorado' / '40h R$
 * 3.412,63 … R$ 6.356,02'), those amounts, a range. The basic pay only in a text that speaks of
 * titulação; empty when none of these is found.
 */
export function titulacaoPay(text: string): number[] {
  const teachers = /titula[çc][ãa]o/i.test(text);
  const labelled = teachers ? [...text.matchAll(BASIC_PAY_ROW)].flatMap((m) => amountsOf(m[1]!)) : [];
  if (labelled.length) return labelled;
  const rowsUnder = (index: number, take: (amounts: number[]) => number[]) => {
    const values: number[] = [];
    for (const line of linesUnder(text, index)) {
      if (TABLE_END.test(line) || /^\W*(?:total|retribui|rt\b)/i.test(line)) break;
      // A benefit under the table ('Valor do auxílio-alimentação R$ 658,00') is no pay.
      if (!/aux[íi]lio|alimenta[çc][ãa]o|transporte|pr[ée]-escolar/i.test(line)) values.push(...take(amountsOf(line)));
    }
    return values;
  };
  const firsts = teachers ? [...text.matchAll(BASIC_PAY_HEADER)].slice(0, PAY_HEADERS_TRIED).flatMap((m) => rowsUnder(m.index, (amounts) => amounts.slice(0, 1))) : [];
  if (firsts.length) return firsts;
  const byTitle: number[] = [];
  let offset = 0;
  let tried = 0;
  for (const line of text.split('\n')) {
    if (tried < PAY_HEADERS_TRIED && isTitleHeader(line)) {
      tried++;
      byTitle.push(...rowsUnder(offset, (amounts) => amounts));
    }
    offset += line.length + 1;
  }
  return byTitle;
}

/**
 * When no amount carries 'R$', a table whose pay column is titled '… (R$)', or under a heading line
 * 'Remuneração:' (one amount per title: 'GRADUAÇÃO 5.130,63' … 'DOUTORADO 8.058,29'), or under a
 * header that names the 'Vencimento Básico' column ('Titulação Classe/ Nível Vencimento Básico RT
 * Auxílio Alimentação Total*'), or whose last column is the pay ('Vagas Carga horária Remuneração' over
 * rows wrapped cell by cell, '5.193,39' on a line of its own): each row's first amount is its base pay (the later ones are
 * additions and totals), as with 'R$' tables.
 */
function bareTablePay(text: string): number[] {
  const values: number[] = [];
  for (const header of [...text.matchAll(BARE_PAY_HEADER)].slice(0, PAY_HEADERS_TRIED)) {
    let previous = '';
    let sinceRow = 0;
    for (const line of linesUnder(text, header.index + header[0].length, BARE_TABLE_LINES)) {
      if (TABLE_END.test(line) || ++sinceRow > BARE_ROW_GAP) break;
      // A sum's result ('R$ 11.071,25 + R$ 1.100,00 (auxílio alimentação) =' / '12.171,25') is pay with additions.
      const first = /=\s*$/.test(previous) ? null : BARE_AMOUNT.exec(line);
      previous = line;
      const value = first ? (parseMoney(first[1]!) ?? NaN) : NaN;
      if (value >= MIN_PAY) {
        values.push(value);
        sinceRow = 0;
      }
    }
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Dates: the registration period and the objective exam

interface DateEvent {
  index: number;
  end: number;
  start: string;
  /** The range's last day; null for a single date. */
  finish: string | null;
  /** The words since the previous date (or the sentence's start): a schedule row's label, a sentence's subject. */
  context: string;
  /** The rest of the clause after the date, up to the next date or full stop ('…, estarão abertas as inscrições'). */
  after: string;
}

function tokenIso(t: DateToken, year: number | null): string | null {
  const y = t.year ?? year;
  return y === null ? null : iso(y, t.month, t.day);
}

/** A numbered clause that only labels its date ('4.1. Período:', 'Prazo:'), with no word of what it dates. */
const BARE_DATE_LABEL = /^\s*(?:\d+(?:\.\d+)*\.?\s*[-–—]?\s*)?(?:per[íi]odo|prazo|datas?)\s*:\s*$/iu;
// A numbered item starts a clause, its number followed by a space or a dash ('9.1– A prova objetiva…').
const DATE_CLAUSE_START = /[.!?]\s+(?=\p{Lu})|\n(?=\d+(?:\.\d+)*\.?\s|\d+(?:\.\d+)+\s*[-–—]|[a-z]\)\s)/gu;

/**
 * A schedule's header that puts the date's column first ('DATA PREVISTA ETAPA / FASE', 'DATA EVENTO', after a column of row numbers 'ITEM DATA ATIVIDADE'):
 * under it, every date's row is labelled by the words after the date, even where the text layer
 * runs rows together ('Até 09/04/2025 Publicação dos locais … 13/04/2025 DATA PROVÁVEL DE APLICAÇÃO DA
 * PROVA OBJETIVA') or puts a date alone on its line above its label.
 */
const DATE_FIRST_HEADER = /^[^\S\n]*(?:(?:ite[mn]s?|n[º°o.]{1,2}|ordem)\s+)?datas?(?:\s+previstas?|\s+prov[áa]ve(?:l|is))?\s*[/|–-]?\s*(?:etapas?|eventos?|atividades?|fases?)\b[^\n]{0,30}$/gim;
/** How far under its header a date-first schedule reaches, unless an annex's heading ends it sooner. */
const DATE_FIRST_REACH = 8000;

function underDateFirstHeader(text: string, headers: number[], index: number): boolean {
  const header = headers.filter((h) => h < index && index - h <= DATE_FIRST_REACH).at(-1);
  return header !== undefined && !/\n\s*ANEXO\b/.test(text.slice(header, index));
}

/** The dates of the text, ranges joined ('29/02 a 25/03/2024' borrows its year from the end), each with its context. */
export function dateEvents(text: string, ano: number | null): DateEvent[] {
  const tokens = dateTokens(text);
  const dateFirstHeaders = [...text.matchAll(DATE_FIRST_HEADER)].map((m) => m.index);
  const events: DateEvent[] = [];
  let previousEnd = 0;
  let previousLeads = false;
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1];
    let event: Omit<DateEvent, 'context' | 'after'> | null = null;
    // Two whole dates side by side on a schedule's line are its start and end columns ('3 Período de
    // inscrições 19/05/2026 22/06/2026').
    // … or one under the other, a cell per line ('Período de inscrições' / '10/03/2025' / '09/04/2025').
    const sideBySide = b !== undefined && a.year !== null && b.year !== null && /^[ \t]+$|^[ \t]*\n[ \t]*$/.test(text.slice(a.end, b.index));
    if (b && (sideBySide || joinsRange(text.slice(a.end, b.index)))) {
      const endYear = b.year ?? a.year ?? ano;
      const startYear = a.year ?? (endYear !== null && a.month > b.month ? endYear - 1 : endYear);
      const start = tokenIso(a, startYear);
      const finish = tokenIso(b, endYear);
      if (start && finish && start <= finish) event = { index: a.index, end: b.end, start, finish };
      i++;
    } else {
      const start = tokenIso(a, ano);
      if (start) event = { index: a.index, end: a.end, start, finish: null };
    }
    if (!event) continue;
    // A list of days going on past it ('… a 28 de abril de 2017, e dias 02 e 03 de maio de 2017'): its last date ends the period.
    for (let year = event.finish ? Number(event.finish.slice(0, 4)) : ano; continuesDayList(text, tokens, i); ) {
      const next = tokens[i + 1]!;
      const finish = tokenIso(next, next.year ?? year);
      if (!finish || finish < (event.finish ?? event.start)) break;
      event = { ...event, end: next.end, finish };
      year = next.year ?? year;
      i++;
    }
    // A second period after it in the same sentence ('de 09 a 12 de fevereiro de 2021 e de 18 a 19 de fevereiro de 2021'): the later one ends it.
    const later = event.finish ? laterPeriodEnd(text, tokens, i, ano ?? undefined) : null;
    if (later) {
      event = { ...event, end: tokens[i + 2]!.end, finish: later };
      i += 2;
    }
    let from = Math.max(previousEnd, event.index - 400);
    const window = text.slice(from, event.index);
    for (const m of window.matchAll(DATE_CLAUSE_START)) from = Math.max(from, event.index - window.length + m.index + m[0].length);
    // A clause that is a bare label ('4.1. Período: 10 de novembro a 10 de dezembro de 2013') is its section's: the heading above
    // it says of what ('4. DA INSCRIÇÃO').
    if (BARE_DATE_LABEL.test(text.slice(from, event.index))) {
      const heading = text.lastIndexOf('\n', Math.max(0, text.lastIndexOf('\n', from) - 1));
      from = Math.max(previousEnd, heading + 1, event.index - 400);
    }
    // A schedule row that starts with its date ('26/05/2024 Aplicação da prova objetiva') is labelled
    // after it; in a run of such rows the text before a date is the previous row's label.
    const before = text.slice(from, event.index);
    const lineStart = text.lastIndexOf('\n', event.index) + 1;
    const rest = text.slice(event.end, (text.indexOf('\n', event.end) + 1 || text.length + 1) - 1);
    const leads = !/\p{L}/u.test(text.slice(lineStart, event.index)) && /\p{L}{4}/u.test(rest);
    const following = text.slice(event.end, Math.min(text.length, event.end + 200));
    const next = tokens[i + 1];
    const stop = Math.min(...[/[.;]\s|\n\n/.exec(following)?.index ?? following.length, next ? next.index - event.end : following.length].filter((n) => n >= 0));
    const after = following.slice(0, stop);
    const dateFirst = /\p{L}{4}/u.test(after) && underDateFirstHeader(text, dateFirstHeaders, event.index);
    // … its time aside ('04/03/2025 - 19h00min à 02/04/2025 - 19h00min' / 'PERÍODO DAS INSCRIÇÕES …').
    events.push({ ...event, context: dateFirst ? after.replace(/^\s*[-–]?\s*\d{1,2}\s*(?:h\s*(?:\d{2}\s*(?:min)?)?|:\d{2})\s*/i, '') : leads ? (previousLeads ? rest : `${before} ${rest}`) : before, after });
    previousLeads = leads;
    previousEnd = event.end;
  }
  return events;
}

// … its hours between ('nos dias 23 e 24 de fevereiro … de 2017 no horário das 09h00min às 11h00min …, estarão abertas as inscrições').
const REGISTRATION_AFTER = /^\s*(?:\([^)]{0,40}\)\s*)?(?:(?:no|em)\s+hor[áa]rio\b[^,.;]{0,80}?\s*)?,?\s*(?:estar[ãa]o\s+abertas\s+as\s+inscri[çc][õo]es|ser[ãa]o\s+(?:realizadas|recebidas)\s+as\s+inscri[çc][õo]es|as\s+inscri[çc][õo]es\s+(?:estar[ãa]o\s+abertas|ser[ãa]o\s+realizadas))/i;

const NOT_REGISTRATION =
  /isen[çc]|redu[çc][ãa]o|atendimento|laudo|defici|negr[oa]s|pcd|heteroiden|nome\s+social|recurs(?!os?\s+humanos)|t[íi]tulos|agendamento|boleto|impugna|desist|ind[íi]gena|autodeclara|prova|resultado|divulga|homologa|gabarito|publica[çc]|convoca|per[íi]cia|\bvista\b|avalia[çc][ãa]o\s+d[oa]s?\s+documentos/i;

/**
 * The fee-exemption request named together with the registration ('Período de solicitação de
 * isenção da taxa de inscrição e de solicitação de inscrições 16 a 30/1/2026'): the row is the
 * registration's as well, so the exemption words are dropped before the row is judged.
 */
const EXEMPTION_AND = /(?:(?:per[íi]odo\s+d[ea]\s+)?solicita[çc][ãa]o\s+d[ea]\s+)?isen[çc][ãa]o\s+(?:d[ao]\s+)?(?:pagamento\s+d[ao]\s+)?(?:valor\s+d[ao]\s+)?taxa\s+de\s+inscri[çc][ãa]o\s+e\s+(?:de\s+|d[ao]s?\s+)?(?=(?:solicita[çc][ãa]o\s+d[ea]\s+|per[íi]odo\s+d[ea]\s+)?inscri)/gi;

/**
 * … and named after it ('Período de solicitação de inscrição e de solicitação de isenção da taxa de
 * inscrição', '… de inscrições e de solicitação de inscrição com isenção de taxa de inscrição').
 */
const AND_EXEMPTION = /(inscri[çc](?:[ãa]o|[õo]es))\s+e\s+(?:d[ea]\s+)?(?:solicita[çc][ãa]o\s+d[ea]\s+)?(?:inscri[çc][ãa]o\s+com\s+)?isen[çc][ãa]o\s+(?:d[aoe]\s+)?(?:pagamento\s+d[ao]\s+)?(?:valor\s+d[ao]\s+)?taxa\s+de\s+inscri[çc][ãa]o/gi;

/**
 * A schedule row whose label opens with the registration ('PERÍODO DESTINADO À REALIZAÇÃO DAS
 * INSCRIÇÕES NO CONCURSO PÚBLICO, ao envio da documentação … de deficiência, …'): the things done
 * in the same period, named after it, do not make it another row.
 */
// … or after 'e de' ('PERÍODO DAS INSCRIÇÕES e de solicitação para condição especial para realização da prova').
const REGISTRATION_HEAD = /^\W*(?:per[íi]odo\s+(?:destinado\s+[àa]s?\s+|para\s+(?:as?\s+)?)?(?:realiza[çc][ãa]o\s+|d[ea]\s+solicita[çc][ãa]o\s+)?d[aeo]s?\s+)?inscri[çc](?:[ãa]o|[õo]es)\b(?:(?!\s+e\s+d[eao]s?\s)[^,;:])*/i;

const REGISTRATION_REOPENED = /^\W*(?:per[íi]odo\s+de\s+)?reabertura\s+d[aeo]s?\s+(?:(?:per[íi]odo|prazo)\s+d[ea]s?\s+)?(?:solicita[çc][ãa]o\s+d[ea]\s+)?inscri[çc](?:[ãa]o|[õo]es)\b/i;

/** A parenthetical aside, nested at most once ('(www.site.org.br)(Solicitação … (PcD))'). */
const ASIDE = /\((?:[^()]|\([^()]*\))*\)/g;

function registrationScore(raw: string): number {
  const context = raw.replace(EXEMPTION_AND, '').replace(AND_EXEMPTION, '$1');
  // A consolidated edital's schedule keeps the first period and adds the one in force ('Período de
  // reabertura da solicitação de inscrição').
  if (REGISTRATION_REOPENED.test(context.trim())) return 5;
  // What the label adds in parentheses is done in the same period ('Período de Inscrição
  // (Solicitação de atendimento especial … para PcD)'): it does not make the row another event's.
  const head = REGISTRATION_HEAD.exec(context.trim().replace(ASIDE, ' '));
  if (head && !NOT_REGISTRATION.test(head[0])) return 4;
  if (NOT_REGISTRATION.test(context)) return 0;
  if (/^\W*(?:per[íi]odo\s+d[aeo]s?\s+)?inscri[çc](?:[ãa]o|[õo]es)\b/i.test(context.trim())) return 4;
  if (/inscri[çc][õo]es|per[íi]odo\s+de\s+inscri/i.test(context)) return 3;
  if (/inscri|cadastrar-se/i.test(context)) return 2;
  return 0;
}

// 'vista' as a word ('vista da prova'), not inside 'prevista' ('A aplicação da Prova Objetiva está prevista para o dia').
const NOT_THE_EXAM =
  /gabarito|resultado|recurso|divulga|loca(?:l|is)\b|cart[ãa]o|convoca|consulta|\bvista\b|imagem|notas?\b|classifica[çc][ãa]o|confirma[çc]|respostas|padr[ãa]o|pr[áa]tica|t[íi]tulos|inscri/i;

/**
 * A schedule row's footnote ('(*) Os horários e locais de aplicação das provas serão
 * disponibilizados no Cartão…') says how the event will be told, not what it is: dropped before
 * the row is judged.
 */
const ROW_NOTE = /\(\s*\*+\s*\)[\s\S]*$|(?:^|\s)(?:obs(?:erva[çc][ãa]o)?|nota)\s*[:.][\s\S]*$/i;

function examScore(raw: string): number {
  const context = raw.replace(ROW_NOTE, '');
  // A practical test is not the objective one, unless the row dates both ('REALIZAÇÃO DAS PROVAS (OBJETIVA – PRÁTICA TEÓRICA)').
  if (NOT_THE_EXAM.test(/objetiva/i.test(context) ? context.replace(/pr[áa]tic[ao]s?/giu, ' ') : context)) return 0;
  // A deadline for something the candidate does before the exam ('… atendimento especial para a
  // realização da prova objetiva deverá encaminhar até o dia 16 de março'), not the exam's day.
  if (/\bat[ée]\s+(?:o\s+dia|a\s+data\s+de)?\s*$/i.test(context)) return 0;
  let score = 0;
  if (/provas?\s+objetivas?|objetiva/i.test(context)) score += 3;
  else if (/\bprovas?\b|exame\s+de\s+conhecimentos/i.test(context)) score += 1;
  if (/aplica[çc]|aplicad|realiza[çc]|realizad|data\s+prov[áa]vel|data\s+d[ae]s?\s+provas?\b|ser[áa]\s+no\s+dia|ocorrer/i.test(context)) score += 2;
  return score >= 3 ? score : 0;
}

/** The best-scoring event (the first among equals), or null when none scores. */
function best(events: DateEvent[], score: (context: string, event: DateEvent) => number): DateEvent | null {
  let winner: { event: DateEvent; score: number } | null = null;
  for (const event of events) {
    const s = score(event.context, event);
    if (s > 0 && (!winner || s > winner.score)) winner = { event, score: s };
  }
  return winner?.event ?? null;
}

export interface EditalDates {
  inscricoesInicio: string | null;
  inscricoesFim: string | null;
  provaData: string | null;
}

/** A calendar's month heading, its year on the line or the next ('JANEIRO' / '2026', 'MARÇO DE 2026'). */
const MONTH_HEADING = /^(janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)(?:\s*(?:\/|de)?\s*(\d{4}))?$/i;
/** A calendar row under its month: its day or days first ('19 INÍCIO DAS INSCRIÇÕES', '19 a 23 Período …', '29'). */
const DAY_ROW = /^(\d{1,2})(?:\s*(a|e)\s*(\d{1,2}))?(?=\s|$)(.*)$/;

/**
 * A calendar grouped by month ('JANEIRO' / '2026' / '19 INÍCIO DAS INSCRIÇÕES' / '20 TÉRMINO DAS
 * INSCRIÇÕES' / 'MARÇO' / '2026' / '29' / 'REALIZAÇÃO DAS PROVAS') written as the dated lines the date
 * rules read ('20/02/2026 TÉRMINO DAS INSCRIÇÕES'); a day alone on its line takes the line after it.
 * Only a text with two or more month headings has such a calendar, and its rows end at an annex's
 * heading, a numbered clause, or ten lines without a row.
 */
export function withMonthSchedule(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((l) => MONTH_HEADING.test(l.trim())).length < 2) return text;
  let month = 0;
  let year = '';
  let sinceRow = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const heading = MONTH_HEADING.exec(line);
    if (heading) {
      sinceRow = 0;
      month = MONTHS[normalizeKey(heading[1]!)]!;
      year = heading[2] ?? '';
      const next = /^(\d{4})\b\s*(.*)$/.exec(lines[i + 1]?.trim() ?? '');
      if (!year && next) {
        year = next[1]!;
        lines[i + 1] = next[2]!;
      }
      continue;
    }
    // An annex's heading, a numbered clause or ten lines without a row end the calendar.
    if (/^anexo\b/i.test(line) || CLAUSE_LINE.test(line) || ++sinceRow > 10) month = 0;
    const row = month && year ? DAY_ROW.exec(line) : null;
    if (!row || Number(row[1]) > 31 || Number(row[3] ?? 1) > 31) continue;
    sinceRow = 0;
    const date = (day: string) => `${day.padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
    let rest = row[4]!.trim();
    if (!rest && lines[i + 1] !== undefined && !DAY_ROW.test(lines[i + 1]!.trim())) {
      rest = lines[i + 1]!.trim();
      lines[i + 1] = '';
    }
    lines[i] = `${date(row[1]!)}${row[3] ? ` ${row[2]} ${date(row[3])}` : ''} ${rest}`;
  }
  return lines.join('\n');
}

/** A schedule row that gives only the first or the last day of the registration ('INÍCIO DAS INSCRIÇÕES', 'Término das inscrições'). */
const REGISTRATION_OPENS = /^\W*(?:in[íi]cio|abertura)\s+d[aoe]s?\s+inscri[çc](?:[ãa]o|[õo]es)\W*$/i;
/** … and its last day alone ('Término das inscrições', 'Data limite para inscrição:', 'Último dia para inscrição e pagamento da taxa:'). */
const REGISTRATION_CLOSES =
  /^\W*(?:t[ée]rmino|encerramento|fim|[úu]ltimo\s+dia|data\s+limite|prazo\s+final)\s+(?:d[aoe]s?|para\s+(?:as?\s+)?)\s*inscri[çc](?:[ãa]o|[õo]es)(?:\s+e\s+(?:o\s+)?pagamento\s+d[ao]\s+(?:taxa|valor|boleto)(?:\s+de\s+inscri[çc][ãa]o)?)?\W*$/i;

/** The registration period (a range whose context is registration, schedule rows first) and the objective exam's first day. */
export function findEditalDates(text: string, ano: number | null, publicadoEm: string | null = null): EditalDates {
  const events = dateEvents(withMonthSchedule(text), ano);
  const period =
    best(events, (context, e) => (e.finish ? registrationScore(context) : 0)) ??
    // '…torna público que, no período de 10/03/2026 a 08/04/2026, estarão abertas as inscrições':
    // the period named before the words that say it is the registration's.
    best(events, (_, e) => (e.finish && REGISTRATION_AFTER.test(e.after) ? 1 : 0));
  // The exam comes after the registration opens: an earlier date is a law's ('Decreto n.º 9.508, de
  // 24/09/2018' beside 'a realização das provas') or a typo of the year ('17 de maio de 2025' in an
  // edital whose registration opens in 2026).
  // Without a period, the day the edital came out, or the first of its year.
  // No one sits an exam before the registration closes: its last day is the floor when it is known.
  const notBefore = period?.finish ?? publicadoEm ?? (ano ? `${ano}-01-01` : null);
  const exam = best(events, (context, e) => (notBefore && e.start < notBefore ? 0 : examScore(context)));
  // A schedule that dates the registration's first day and its last on rows of their own.
  const closes = period ? null : events.find((e) => !e.finish && REGISTRATION_CLOSES.test(e.context));
  const opens = closes ? events.find((e) => !e.finish && REGISTRATION_OPENS.test(e.context) && e.start <= closes.start) : null;
  return {
    inscricoesInicio: period?.start ?? opens?.start ?? null,
    inscricoesFim: period?.finish ?? closes?.start ?? null,
    provaData: exam?.start ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Education levels

/** A sentence that states what a position requires (and not, say, what the títulos are worth). */
// A cell of a requirements column opens with the course itself ('Graduação em Enfermagem e registro profissional.');
// a table's field names the title asked ('Titulação Doutorado na área de Direito').
// … and so does a level stated as complete, a cell's first clause ('Saúde Nível Médio completo, curso de Técnico em Enfermagem.', after the
// row's place), not a sentence that goes on ('O candidato ao cargo de Nível Superior Completo terá 03 (três) horas …').
// A numbered item naming a position and its level after a colon ('4 .2- Psicólogo: Curso Superior Completo na área pretendida.';
// '4. 5 - Auxiliar Administrativo: Ensino Médio .', whose '4.' the sentences split off).
const REQUIREMENT =
  /requisito|escolaridade|diploma|\bn[íi]vel\s+(?:m[ée]dio|fundamental|superior)\s+(?:completo|incompleto)\s*[,.;]|certificado|\bgraduad[oa]\s+em\b|conclus[ãa]o\s+d[eo]|\bter\s+conclu[íi]do\b|portadores?\s+de|habilita[çc][ãa]o|habilitad[oa]s?\s*:|forma[çc][ãa]o\s+(?:exigida|m[íi]nima|necess[áa]ria)|exig|^\W*(?:ou\W+)?(?:\d{1,2}\)\s*)?(?:gradua[çc][ãa]o|licenciatura|bacharelado)\s+(?:plena\s+)?(?:em|na|no)\b|\btitula[çc][ãa]o\s*(?:exigida|m[íi]nima|requerida)?\s*:?\s*(?:gradua|especializa|mestrado|doutorado|p[óo]s)|(?:gradua[çc][ãa]o|licenciatura|bacharelado)\s+(?:plena\s+)?em\s+[^.;]{3,60}?,?\s+(?:com\s+)?registro\s+n[oa]\s+(?:conselho|[óo]rg[ãa]o|respectivo|[A-Z]{3,})|^\W*\d{1,2}(?:(?:\s?\.\s?\d{1,2}){1,2}\s*[-–.]?|\s*[-–])\s*[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ()/]{2,60}:\s*(?:curso|ensino|n[íi]vel)\s+(?:superior|m[ée]dio|fundamental|t[ée]cnico)\b/i;
// '(se houver)': a document the candidate may add ('Diplomas de pós-graduação (se houver)') is not a requirement.
// 'Caso o candidato ainda não possua o diploma de mestrado, poderá apresentar o histórico escolar': a proof's stand-in.
// A pay table by title ('Retribuição por Titulação … Especialização R$ 1.211,30 … Doutorado …') lists what
// a title adds to the pay, not what the position asks for; nor do the rules for diplomas 'expedidos no
// exterior' or 'concluídos no exterior' (their revalidation), a rule that 'não se aplica' to some
// certificate, the boxes of an application form ('( ) Médio ( ) Pós-graduação'), or a titles table's
// row ('B Diploma de curso de pós-graduação em nível de mestrado (título de mestre)'), or its scores
// ('1.5. Curso Superior Graduação (Bacharelado, Licenciatura ou Tecnólogo) 10,0 5,0', '… concluída 1,0 (máximo 10,0)').
// Nor is an optional document ('ITEM FACULTATIVO: … Pós Graduação …, caso o concorrente possua a titulação'), what
// 'não será objeto de avaliação', how proofs are issued ('Os comprovantes de conclusão de graduação e pós-graduação
// … deverão ser expedidos por instituição oficial'), or a titles table's 'VALOR UNITÁRIO' as a scan spaced it ('UNIT Ã RIO').
// Nor is a titles clause that gives a title its points after a colon, the word 'pontos' after them or on the next line
// ('5.3.3 diploma ou certificado de conclusão de pós-graduação em nível de doutorado: 3' / 'pontos(máximo)', the scan's
// 'p o ntos(máximo)' as withWordsRejoined joins it).
const NOT_REQUIREMENT =
  /se\s+houver|caso\s+o\s+(?:candidat|concorrente|interessad)|facultativ|n[ãa]o\s+ser[áa]\s+objeto\s+de\s+avalia|dever[ãa]o\s+ser\s+expedid|^\W*(?:\d+(?:\.\d+)*\.?\s*[-–]?\s*)?(?:os\s+)?comprovantes\s+d[eo]\b|hist[óo]rico\s+escolar|pontos?\b|pontua[çc]|t[íi]tulos\b|valor\s+(?:unit[áa]rio|m[áa]ximo)|\bunit\s[ÁÃA]\s?RIO\b|experi[êe]ncia|exerc[íi]cio\s+(?:de\s+)?(?:atividade|profissional)|laudo|profissional\s+de\s+sa[úu]de|\d+,\d{2}\s+\d+,\d{2}|\b\d{1,3},\d\s+\(?(?:m[áa]ximo\s+)?\d{1,3},\d\b|retribui[çc][ãa]o\s+por\s+titula[çc][ãa]o|expedid[oa]s\s+no\s+exterior|conclu[íi]d[oa]\s+no\s+exterior|revalida(?:[çc][ãa]o|d[oa])|n[ãa]o\s+se\s+aplica|\(\s*\)[^(]*\(\s*\)|\(t[íi]tulo\s+de\s+(?:mestre|doutor)\)|\b(?:realizar|frequentar|cursar)\s+(?:o\s+|os\s+)?cursos?\s+de\s+(?:especializa|p[óo]s)|processos?\s+seletivos?\s+(?:para\s+|a)os?\s+cursos?\s+de\s+especializa|(?:p[óo]s[\s-]*gradua[çc][ãa]o|especializa[çc][ãa]o)\s+(?:quando\s+)?(?:exigid[oa]|requerid[oa])(?:\s+para\s+(?:a\s+fun[çc][ãa]o|o\s+cargo|o\s+emprego))?\s*[,;.)]|(?:p[óo]s[\s-]*gradua|mestrado|doutorado|especializa[çc][ãa]o)[^:;]{0,80}:\s*\d{1,2}(?:[,.]\d{1,2})?\s*(?:pont|\(|$)/i;

const LEVEL_CUES: { nivel: Nivel; anywhere: RegExp; inRequirement: RegExp }[] = [
  {
    nivel: 'Pós_Graduação',
    anywhere: /n[íi]vel\s+(?:de\s+)?p[óo]s[\s-]*gradua/i,
    // 'Graduado em Filosofia e, no mínimo, Doutor em Filosofia': the title's holder, as the degree.
    inRequirement: /p[óo]s[\s-]*gradua|especializa[çc][ãa]o|resid[êe]ncia\s+(?:m[ée]dica|em\s+\p{L}+)|t[íi]tulo\s+de\s+especialista|mestrado|doutorado|\bno\s+m[íi]nimo,?\s+(?:doutor|mestre|especialista)\b/iu,
  },
  {
    nivel: 'Ensino_Superior',
    anywhere: /n[íi]vel\s+superior|(?:ensino|curso)\s+superior\s+(?:completo|incompleto)|n[íi]vel\s+de\s+classifica[çc][ãa]o\s+["“]?E\b/i,
    inRequirement: /curso\s+(?:de\s+)?(?:n[íi]vel\s+)?superior|\bn[íi]vel\s+superior\s+(?:completo|em)\b|(?:curso|diploma|certificado)\s+de\s+gradua[çc][ãa]o|gradua[çc][ãa]o\s+(?:em|na\s+[áa]rea|no\s+curso)\b|licenciatura|bacharel|normal\s+superior|tecn[óo]logo/i,
  },
  {
    nivel: 'Ensino_Técnico',
    // A level cell 'Médio Técnico' ('Técnico de Enfermagem Médio Técnico 32,5 h 80 72 08').
    // A heading 'ENSINO MÉDIO COMPLETO - TÉCNICO'.
    // A requirement in a table's cell ('Ensino médio completo, curso técnico em enfermagem e registro no conselho de classe').
    anywhere: /n[íi]vel\s+(?:m[ée]dio\s*(?:[/-]|\be\b)\s*)?t[ée]cnico|ensino\s+m[ée]dio\s+t[ée]cnico|\bm[ée]dio\s+t[ée]cnico\b|ensino\s+m[ée]dio\s+completo\s*[-–—/]\s*t[ée]cnico\b|ensino\s+m[ée]dio\s+completo\s*(?:,|\be\b|\+|com)\s*(?:o\s+)?curso\s+t[ée]cnico\b/i,
    // '… de conclusão de curso de nível médio – Técnico de Enfermagem', '… habilitação … de nível técnico em Laboratório',
    // 'Ensino médio profissionalizante com título de Técnico em Análises Clínicas', '… curso de nível médio
    // profissionalizante na área de Edificações, conforme definido no Catálogo Nacional de Cursos Técnicos'.
    inRequirement: /curso\s+(?:de\s+)?(?:educa[çc][ãa]o\s+profissional\s+)?t[ée]cnico|forma[çc][ãa]o\s+espec[íi]fica\s*\(\s*habilita[çc][ãa]o\s+plena\b|n[íi]vel\s+(?:m[ée]dio\s*[-–—]\s*)?t[ée]cnico\s+(?:de|em)\b|(?:ensino|curso\s+de\s+n[íi]vel)\s+m[ée]dio\s+profissionalizante|cat[áa]logo\s+nacional\s+de\s+cursos\s+t[ée]cnicos|t[íi]tulo\s+de\s+t[ée]cnico\s+em\b|t[ée]cnico\s+(?:de\s+n[íi]vel\s+m[ée]dio|em\s+\p{L}+\s+\p{L}*\s*(?:completo|reconhecido))/iu,
  },
  {
    nivel: 'Ensino_Médio',
    // 'cargos de nível médio/técnico' names technical positions, and so does a cell 'Nível Médio e' / 'Técnico'.
    anywhere: /n[íi]vel\s+m[ée]dio(?!\s*(?:[/-]\s*t[ée]cnico|e\s*(?:t[ée]cnico|$)))|(?:ensino|curso)\s+m[ée]dio\s+(?:completo|incompleto)(?!\s*[-–—/]\s*t[ée]cnico)|2[ºo°]\s*grau\s+completo/i,
    // 'ter concluído, até o ato da matrícula, curso do Ensino Médio ou equivalente'.
    // 'Auxiliar Administrativo: Ensino Médio .': the level alone after a position's colon.
    inRequirement: /(?:curso|conclus[ãa]o)\s+(?:d[eo]\s+)?(?:ensino\s+|n[íi]vel\s+)?m[ée]dio|^\W*m[ée]dio\s+completo\b|curso\s+normal\s+(?:de\s+)?n[íi]vel\s+m[ée]dio|curso\s+p\s?e\s?dag[óo]gico\s+normal\b|(?:curso|forma[çc][ãa]o|habilita[çc][ãa]o)\s+(?:em\s+|de\s+|no\s+)?magist[ée]rio\b|ensino\s+m[ée]dio\s+(?:completo|ou\s+equivalente)|(?:certificado|diploma)\s+d[eo]\s+(?:ensino|n[íi]vel)\s+m[ée]dio|\bconclu[íi]d[oa]\b[^.;]{0,60}?\bensino\s+m[ée]dio\b|:\s*ensino\s+m[ée]dio\s*(?:[.;]|$)/i,
  },
  {
    nivel: 'Ensino_Fundamental',
    anywhere: /n[íi]vel\s+fundamental|(?:ensino|curso)\s+fundamental\s+(?:completo|incompleto)/i,
    inRequirement: /(?:curso|conclus[ãa]o)\s+(?:d[eo]\s+)?(?:ensino\s+)?fundamental|ensino\s+fundamental\s+ou\s+equivalente|(?:certificado|diploma)\s+d[eo]\s+(?:ensino|n[íi]vel)\s+fundamental|\bconclu[íi]d[oa]\b[^.;]{0,60}?\bensino\s+fundamental\b|ensino\s+fundamental\s+(?:in)?completo|\bler\s+e\s+escrever/i,
  },
];

const ORDER: Nivel[] = ['Pós_Graduação', 'Ensino_Superior', 'Ensino_Técnico', 'Ensino_Médio', 'Ensino_Fundamental'];

const TITULOS_HEADING =
  /^(?:(\d+(?:\.\d+)*)\.?\s*[-–.]?\s*|([IVX][IVXli]{0,4})\s*[-–.]\s*)?(?:cap[íi]tulo\s+\w+\s*[-–.]?\s*)?(?:\d+ª\s+etapa\s*[-–]\s*)?(?:d[aoe]s?\s+)?(?:(?:avalia[çc][ãa]o|prova|pontua[çc][ãa]o|an[áa]lise)\s+d[eoa]s?\s+){1,2}(?:documenta[çc][ãa]o\s+e\s+)?t[íi]tulos?(?:\s*[-–]?\s*\(\s*\p{Lu}{1,4}\s*\))?\s*[.:]?$/iu;
/**
 * A scoring form's heading ('FICHA PARA PONTUAÇÃO DA PROVA DE TÍTULOS', 'ANEXO VII- TAB ELA D E PONTUAÇÃO DO CURRÍCULO'
 * with the OCR's words split): an annex's runs to the next annex. An entry of a list of annexes ('Anexo I - Da Pontuação do
 * Barema;') heads nothing.
 */
const SCORE_FORM_HEADING = /^(?:(anexo)\b.{0,25}?|(?:ficha|tabela|quadro|grade|planilha)\b.{0,12}?)pontua[çc][ãa]o\b/iu;
/** A section headed by a Roman numeral, as a scan may read it ('IV - DA CLASSIFICAÇÃO', 'Ili - DA PONTUAÇÃO …' for 'III'). */
const ROMAN_SECTION = /^[IVX][IVXli]{0,4}\s*[-–.]\s+\p{Lu}/u;
/** A numbered item's start ('12.4.1 Os', '13. DA', '8 - DAS'): a number followed by a capital, not a wrapped line's '9 deste'. */
const NUMBERED = /^(\d+(?:\.\d+)*)\.?\s*[-–]?\s+(?=\p{Lu})/u;

/** '7.1.5' after '7.1.4' → 1; '9' after '12' → -1 (compared as version numbers). */
function compareNumbers(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * The text without its títulos sections ('12. DA AVALIAÇÃO DOS TÍTULOS', '7.1.4 - 3ª Etapa - Prova
 * de Títulos', 'DA PROVA DE TÍTULOS'): what a doctorate is worth in points is not what a position
 * requires. A section ends at the first numbered item after its own number and sub-items (an
 * unnumbered heading takes the number of its first item's parent) or at an annex.
 */
export function withoutTitulos(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  let prefix: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const heading = TITULOS_HEADING.exec(line);
    const form = heading || line.length > 120 || /[;,]$/.test(line) ? null : SCORE_FORM_HEADING.exec(line);
    if (form) {
      prefix = form[1] ? '' : (lines.slice(i + 1, i + 6).map((l) => NUMBERED.exec(l.trim())?.[1]).find(Boolean) ?? '');
      continue;
    }
    if (heading?.[2] !== undefined) {
      // 'III - DA PONTUAÇÃO DA AVALIAÇÃO DE TÍTULOS' runs to the next Roman-numbered section.
      prefix = 'roman';
      continue;
    }
    if (heading) {
      const next = lines.slice(i + 1, i + 6).map((l) => NUMBERED.exec(l.trim())?.[1]).find(Boolean);
      // '8.0 - DA PROVA DE TÍTULO' heads '8.1', '8.2' …; a scan's '111' is a Roman 'III', its items numbered '3.1' ….
      const own = heading[1] !== undefined && !/^1{2,4}$/u.test(heading[1]) ? heading[1].replace(/\.0$/u, '') : undefined;
      prefix = own ?? (next ? next.split('.').slice(0, -1).join('.') || next : '');
      continue;
    }
    if (prefix === 'roman') {
      if (!ROMAN_SECTION.test(line) && !/^anexo\b/i.test(line)) continue;
      prefix = null;
    } else if (prefix !== null) {
      const number = NUMBERED.exec(line)?.[1];
      const after = number !== undefined && prefix !== '' && !number.startsWith(`${prefix}.`) && compareNumbers(number, prefix) > 0;
      if (!after && !/^anexo\b/i.test(line)) continue;
      prefix = null;
    }
    kept.push(lines[i]!);
  }
  return kept.join('\n');
}

/**
 * The levels the positions require, read sentence by sentence: 'nível médio' / 'nível superior'
 * anywhere, and in a requirement sentence ('Requisito Básico: diploma de … graduação em …') the
 * highest level it asks for, so 'graduação em Medicina … e especialização' is one post-graduate
 * requirement, not two levels. The títulos sections and sentences about points, medical reports
 * or experience are left out.
 */
/**
 * The syllabus ('Conteúdo Programático:' up to the next annex): subjects of the exam, where words
 * such as 'pós-graduação' or 'especialização' name topics, not requirements.
 */
export function withoutSyllabus(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  let inSyllabus = false;
  for (const line of lines) {
    // An entry of the list of annexes ('Anexo III – Conteúdo Programático para estudo;') opens no syllabus.
    if (/^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:ANEXO\s+[IVX]+\s*[-–—:]?\s*)?conte[úu]dos?\s+program[áa]ticos?\b[^.;,]{0,40}:?\s*$/i.test(line)) inSyllabus = true;
    else if (/^\s*ANEXO\s+[IVX]+\b/i.test(line)) inSyllabus = false;
    if (!inSyllabus) kept.push(line);
  }
  return kept.join('\n');
}

const PROOF_LIST =
  /(?:comprova[çc][ãa]o|comprovar)[^.]{0,160}(?:ser(?:[ãa]o|[áa])\s+aceit[oa]s?|aceitar-se-[ãa]o|seguintes\s+documentos)|seguintes\s+documentos\s+(?:comprobat[óo]rios|ser[ãa]o\s+aceitos)|ser[ãa]o\s+aceit[oa]s\s+(?:como\s+)?(?:os\s+seguintes\s+)?documentos|(?:exigid[oa]s|apresentar|apresenta[çc][ãa]o|enviar|encaminhar|anexar)[^.]{0,160}seguintes\s+documentos|documentos\s+(?:exigidos|necess[áa]rios)(?:\s+(?:para|no\s+ato\s+d)[^.:]{0,40})?:|documentos\s+(?:para|de)\s+(?:a\s+)?inscri[çc][ãa]o\s*:|(?:enviar|encaminhar|apresentar|anexar)[^.]{0,100}\bos\s+documentos\s+a\s+seguir/i;

/**
 * The text without the lines a PDF repeats at the top or foot of its pages (the body's name, the
 * concurso's, 'Página 91 | 30'): a page break inside a position's requirements would otherwise split
 * them. Pages are joined by a blank line. A running head is a line (digits aside) found four or more
 * times among the first five or last two lines of a page, nearly always there (a requirement repeated
 * for every position is only now and then at a page's edge) and about once a page (a table's
 * repeated cells are close together).
 */
export function withoutRunningHeads(text: string): string {
  const lines = text.split('\n');
  const key = (line: string) => line.trim().replace(/\d+/g, '#');
  const blank = (i: number) => i < 0 || i >= lines.length || lines[i]!.trim() === '';
  const atEdge = (i: number) => [1, 2, 3, 4, 5].some((d) => blank(i - d)) || [1, 2].some((d) => blank(i + d));
  const seen = new Map<string, { all: number; edge: number[] }>();
  lines.forEach((line, i) => {
    if (line.trim().length < 3 || line.length > 120) return;
    const entry = seen.get(key(line)) ?? { all: 0, edge: [] };
    entry.all++;
    if (atEdge(i)) entry.edge.push(i);
    seen.set(key(line), entry);
  });
  const apart = (at: number[]) => at.filter((i, n) => n > 0 && i - at[n - 1]! >= PAGE_LINES).length >= 0.75 * (at.length - 1);
  const heads = new Set([...seen].filter(([, e]) => e.edge.length >= 4 && e.edge.length >= 0.8 * e.all && apart(e.edge)).map(([k]) => k));
  const pageNumber = /^\s*p[áa]gina\s+\d+(?:\s*(?:\||de|\/)\s*\d+)?\s*$/i;
  return lines.filter((line, i) => !(atEdge(i) && (heads.has(key(line)) || pageNumber.test(line)))).join('\n');
}
/** Fewer lines than any page of an edital carries. */
const PAGE_LINES = 20;

const REQUIREMENT_HEADING = /\brequisitos?\b[^:.;]{0,40}:/i;
// An item a requirement goes on with: a bullet, a further document ('…; Certificado de conclusão de curso Técnico …'),
// or the title asked with the courses before it ('Licenciatura em Letras …; Doutorado em Letras …').
const REQUIREMENT_ITEM = /^\s*(?:[-–•●▪◦]\s|(?:certificad|diploma|curso|registro|conclus|habilita|mestrado|doutorado)\p{L}*\b)/iu;
// A bullet naming its own position ('- Enfermeiro: graduação …') starts another position's requirement.
const NAMED_ITEM = /^\s*[-–•●▪◦]\s*[\p{L} ]{2,40}:/u;

/**
 * A position's requirements listed as items under one heading ('Requisito de Ingresso: - Certificado
 * … de ensino médio …; - Certificado de conclusão de curso Técnico em …'), or as documents one after
 * the other ('Técnico em Análises Clínicas: Certificado … de ensino médio …; Certificado de conclusão de
 * curso Técnico …'), are all asked together: the items after the first join its sentence, so the
 * position's level is read from all of them.
 */
function withRequirementItems(sentences: string[], sentence: string): string[] {
  const previous = sentences[sentences.length - 1];
  const item = /^\s*[-–•●▪◦]\s/.test(sentence) ? REQUIREMENT_HEADING : REQUIREMENT;
  if (previous !== undefined && /;\s*$/.test(previous) && item.test(previous) && REQUIREMENT_ITEM.test(sentence) && !NAMED_ITEM.test(sentence)) {
    sentences[sentences.length - 1] = `${previous} ${sentence}`;
  } else sentences.push(sentence);
  return sentences;
}

/** ORDER's index of the highest of the levels (the smaller, the higher). */
const topOf = (levels: Nivel[]) => Math.min(...levels.map((l) => ORDER.indexOf(l)));

/** The levels a requirement's words name ('graduação em', 'curso técnico', …), unreduced. */
function levelsNamedIn(requirement: string): Nivel[] {
  return LEVEL_CUES.filter((cue) => cue.inRequirement.test(requirement)).map((cue) => cue.nivel);
}

/** The levels one requirement (no alternatives in it) names, reduced to the level it asks for. */
function oneRequirementLevels(requirement: string): Nivel[] {
  const levels = levelsNamedIn(requirement);
  // Graduação plus specialisation is one requirement: the higher one.
  if (levels.includes('Pós_Graduação') && levels.includes('Ensino_Superior')) levels.splice(levels.indexOf('Ensino_Superior'), 1);
  // Ensino médio and a technical course together are the technical course ('Certificado de conclusão de
  // ensino médio e certificado de curso técnico em Enfermagem').
  if (levels.includes('Ensino_Técnico') && levels.includes('Ensino_Médio')) levels.splice(levels.indexOf('Ensino_Médio'), 1);
  // A graduate course and a technical one together ('Qualquer curso superior … e curso Técnico de Enfermagem'): the graduate course.
  if (levels.includes('Ensino_Superior') && levels.includes('Ensino_Técnico')) levels.splice(levels.indexOf('Ensino_Técnico'), 1);
  // Elementary school and a 'curso técnico' ('Ensino Fundamental Incompleto e carteira … com Curso técnico para Operador de
  // Máquinas'): a training course, not the technical level, which secondary school comes before.
  if (levels.includes('Ensino_Fundamental') && levels.includes('Ensino_Técnico')) levels.splice(levels.indexOf('Ensino_Técnico'), 1);
  return levels;
}

/**
 * The level a requirement sentence asks for. Its alternatives ('graduação em TI ou graduação em
 * qualquer formação acrescido de pós-graduação', 'ensino médio completo ou curso técnico',
 * 'Bacharelado ou Pós-Graduação') are weighed apart and the lowest is what the position asks for;
 * a part naming no level ('Certificado ou diploma …') belongs to the alternative after it.
 */
function requirementLevels(sentence: string): Nivel[] {
  // 'DOUTORADO em Linguística ou Letras …; E GRADUAÇÃO em Letras': requirements asked together, each with its own
  // alternatives; the highest of them is the level.
  const together = sentence.split(/[;.]\s*E\s+(?=\p{Lu}{3})/u);
  if (together.length > 1) {
    const read = together.map(requirementLevels).filter((levels) => levels.length > 0);
    if (read.length) return read.reduce((highest, levels) => (topOf(levels) < topOf(highest) ? levels : highest));
  }
  // 'Bacharelado ou Pós-Graduação', '(graduação ou pós-graduação)': a graduate course is enough.
  if (/(?:gradua[çc][ãa]o|bacharel\p{L}*|licenciatura|superior)\)?(?:\s+n[ao]\s+[áa]rea)?\s+(?:e\/)?ou\s+(?:de\s+)?p[óo]s[\s-]*gradua/iu.test(sentence)) {
    const levels = levelsNamedIn(sentence);
    if (levels.includes('Pós_Graduação')) return ['Ensino_Superior', ...levels.filter((l) => l !== 'Pós_Graduação' && l !== 'Ensino_Superior')];
  }
  // '(Licenciatura em Teatro ou … ou Licenciatura em Artes) e Doutorado em Artes', 'Formação: … ou …
  // E Titulação: Doutorado em …': a master's or doctorate asked after the alternatives is asked of them all.
  const stricto = STRICTO_ADDED.exec(sentence);
  if (stricto && /\s+ou\s+/i.test(sentence.slice(0, stricto.index))) return ['Pós_Graduação'];
  const alternatives: string[] = [];
  let pending = '';
  // 'Educação,ou certificado …': a comma with no space still opens the next alternative.
  // 'Doutorado em Medicina ou áreas afins', '… ou na área de Ciência de Alimentos': the field's neighbours, not another course.
  // 'DOUTORADO em Música; E GRADUAÇÃO em Música (Bacharelado ou Licenciatura)': courses of one level in parentheses are one.
  for (const part of withOneLevelParentheses(sentence).split(/(?:\s+|,\s*)ou\s+(?!(?:em\s+|n?as?\s+)?(?:[áa]reas?\s+)?(?:afins|correlatas)\b|n[ao]\s+[áa]rea\s+de\b)/i)) {
    pending = pending ? `${pending} ou ${part}` : part;
    if (!oneRequirementLevels(pending).length) continue;
    // '… graduação em arquitetura, com registro no CAU, ou engenharia, …, e curso de pós-graduação em
    // segurança no trabalho': a course added at the end, in a part naming no course of its own, is
    // asked of the alternative before it.
    if (alternatives.length && isAddedCourse(pending)) alternatives[alternatives.length - 1] += ` ou ${pending}`;
    else alternatives.push(pending);
    pending = '';
  }
  if (pending && alternatives.length) alternatives[alternatives.length - 1] += ` ou ${pending}`;
  const read = alternatives.map(oneRequirementLevels);
  if (read.length === 0) return [];
  return read.reduce((lowest, levels) => (topOf(levels) > topOf(lowest) ? levels : lowest));
}

/** The alternatives in a parenthesis joined ('(Bacharelado / Licenciatura)') when they name the same levels. */
function withOneLevelParentheses(sentence: string): string {
  return sentence.replace(/\(([^()]*)\)/g, (whole, inner: string) => {
    const sides = inner.split(/\s+ou\s+/i);
    return sides.length > 1 && new Set(sides.map((side) => levelsNamedIn(side).join())).size === 1 ? whole.replace(/\s+ou\s+/gi, ' / ') : whole;
  });
}

const STRICTO_ADDED = /(?:\be|E)\s*titula[çc][ãa]o\s*:?\s*(?:mestrado|doutorado)|(?:\be|;)\s+(?:t[íi]tulo\s+de\s+)?(?:mestrado|doutorado)\b/i;

/** A part of a requirement that only adds a post-graduate course to the course named before it. */
function isAddedCourse(part: string): boolean {
  const ownCourse = levelsNamedIn(part.replace(/p[óo]s[\s-]*gradua[çc][ãa]o/gi, '')).includes('Ensino_Superior') || /qualquer\s+(?:forma[çc][ãa]o|[áa]rea|curso)/i.test(part);
  return !ownCourse && ADDED_COURSE.test(part);
}
const ADDED_COURSE = /(?:\be|acrescid[oa]\s+de|\bcom)\s+(?:o\s+)?(?:curso\s+de\s+|t[íi]tulo\s+de\s+)?(?:p[óo]s[\s-]*gradua|especializa|resid[êe]ncia|mestrado|doutorado)/i;

/** A sentence that opens with a graduate course ('Licenciatura Plena em Pedagogia …', 'Normal Superior com …'). */
const OWN_COURSE = /^\W*(?:gradua[çc][ãa]o|licenciatura|bacharelado|normal\s+superior|curso\s+superior)\b/i;

/** The line breaks kept when a text is joined into sentences: before a numbered or lettered item, a label, a requirement's field (or the desired profile after it). */
const KEPT_LINE_STARTS = /\n(?!\s*(?:\d+(?:\.\d+)*\.?\s|(?:[a-zA-Z]|\d{1,2})\)\s|\p{Lu}[\p{Lu}\s/]{3,}:|(?:Titula[çc][ãa]o|Requisitos?|Escolaridade|Perfil)\b))/gu;
const KEPT_LINE_STARTS_IN_CAPITALS = /\n(?!\s*(?:\d+(?:\.\d+)*\.?\s|(?:[a-zA-Z]|\d{1,2})\)\s|(?:Titula[çc][ãa]o|Requisitos?|Escolaridade|Perfil)\b))/giu;

/**
 * A requirement field's next sentence that asks for a title ('Titulação Graduação em Nutrição para atender à
 * Lei n° 8234. Doutorado na área de Nutrição …') asks it on top of the course before it: one requirement.
 */
function withTitleAdded(text: string): string {
  return text.replace(/^((?:Titula[çc][ãa]o|Requisitos?|Escolaridade|Forma[çc][ãa]o)\b[^\n]*?)\.\s+(?=(?:Mestrado|Doutorado|Especializa[çc][ãa]o|Resid[êe]ncia)\b)/gmu, '$1 e ');
}

/** An internship's call for students ('estudantes regularmente matriculados … em instituições de educação superior …; de educação profissional …'). */
const STUDENTS_ENROLLED = /estudantes\s+(?:que\s+estejam\s+)?regularmente\s+matriculad[oa]s[^.]{0,400}/giu;
const STUDENT_LEVELS: [RegExp, Nivel][] = [
  [/(?:educa[çc][ãa]o|ensino)\s+superior/i, 'Ensino_Superior'],
  [/educa[çc][ãa]o\s+profissional|ensino\s+t[ée]cnico/i, 'Ensino_Técnico'],
  [/ensino\s+m[ée]dio/i, 'Ensino_Médio'],
];

/** A course of an internship that names its level: a technical course, a post-graduate one, secondary school or its teacher's course. */
const COURSE_LEVELS: [RegExp, Nivel][] = [
  [/^t[ée]cnic/i, 'Ensino_Técnico'],
  [/^p[óo]s[\s-]*gradua/i, 'Pós_Graduação'],
  [/^(?:ensino\s+m[ée]dio|normal\b|magist[ée]rio)/i, 'Ensino_Médio'],
];

/**
 * The levels of the students an internship takes, as its call for them names the schools' levels (the Lei 11.788 wording),
 * and as its courses do ('Técnico em Contabilidade', 'Pós Graduação em Educação', 'Normal/Magistério', 'Direito').
 */
function internshipLevels(text: string): Nivel[] {
  // Not the students a concurso's fee exemption names.
  if (!isInternship(text)) return [];
  const levels = new Set<Nivel>();
  for (const m of text.matchAll(STUDENTS_ENROLLED)) for (const [cue, level] of STUDENT_LEVELS) if (cue.test(m[0])) levels.add(level);
  // Any other course ('Direito', 'Licenciatura em Artes') is a graduate's.
  for (const { nome } of internshipCourses(text)?.cargos ?? []) levels.add(COURSE_LEVELS.find(([cue]) => cue.test(nome))?.[1] ?? 'Ensino_Superior');
  return [...levels];
}

/**
 * A short line ending in a percentage: a row of a table of what a schooling adds to the pay ('Ensino fundamental completo 10%',
 * 'Curso de graduação completo 25%', the federal Incentivo à Qualificação), not a level a position asks for.
 */
const PERCENT_ROW = /^[^\S\n]*(?:\S+[^\S\n]+){0,9}\S*\d{1,3}(?:,\d+)?[^\S\n]*%[^\S\n]*$/gmu;

function withoutPercentRows(text: string): string {
  return text.replace(PERCENT_ROW, '');
}

export function findNiveis(text: string, inCapitals = mostlyCapitals(text.slice(0, 20_000))): Nivel[] {
  const found = new Set<Nivel>(internshipLevels(text));
  const headed = new Set<Nivel>();
  const mentioned = new Set<Nivel>();
  // 'Graduação em Pedagogia; ouGraduação em Pedagogia, com Mestrado': an 'ou' glued to the next alternative (a cell's
  // markup dropped without a space) still opens it.
  const body = withLevelListsSpelled(withoutOptionalTitles(withoutTitulos(withoutSyllabus(withoutPercentRows(text))))).replace(/(?<![\p{L}\d])ou(?=\p{Lu}\p{Ll})/gu, 'ou ');
  // A heading on its own line ('ENSINO MÉDIO COMPLETO', 'NÍVEL SUPERIOR') groups positions by level;
  // a wrapped sentence's last words ('cargos de nível superior (cópia);') are no heading.
  for (const line of body.split('\n')) {
    // Nor is a line that runs on ('CURSO DE NÍVEL MÉDIO –' in an edital written in capitals).
    if (line.trim().split(/\s+/).length > 6 || !/^[^\p{L}]*\p{Lu}/u.test(line) || /(?:[;,–—-]|\s(?:d[aeo]s?|e|em|ou))\s*$/iu.test(line)) continue;
    for (const cue of LEVEL_CUES) if (cue.anywhere.test(line)) headed.add(cue.nivel);
  }
  // A line opening with a label in capitals ('REQUISITOS:') starts a sentence, unless every line is in capitals.
  const lineStarts = inCapitals ? KEPT_LINE_STARTS_IN_CAPITALS : KEPT_LINE_STARTS;
  const sentences = withoutRunningHeads(withTitleAdded(body))
    .replace(lineStarts, ' ')
    // '…: Graduação em Enfermagem; com Mestrado em Enfermagem.' is one requirement.
    // … and so is '…: ensino médio …; e' / '- Certificado de conclusão de curso Técnico em …'.
    .split(/(?<=\.)\s+|(?<=;)\s+(?!(?:com|e)\s)|\n/u)
    .reduce(withRequirementItems, []);
  // Requirements given as numbered alternatives ('1. Diploma de graduação …; ou' / '2. Diploma de
  // graduação … e curso de pós-graduação'): the lowest level of them is what the position asks for.
  let alternativeTo: Nivel[] | null = null;
  let courseBefore = false;
  let lastLevels: Nivel[] = [];
  let proofList = false;
  let proofClause: string | null = null;
  let requirementList = false;
  for (const sentence of sentences) {
    // 'ou' alone (split off after the alternative's ';') opens the next alternative.
    if (/^\s*ou\s*[:;,.]?\s*$/i.test(sentence)) {
      alternativeTo = lastLevels.length ? lastLevels : null;
      continue;
    }
    // The documents accepted as proof ('Para comprovação … serão aceitos os seguintes documentos:
    // a) Diploma … c) … Mestrado ou Doutorado') or asked at the appointment ('serão exigidos … os
    // seguintes documentos: … Certificado de Conclusão de Curso Técnico … para os cargos que…'):
    // what proves a title, not what a position requires.
    // The list runs to the next numbered clause (its items may share a line with a page header), its own
    // sub-items aside ('5.4 - Documentos para inscrição:' / '5.4.6. – Certificado de especialização, … pós-graduação').
    const clause = /^\s*(\d+(?:\.\d+)+)\.?(?:\s|$)/.exec(sentence)?.[1];
    if (clause !== undefined && !(proofClause !== null && clause.startsWith(`${proofClause}.`))) proofList = false;
    // An item's number split off on its own ('2.') leaves the alternative open.
    if (/^\s*(?:\d+(?:\.\d+)*\.?|[a-zA-Z]\))\s*$/.test(sentence)) continue;
    if (PROOF_LIST.test(sentence)) {
      proofList = true;
      proofClause = clause ?? /^\s*(\d+)/.exec(sentence)?.[1] ?? null;
    }
    if (proofList) continue;
    if (NOT_REQUIREMENT.test(sentence)) continue;
    const named = LEVEL_CUES.filter((cue) => cue.anywhere.test(sentence)).map((cue) => cue.nivel);
    // A level named in passing ('poderá se inscrever para um cargo de nível médio e um de nível
    // superior', a fee 'para os cargos de nível médio') counts only when no requirement names one.
    for (const level of named) mentioned.add(level);
    // An alternative may also open with its 'OU' ('- Graduação em X.' / 'OU' / '- Graduação em X e Mestrado …'),
    // or follow a graduate course's ';' with a graduate course of its own, no position named before it ('Licenciatura
    // em Psicopedagogia;' / 'Licenciatura Plena em Pedagogia com pós-graduação … em Psicopedagogia').
    const listedCourse = courseBefore && OWN_COURSE.test(sentence) && lastLevels.length ? lastLevels : null;
    courseBefore = /;\s*$/.test(sentence) && OWN_COURSE.test(sentence);
    const previous = alternativeTo ?? (/^\s*ou\b/i.test(sentence) && lastLevels.length ? lastLevels : null) ?? listedCourse;
    alternativeTo = null;
    lastLevels = [];
    // Bullets naming their positions under a requirements heading ('Requisitos: - Técnico: curso técnico …;
    // - Auxiliar: ensino médio completo.') are each a position's requirement.
    const listed: boolean = NAMED_ITEM.test(sentence) && requirementList;
    requirementList = listed || (REQUIREMENT_HEADING.test(sentence) && /^\s*[-–•●▪◦]\s|:\s*$|;\s*$/.test(sentence));
    if (!listed && !REQUIREMENT.test(sentence)) continue;
    const levels = requirementLevels(sentence);
    lastLevels = levels.length ? levels : named;
    if (/\bou\s*[:;,.]?\s*$/i.test(sentence) && lastLevels.length) alternativeTo = lastLevels;
    if (levels.length === 0) continue;
    // ORDER runs from the highest level: an alternative asking for more than the one before adds nothing.
    if (previous && topOf(levels) < topOf(previous)) {
      // The lowest alternative so far is what a further one is weighed against.
      lastLevels = previous;
      if (alternativeTo) alternativeTo = previous;
      continue;
    }
    for (const level of levels) found.add(level);
  }
  // Headings group positions coarsely: under 'Cargos de Ensino Médio Completo' an FCC or EBSERH edital
  // lists its technical positions. When the requirements name a technical course and never plain
  // secondary school, and no heading sets technical positions apart, the secondary-school heading
  // is theirs, not a level of its own.
  const headingOfTheTechnical = found.has('Ensino_Técnico') && !found.has('Ensino_Médio') && !headed.has('Ensino_Técnico');
  for (const level of headed) if (!(level === 'Ensino_Médio' && headingOfTheTechnical)) found.add(level);
  const levels = found.size ? found : mentioned;
  return ORDER.filter((n) => levels.has(n));
}

// ---------------------------------------------------------------------------------------------
// Positions named in the text, workload, links

const DECLARED = /^(?:\d+(?:\.\d+)*\s*[-–.]?\s*)?(?:d[aoe]\s+)?(?:cargo(?:\/especialidade)?|denomina[çc][ãa]o(?:\s+do\s+cargo)?|fun[çc][ãa]o|emprego)\s*:\s*(.{3,120})$/gimu;

/** A form's blank field after a label ('Função: Carga Horária:', 'Cargo: ________'): it names nothing. */
function blankField(value: string): boolean {
  return /:\s*$|_{3}/.test(value);
}

/** Positions declared one per line ('2.1 - Cargo: ENGENHEIRO DE SEGURANÇA DO TRABALHO', 'Denominação: ESCRITURÁRIO'). */
function declaredCargos(text: string): string[] {
  const names: string[] = [];
  let joined = -1;
  for (const m of text.matchAll(DECLARED)) {
    if (m.index === joined) continue;
    // A label in small letters is a wrapped sentence's word ('relação de' / 'emprego: elementos e caracterização.').
    if (blankField(m[1]!) || /^[^\p{L}]*\p{Ll}/u.test(m[0])) continue;
    // Not a dash before the name, nor the weekly hours after it ('Cargo: – SERVIÇOS DE LIMPEZA 44 HORAS SEMANAIS').
    let name = tidyName(m[1]!.trim().replace(/\s*[.;]$/, '').replace(/^[-–—]\s*/u, '').replace(/\s+\d{1,2}\s*(?:h|hs|horas)\s+semanais$/iu, ''));
    // 'CARGO: FISCAL DE DEFESA AGROPECUÁRIA' / 'FUNÇÃO: ENGENHEIRO AGRÔNOMO': one position, its function named after it.
    const role = /^\s*cargo\s*:/i.test(m[0]) ? /^\n(\s*fun[çc][ãa]o\s*:\s*(.{3,120}))$/imu.exec(text.slice(m.index + m[0].length)) : null;
    if (role && !blankField(role[2]!)) {
      name = `${name} – ${tidyName(role[2]!.replace(/\s*[.;]$/, ''))}`;
      joined = m.index + m[0].length + 1;
    }
    if (!names.some((n) => sameName(n, name))) names.push(name);
  }
  return names;
}

/** Two names of one position, case, accents and punctuation aside ('X – Y' and 'X, Y'). */
function sameName(a: string, b: string): boolean {
  const key = (name: string) => normalizeKey(name).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return key(a) === key(b);
}

/**
 * Positions numbered one per line, as Cebraspe and others head each position's section
 * ('CARGO 1: ANALISTA ADMINISTRATIVO', 'CARGO 2: ANALISTA AMBIENTAL – TEMA 1: …'): one per number,
 * named where it first appears.
 */
export function numberedCargos(text: string): string[] {
  const byNumber = new Map<number, string>();
  for (const m of text.matchAll(/^\s*cargo\s+(\d{1,3})\s*[:\-–]\s*(\S.{2,150})$/gimu)) {
    const n = Number(m[1]);
    if (!byNumber.has(n)) byNumber.set(n, tidyName(m[2]!.replace(/\s*[.;,]$/, '').replace(/\s+(?:e|de|da|do|das|dos|em)$/i, '')));
  }
  return [...byNumber.values()];
}

/**
 * A position's numbered heading under its clause's number, wherever the line breaks fell ('… 2.1.1 CARGO 1: ANALISTA EM
 * CIÊNCIA E TECNOLOGIA JÚNIOR – ESPECIALIDADE: COOPERAÇÃO INTERNACIONAL REQUISITO: diploma …'): the name in capitals runs to
 * the position's first field ('REQUISITO:', 'DESCRIÇÃO SUMÁRIA DAS ATIVIDADES:', 'REMUNERAÇÃO:') or its first word in small
 * letters; a specialty, area or theme is part of the name.
 */
const CLAUSED_POSITION =
  /(?<![\p{L}\d.])\d{1,2}(?:\.\d{1,2}){1,3}\.?[^\S\n]+CARGO[^\S\n]*(\d{1,3})[^\S\n]*:[^\S\n]*(\p{Lu}[^\p{Ll}]*?)(?=[^\S\n]+(?:PR[ÉE]-?)?(?:REQUISITOS?|DESCRI[ÇC][ÃA]O|ATRIBUI[ÇC][ÕO]ES|REMUNERA[ÇC][ÃA]O|VENCIMENTOS?|SAL[ÁA]RIO|JORNADA|CARGA\s+HOR[ÁA]RIA|ESCOLARIDADE|VAGAS|LOTA[ÇC][ÃA]O)\b[^\n:]{0,40}:|[^\S\n]+\p{Lu}?\p{Ll}|\s*$)/gmu;

/**
 * Positions numbered under their clauses, as Cebraspe writes an edital's positions section ('2.1.1 CARGO 1: …', '2.1.2
 * CARGO 2: …', '2.2.1 CARGO 3: …'), in a text whose line breaks are lost (a text layer saved as one line): one per number,
 * the numbers running from 1 with none missing, so a position cited elsewhere by its number is no list.
 */
export function clausedNumberedCargos(text: string): string[] {
  const byNumber = new Map<number, string>();
  for (const m of text.matchAll(CLAUSED_POSITION)) {
    const n = Number(m[1]);
    const name = m[2]!.replace(/[\s–-]+$/u, '');
    if (!byNumber.has(n) && name.length >= 3) byNumber.set(n, tidyName(name));
  }
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  if (numbers.length < 2 || numbers.some((n, i) => n !== i + 1)) return [];
  return numbers.map((n) => byNumber.get(n)!);
}

/** A numbered heading in capitals on its own line ('2.2.1. AGENTE ADMINISTRATIVO:'), with its number's parent ('2.2'). */
const SECTION_HEADING = /^[^\S\n]*((\d{1,2}(?:\.\d{1,2}){0,2})\.\d{1,2})\.?[^\S\n]+(\p{Lu}[^\p{Ll}\n]{2,100}?)[^\S\n]*:?[^\S\n]*$/gmu;
/** A position's own field, opening one of the lines just under its heading ('Vencimento: R$ 1.392,81', 'Requisitos: …'). */
const POSITION_FIELD = /^[^\S\n]*(?:[a-z]\)\s*)?(?:vencimento|remunera[çc][ãa]o|sal[áa]rio|subs[íi]dio|requisitos?|pr[ée]-?requisitos?|escolaridade|atribui[çc][õo]es|jornada|carga\s+hor[áa]ria|vagas)\b[^\n]{0,40}?:/imu;

/**
 * Positions described one to a numbered section, each headed by its name in capitals with its
 * pay, hours, requirements or duties on the lines under it ('2.2.1. AGENTE ADMINISTRATIVO:' /
 * 'Vencimento: R$ 1.392,81 …' / 'Jornada: 30h semanais.'): the sibling sections (one parent number)
 * that so describe a position, when at least two do. A section title ('2.3. DOS REQUISITOS BÁSICOS …') is none.
 */
export function sectionedCargos(text: string): string[] {
  const byParent = new Map<string, Map<string, string>>();
  for (const m of text.matchAll(SECTION_HEADING)) {
    const name = m[3]!.replace(/[\s.;,–-]+$/u, '');
    if (/^(?:D[AO]S?|NOS?|NAS?|AOS?|ANEXO|QUADRO|TABELA|CARGOS?)\b/u.test(name) || !/\p{Lu}{3}/u.test(name)) continue;
    // The next lines, past a page's running heads ('Página 9 de 50').
    const under = text.slice(m.index + m[0].length, m.index + m[0].length + 600).split('\n').slice(1, 8).join('\n');
    if (!POSITION_FIELD.test(under)) continue;
    const siblings = byParent.get(m[2]!) ?? new Map<string, string>();
    const nome = tidyName(name);
    if (!siblings.has(normalizeKey(nome))) siblings.set(normalizeKey(nome), nome);
    byParent.set(m[2]!, siblings);
  }
  const largest = [...byParent.values()].sort((a, b) => b.size - a.size)[0];
  return largest && largest.size >= 2 ? [...largest.values()] : [];
}

/** Each name once (the first spelling of those equal but for case and accents), in order. */
function distinctNames(names: string[]): string[] {
  const kept = new Map<string, string>();
  for (const nome of names) if (nome && !kept.has(normalizeKey(nome))) kept.set(normalizeKey(nome), nome);
  return [...kept.values()];
}

/**
 * Positions laid out as cards, each under the same header row repeated ('CARGO SALÁRIO CARGA
 * HORÁRIA' / 'FISCAL TERAPIA' / 'OCUPACIONAL' / 'R$ 4.438,35' …): the name is the lines in capitals
 * under each header, up to the first with a number or an amount. A header names the pay, the hours
 * or the requirements. Each distinct name, in order, from the header repeated most (at least twice).
 */
export function cardCargos(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  const headers = new Map<string, number[]>();
  lines.forEach((line, i) => {
    if (/^CARGO(?:\/ESPECIALIDADE)?\s+[^\p{Ll}\d]{4,80}$/u.test(line) && /SAL[ÁA]RIO|REMUNERA|VENCIMENTO|REQUISITO|CARGA\s+HOR/u.test(line)) headers.set(line, [...(headers.get(line) ?? []), i]);
  });
  const at = [...headers.values()].sort((a, b) => b.length - a.length)[0];
  if (!at || at.length < 2) return [];
  const names = distinctNames(
    at.map((i) => {
      const parts: string[] = [];
      for (const line of lines.slice(i + 1, i + 4)) {
        if (!line || /[\d$:]|\p{Ll}/u.test(line)) break;
        parts.push(line);
      }
      return parts.length ? tidyName(parts.join(' ')) : '';
    }),
  );
  return names.length >= 2 ? names : [];
}

/** A row's last line: its cells (vacancies, 'CR', dashes), the hours, the pay ('CR - - - 36h R$ 8.095,56', 'ENFERMEIRO - NEFROLOGIA CR - - - 36h R$ 8.095,56'). */
const PAY_TAIL_ROW = /^(.*?)[^\S\n]*((?:(?:\bCR\b|\b\d{1,4}\b|[-–])[^\S\n]+)+)(?:\d{1,2}[^\S\n]?h(?:oras)?[^\S\n]+)?R\$[^\S\n]?\d{1,3}(?:\.\d{3})*,\d{2}[^\S\n]*$/u;
const payTailRow = (line: string) => (line.length <= ROW_LINE_MAX ? PAY_TAIL_ROW.exec(line) : null);
/** A table's header line or a heading between its parts: none is a position's name. */
const NOT_A_NAME_LINE = /\b(?:VAGAS?|SAL[ÁA]RIO|REMUNERA|VENCIMENTO|CONCORR[ÊE]NCIA|DEFICI[ÊE]NCIA|NEGROS|CARGO|ESPECIALIDADE|MICRORREGI|HOSPITAL|ANEXO|QUADRO|TABELA)\b|^\W*\d|[a-z]/u;

/**
 * Positions in a table whose rows end with the pay, each name in capitals wrapped over the lines
 * above its row's cells ('ENFERMEIRO -' / 'CARDIOLOGIA -' / 'HEMODINÂMICA' / 'CR - - - 36h R$ 8.095,56'):
 * a name is the capitals since the previous row, the header or the page's running heads. A name cut
 * by a page ('ENFERMEIRO - EDUCAÇÃO EM' / page break / 'ENFERMAGEM - PESQUISA' / 'ENFERMEIRO - …')
 * ends in the lines before the next name that starts as it does. Each distinct name, in order, when
 * at least three rows read so.
 */
export function payTailCargos(text: string): string[] {
  const lines = withoutRunningHeads(text).split('\n').map((l) => l.trim());
  const names: string[] = [];
  const add = (parts: string[]) => {
    // 'BUCO-' / 'MAXILO-FACIAIS' and 'GERENCIAMENTO/' / 'GESTÃO' are one word; 'DENTISTA -' / 'CIRURGIA' two.
    const joined = parts.reduce((name, part) => (/\p{L}[-/]$/u.test(name) ? name + part : `${name} ${part}`));
    names.push(tidyName(joined.replace(/[\s–-]+$/u, '')));
  };
  let rows = 0;
  let cut: string[] | null = null;
  lines.forEach((line, i) => {
    const m = payTailRow(line);
    if (!m) return;
    let parts = m[1] ? [m[1]] : [];
    for (let j = i - 1; j >= Math.max(0, i - 12); j--) {
      const above = lines[j]!;
      if (!above || payTailRow(above) || NOT_A_NAME_LINE.test(above) || !isShouting(above)) break;
      parts.unshift(above);
    }
    const joined = parts.join(' ');
    if (parts.length === 0 || !isShouting(joined) || /[\d$]/.test(joined)) return;
    rows++;
    if (cut) {
      const firstWord = cut[0]!.split(/[\s–-]+/)[0]!;
      const next = parts.findIndex((part, n) => n > 0 && part.split(/[\s–-]+/)[0] === firstWord);
      if (next > 0) {
        add([...cut, ...parts.slice(0, next)]);
        parts = parts.slice(next);
      }
      cut = null;
    }
    if (/\s(?:EM|DE|DA|DO|DAS|DOS|E|A|COM|PARA|NA|NO)$/u.test(joined)) cut = parts;
    else add(parts);
  });
  return rows >= 3 ? distinctNames(names) : [];
}

/** A table by place's header ('UF Local Vagas para …', 'Município Vagas', 'Localidade de lotação Vagas'). */
const PLACE_TABLE_HEADER = /^(?:UF|Estado)\s+(?:Local|Localidade|Munic[íi]pio|Cidade|Lota[çc][ãa]o)\b|^(?:Local(?:idade)?|Munic[íi]pio|Cidade|Lota[çc][ãa]o)(?:\s+de\s+\p{L}+)?\s+Vagas\b/iu;

/**
 * Positions each heading its own table by place ('ANALISTA JUDICIÁRIO-ÁREA ADMINISTRATIVA:' /
 * 'UF Local Vagas para …' / 'ACRE Rio Branco CR CR CR CR CR 11'): the lines in capitals just above
 * each table's header, after the previous table's last row. Each distinct name, in order, when at
 * least two tables are so headed; the rows name places, not positions.
 */
export function placeHeadedCargos(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (!PLACE_TABLE_HEADER.test(line)) return;
    const parts: string[] = [];
    let j = i - 1;
    while (j > 0 && !lines[j]) j--;
    for (const stop = j - 3; j >= Math.max(0, stop); j--) {
      const above = lines[j]!;
      if (!above || !isShouting(above) || /^ANEXO\b/.test(above) || /(?:\bCR|\d)$/.test(above)) break;
      parts.unshift(above);
    }
    // 'JUDICIÁRIO-ÁREA APOIO ESPECIALIZADO-ESPECIALIDADE:ARQUITETURA:' → '… - Área … - Especialidade: Arquitetura'.
    const spaced = parts.join(' ').replace(/\s*:$/, '').replace(/\s*:\s*/g, ': ').replace(/\s*[-–]\s*(?=(?:[ÁA]REA|ESPECIALIDADE)\b)/gu, ' - ');
    if (parts.length) found.push(tidyName(spaced));
  });
  const names = distinctNames(found);
  return names.length >= 2 ? names : [];
}

/**
 * Profiles declared one per line, as selections of bolsistas and some boards write their positions
 * ('PERFIL 1: DESENVOLVEDOR FRONT-END PLENO', 'Perfil 02 – Ciência de dados'): one per number.
 */
function declaredPerfis(text: string): string[] {
  const byNumber = new Map<number, string>();
  for (const m of text.matchAll(/^\s*perfil\s+(\d{1,2})\s*[:\-–]\s*(\S.{2,119})$/gimu)) {
    const n = Number(m[1]);
    if (!byNumber.has(n)) byNumber.set(n, tidyName(m[2]!.replace(/\s*[.;]$/, '')));
  }
  return [...byNumber.values()];
}

/**
 * A teachers' selection by subject ('suprir as carências de Professores … nos componentes
 * curriculares de Arte, Ciências, … e Pedagogo (1º ao 5º ano)'): each subject is a position with its
 * own ranking. So is each area of an internship's ('Estágio Remunerado de Estudante de Pós-Graduação
 * nas áreas de Administração, Arquitetura, …').
 */
export function teachingSubjects(text: string): string[] {
  const m = /(?:professor|est[áa]gio|estudantes?)[^.]{0,120}?\b(?:nos\s+componentes\s+curriculares|nas\s+disciplinas|nas\s+[áa]reas)\s+de\s+([^.;]{3,400}?)(?:,\s*n[ao]s?\s+(?:institui|unidades|escolas)|[.;])/i.exec(cleanText(text.slice(0, 8000)));
  if (!m) return [];
  const names = splitCargos(m[1]!);
  // 'Matemática e Pedagogo (1º ao 5º ano)': the list's last two, joined by 'e'.
  const last = names.length >= 3 ? /^(.+?)\s+e\s+(\p{Lu}.+)$/u.exec(names[names.length - 1]!) : null;
  return last ? [...names.slice(0, -1), tidyName(last[1]!), tidyName(last[2]!)] : names;
}

/**
 * The areas a teachers' selection declares one per line ('Campo de Conhecimento: Automação
 * Industrial', 'Área: Matemática') or as a list under 'Áreas de atuação:' ('- Engenharia de
 * Produção'): each area is a position with its own ranking.
 */
export function declaredAreas(text: string): string[] {
  const names: string[] = [];
  const add = (raw: string) => {
    const name = tidyName(raw.replace(/\s*[.;]$/, ''));
    if (/\p{L}{3}/u.test(name) && !names.some((n) => sameName(n, name))) names.push(name);
  };
  for (const m of text.matchAll(/^\s*(?:campo\s+de\s+conhecimento|[áa]rea(?:\s+de\s+(?:conhecimento|atua[çc][ãa]o))?|disciplina)\s*:\s*(\S.{2,119})$/gimu)) add(m[1]!);
  for (const m of text.matchAll(/^\s*[áa]reas?(?:\s+de\s+(?:conhecimento|atua[çc][ãa]o))?\s*:\s*\n((?:\s*[-–•]\s*\S.{2,119}\n)+)/gimu)) {
    for (const line of m[1]!.split('\n')) if (line.trim()) add(line.replace(/^\s*[-–•]\s*/, ''));
  }
  // One area named where the body 'torna público' a teachers' selection ('… seleção de professor
  // substituto …, na área de Sistemas de Informação, 40 horas, …').
  if (names.length === 0) {
    const said = /torna(?:m)?\s+p[úu]blic[^.]*?professor[^.]*?\bna\s+[áa]rea\s+de\s+([^,;.]{3,80})/iu.exec(text.slice(0, 6000));
    if (said) add(said[1]!);
  }
  return names;
}

/**
 * Positions the opening lists one per line ('… concurso público para o provimento dos seguintes
 * cargos:' / 'Administrador' / 'Arquiteto' / …): short lines in capitals or title case, blank lines
 * aside, up to the first sentence.
 */
export function listedCargos(text: string): string[] {
  const m = /(?:provimento|preenchimento|sele[çc][ãa]o|contrata[çc][ãa]o)[^.]{0,60}?\bseguintes\s+(?:cargos|empregos|fun[çc][õo]es)\s*:[ \t]*\n/i.exec(text.slice(0, 8000));
  if (!m) return [];
  const names: string[] = [];
  for (const raw of text.slice(m.index + m[0].length).split('\n').slice(0, 80)) {
    const line = raw.trim().replace(/[;,]$/, '');
    if (line === '') continue;
    if (line.length > 60 || /[.:]$/.test(line) || !/^\p{Lu}/u.test(line) || /\s(?:o|a|os|as|que|para|será|serão)\s/i.test(line)) break;
    names.push(tidyName(line));
  }
  return names.length >= 2 ? names : [];
}

/**
 * Positions the opening names ('para provimento do cargo de AUDITOR-FISCAL DA RECEITA ESTADUAL,
 * Classe A', 'visa ao preenchimento de 12 vagas para o cargo de Agente Administrativo (nível médio)').
 */
/**
 * The course a military school's admission exam is for, named in the act's opening ('CONCURSO
 * PÚBLICO AO CURSO DE FORMAÇÃO DE SOLDADOS FUZILEIROS NAVAIS', 'Concurso de Admissão aos Cursos de
 * Formação e Graduação de Oficiais da Ativa'): the one position its candidates compete for.
 */
function admissionCourse(text: string): string[] {
  const m = /\bconcurso\s+(?:p[úu]blico\s+)?(?:de\s+admiss[ãa]o\s+)?(?:a[oa]s?|para\s+(?:o\s+)?ingresso\s+n[oa]s?|para\s+(?:a\s+)?matr[íi]cula\s+n[oa]s?)\s+(cursos?\s+de\s+forma[çc][ãa]o\b[^.;,(\n]{3,120})/iu.exec(text.slice(0, 3000));
  if (!m) return [];
  const name = m[1]!.split(/\s+(?:-|–|—|do\s+ano|para\s+o\s+ano|de\s+20\d\d|20\d\d)\b/u)[0]!.trim();
  return [tidyName(name)];
}

/**
 * Where a title in capitals runs into the sentence of the body that proclaims it ('… CARGOS DE JUIZ
 * FEDERAL SUBSTITUTO O TRIBUNAL REGIONAL FEDERAL DA 1ª REGIÃO, por meio da …'): its subject, an
 * article and the body or its head.
 */
const PROCLAIMER =
  /\s(?:O|A|OS|AS)\s+(?=(?:TRIBUNAL|REITORA?|VICE-REITORA?|PR[ÓO]-REITORA?|DIRETORA?(?:-GERAL)?|PRESIDENTE|PREFEITA?|SECRET[ÁA]RIO|SECRET[ÁA]RIA|SUPERINTENDENTE|COMANDANTE|PROCURADORA?|DEFENSORA?|GOVERNADORA?|MUNIC[ÍI]PIO|ESTADO|UNIVERSIDADE|INSTITUTO|FUNDA[ÇC][ÃA]O|CONSELHO|C[ÂA]MARA|ASSEMBLEIA|MINIST[ÉE]RIO|EMPRESA|COMPANHIA|BANCO|AG[ÊE]NCIA|DEPARTAMENTO|COMISS[ÃA]O)\b)/u;

function openingCargos(text: string): string[] {
  const opening = cleanText(text.slice(0, 6000));
  const m =
    /(?:provimento|preenchimento)[^.;]{0,80}?\b(?:cargos?|empregos?|fun[çc](?:[ãa]o|[õo]es))\s+(?:(?:efetivos?|vagos?|p[úu]blicos?|tempor[áa]ri[oa]s?)\s+)?(?:d[ao]s?\s+carreiras?\s+)?(?:de|para)\s+([^.;(]{3,1500})/i.exec(
      opening,
    );
  if (!m) return hiredInHeading(opening);
  // Categories, then the positions they are ('… de emprego público de categorias funcionais constantes nos Quadros de Pessoal …,
  // para ocupar as vagas de Assistente Social, Auxiliar de Alimentação e Higiene, …').
  const categories = /^categorias\s+funcionais\b[^.;]*?\b(?:vagas|cargos|empregos)\s+de\s+/iu.exec(m[1]!);
  const phrase = m[1]!.slice(categories?.[0].length ?? 0).split(PROCLAIMER)[0]!.split(/,\s*(?:para\s+(?:o|a|os|as)\s|sob\s|em\s+conformidade|conforme\s|nos\s+termos|classe|padr[ãa]o|n[íi]vel|do\s+quadro|visando|mediante|para\s+lota|a\s+ser(?:em)?\b|que\s)|\s+EDITAL\s+N[º°o.]|,\s*no\s+uso\s+d|\s+(?:do\s+quadro|visando|mediante|para\s+lota|com\s+lota|e\s+forma[çc]|de\s+acordo)|\s+\d{1,2}\s*(?:h\b|hs\b|h\/s|horas\b)|\s+at[ée]\s|\s+para\s+o\s+(?:per[íi]odo|ano|exerc[íi]cio)\b|,\s*com\s+validade\b/i)[0]!;
  // 'provimento de cargos e empregos de seu quadro de pessoal' names the staff, not a position, nor does what the function is for
  // ('provimento de função temporária para atendimento na Secretaria de Saúde'); a workload or a term after the name is not the
  // name's ('provimento do cargo de Médico Clínico Geral 40h/s até o dia 16 de agosto').
  // Nor does an article after 'para': what the positions are for ('preenchimento dos cargos para o andamento normal das atividades').
  if (/^(?:seus?|suas?|nossos?|nossas?|atendimento|atender|atuar|atua[çc][ãa]o|suprir|exercer|desempenh\p{L}*|(?:o|a|os|as)\s+(?!cargos?\b|fun[çc])\p{Ll})\s?/iu.test(phrase.trim())) return [];
  return splitCargos(phrase);
}

/** A hire that begins with its count, in digits or words ('01 PROFESSOR DE HISTÓRIA', 'um psicólogo educacional'). */
const COUNTED_HIRE = new RegExp(String.raw`^(?:\d{1,3}|${COUNT_WORD})\s`, 'iu');

/**
 * The position a selection's title names by whom it hires ('PROCESSO SELETIVO SIMPLIFICADO PARA
 * CONTRATAÇÃO TEMPORÁRIA DE DOCENTES PARA ATUAÇÃO …' → Docentes): one name, up to the words that
 * say where or how ('para', 'no', 'nas', 'em', 'por'); two names joined by 'e', two positions.
 */
function hiredInHeading(opening: string, oneVacancy = false): string[] {
  // … or fills its vacancy ('seleção para preenchimento de 01 (uma) vaga para regente do Grupo Cultural Canto Coral'); not the
  // selection a sentence refers to ('processo seletivo simplificado de que trata este Edital').
  const hires = new RegExp(
    String.raw`(?:processo\s+seletivo|sele[çc][ãa]o)[^.;]{0,60}?\b(?:${HIRE},?\s+(?:de|d[oa]s?)|preenchimento\s+de\s+0?1\s*(?:\(\s*uma\s*\)\s*)?vaga\s+(?:para|de))\s+([^.;,(]{3,80})|(?:processo\s+seletivo|sele[çc][ãa]o)\s+(?:simplificad[oa]\s+)?de\s+(?!provas?\b|t[íi]tulos?\b|an[áa]lise|curr[íi]cul|contrata|car[áa]ter|natureza|que\b|n[ºo°.]|\d)(\p{L}[^.;,(]{3,80})`,
    'iu',
  );
  // In the title (what comes before the sentence by which the body 'torna público' the selection),
  // or in that sentence.
  const said = /[^.;]*\btorna(?:m)?\s+p[úu]blic[^.;]*/iu.exec(opening);
  const statement = said?.[0] ?? '';
  const inTitle = new RegExp(`^[^.;]{0,300}?${hires.source}`, 'iu').exec(said ? opening.slice(0, said.index) : opening);
  const m = inTitle ?? hires.exec(statement);
  const hired = m?.[1] ?? m?.[2];
  if (!m || !hired) return [];
  // The hire names its positions in a list ('… contratação por prazo determinado de Professor de Educação Infantil, Professor de
  // Geografia, Pedagogo, Auxiliar Monitora, Servente.'): each a name in capitals, short.
  // (m.index counts from where the regex ran: the opening's start for the title, the sentence's for the statement.)
  // Counted hires ('contratação de um psicólogo educacional e um assistente social', 'CONTRATAÇÃO TEMPORÁRIA DE 01 PROFESSOR DE
  // HISTÓRIA (16 HORAS SEMANAIS) E DE 01 PROFESSOR …') are the free-text rules' to read.
  if (COUNTED_HIRE.test(hired)) return [];
  const fromHired = opening.slice((inTitle ? 0 : said!.index) + m.index + m[0].length - hired.length);
  const listed = hiredList(fromHired);
  if (listed.length >= 2) return listed;
  // A teachers' selection in the body's sentence ('contratação de Professor Substituto') has as many
  // positions as areas, which that sentence does not list — unless there is one vacancy, so one area.
  if (!inTitle && !oneVacancy && /^(?:professor|docente)/i.test(hired)) return [];
  // Not the 'em' of a name ('TÉCNICOS EM ENFERMAGEM'); a title's last words run into the body's sentence ('… EM ENFERMAGEM O Município de');
  // not its count after a dash ('AGENTE ADMINISTRATIVO AUXILIAR - 01 (UMA) VAGA').
  const name = hired
    .split(/\s+(?:para|no|na|nos|nas|por|com|junto|visando|mediante|sob|que|atrav[ée]s|e\s+forma[çc][ãa]o)\b|(?<!t[ée]cnic[oa]s?|auxiliar(?:es)?|especialistas?|agentes?)\s+em\b|\s+[-–]\s+(?=\d)/iu)[0]!
    .split(/\s+(?:O|A|OS|AS)\s+(?=\p{Lu}\p{Ll})/u)[0]!
    .split(PROCLAIMER)[0]!
    .replace(/[\s–-]+$/u, '')
    .trim();
  // 'contratação de pessoal' names no position, nor does the reason for a temporary hire ('… de excepcional interesse público'),
  // unless the function the staff is hired for follows ('… de profissional para desempenhar atividades técnicas especializadas
  // para a função pública de ARQUITETO').
  // 'Profissional ao Atendimento Educacional Especializado' is a position's name, 'profissional' alone none.
  // The text layer may run the words together ('… de profissionaispara desempenhar … para asfunçõespúblicasde ELETRICISTA, MECÂNICO,
  // MOTORISTA, OPERADOR DE MÁQUINAS E OPERÁRIO,faz saber'): each function named is a position.
  if (/^(?:pessoal|profissionais|profissional$|profissiona(?:l|is)\s?para\b|servidor(?:es)?|candidatos?|recursos\s+humanos|excepcional\s+interesse)\b/i.test(name)) {
    const role = /^[^.;]{0,160}?fun[çc](?:[ãa]o|[õo]es)\s*(?:p[úu]blicas?\s*)?de\s+(\p{Lu}[^.;(]{2,200}?)(?=\s*[.;(]|\s*,\s*\p{Ll}|\s+\p{Ll})/u.exec(fromHired);
    return role ? splitCargos(role[1]!).map(tidyName) : [];
  }
  if (name.length < 3 || name.split(/\s+/).length > 8) return [];
  // Two positions joined by 'e' are two ('CONTRATAÇÃO EMERGENCIAL DE ENFERMEIROS E TÉCNICOS EM ENFERMAGEM').
  return splitCargos(withoutProclaimerName(name, fromHired.slice(hired.length), opening)).map((part) => {
    const tidy = tidyName(part);
    return tidy.charAt(0).toUpperCase() + tidy.slice(1);
  });
}

/**
 * A title's position without the name of who proclaims the act, which follows it when the title runs into the sentence
 * ('CONTRATAÇÃO TEMPORÁRIA DE MERENDEIRO' / 'IVELTON MATEUS ZARDO, Prefeito de Cotiporã, …'): the name's last words, when
 * an office follows them and they sign the act too ('IVELTON MATEUS ZARDO' / 'Prefeito De Cotiporã').
 */
function withoutProclaimerName(name: string, after: string, text: string): string {
  if (!/^\s*,\s*(?:Prefeit[oa]|Vice-?\s?Prefeit[oa]|Secret[áa]ri[oa]|Presidente|Diretor[a]?)\b/iu.test(after)) return name;
  const words = name.split(/\s+/);
  for (let n = Math.min(5, words.length - 1); n >= 2; n--) {
    const signer = words.slice(-n).join(' ');
    // The signature, the office under the name, no comma between ('IVELTON MATEUS ZARDO Prefeito De Cotiporã').
    const signs = new RegExp(`${escapeRegex(signer)}\\s+(?:Prefeit|Vice|Secret|Presid|Diret)`, 'iu');
    if (signs.test(text)) return words.slice(0, -n).join(' ');
  }
  return name;
}

/** A hire's list of positions up to the sentence's end, when every item is a short capitalised name (none: []). */
function hiredList(after: string): string[] {
  const list = /^([^.;(:]{3,300})[.;]/u.exec(after)?.[1];
  if (!list || !list.includes(',')) return [];
  // A word the text layer split stays split ('Prof essor'): joining such pieces would also join 'Guarda municipal'.
  const names = splitCargos(list);
  const named = (name: string) => /^\p{Lu}/u.test(name) && name.split(/\s+/).length <= 6 && !/\d/.test(name);
  return names.length >= 2 && names.every(named) ? names.map(tidyName) : [];
}

/** The weekly workload when the edital states one ('Jornada de Trabalho: 30 (trinta) horas semanais'); null when it states several or none. */
function singleJornada(text: string): string | null {
  const hours = new Set<number>();
  for (const m of text.matchAll(/(?:jornada|carga\s+hor[áa]ria|regime)[^.\n]{0,80}?(\d{2})\s*(?:\([^)]{1,20}\)\s*)?horas\s+semanais/gi)) hours.add(Number(m[1]));
  return hours.size === 1 ? `${[...hours][0]} horas semanais` : null;
}

/** The registration and edital links: an address near 'inscri' (bare 'www.' hosts read as https). */
function findEditalLinks(text: string): { inscricao: string | null; edital: string | null } {
  let inscricao: string | null = null;
  let edital: string | null = null;
  for (const m of text.matchAll(/(?:https?:\/\/|\bwww\.)[^\s<>"'()]+/gi)) {
    const raw = m[0].replace(/[.,;:]+$/, '');
    const url = safeExternalUrl(/^www\./i.test(raw) ? `https://${raw}` : raw);
    if (!url) continue;
    const before = normalizeKey(text.slice(Math.max(0, m.index - 160), m.index));
    if (/\.pdf(\?|$)/i.test(url)) edital ??= url;
    else if (/inscri|cadastrar/.test(before)) inscricao ??= url;
    if (inscricao && edital) break;
  }
  return { inscricao, edital };
}

/** The year most written in the opening ('EDITAL Nº 1/2024', '22 DE FEVEREIRO DE 2024'), for dates that leave it out. */
function documentYear(text: string): number | null {
  const counts = new Map<number, number>();
  for (const m of text.slice(0, 5000).matchAll(/\b(20\d{2})\b/g)) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0];
  return top ? top[0] : null;
}

// ---------------------------------------------------------------------------------------------
// All together

/** 'As atribuições da função de Supervisor de Coleta e Qualidade são', 'Os pré-requisitos para o cargo de Analista:'. */
const DESCRIBED_POSITION =
  /\b(?:atribui[çc][õo]es|pr[ée]-?requisitos|requisitos|remunera[çc][ãa]o(?:\s+mensal)?)\s+(?:(?:d[oa]|para\s+[oa])\s+)(?:cargo|fun[çc][ãa]o)\s+de\s+(\p{Lu}[^.:;,()\n]{2,60}?)(?=\s+(?:s[ãa]o|é|ser[áa]|compreendem|consistem)\b|\s*[.:;,(\n])/giu;

/**
 * The positions an edital describes one by one, in the sentences that give each its duties,
 * requirements or pay (an edital that names them in its opening as 'nas funções de A (APM) e B'
 * runs their names together): each distinct name, in order.
 */
function describedPositions(text: string): string[] {
  // Any case for the words around it ('AS ATRIBUIÇÕES DA FUNÇÃO DE …'); a name starts with a capital.
  const named = [...cleanText(text).matchAll(DESCRIBED_POSITION)].filter((m) => /^\p{Lu}/u.test(m[1]!));
  return distinctNames(named.map((m) => tidyName(m[1]!.trim())));
}

/** The words a class letter may follow as part of a name ('Classe A', 'Nível E'). */
const CLASS_WORD = /^(?:classe|n[íi]vel|padr[ãa]o|categoria|grupo|turma|tipo|[áa]rea|bloco|setor)$/iu;

/**
 * The names the readers gave, as a candidate should see them: without the cells a row carries after
 * the name ('Agente de Trânsito 36 04', 'Biólogo – – –', 'Bibliotecário 1 0 0 0 0 Montes Claros', an
 * amount, a diploma asked, the act's title run on, the next sentence's course, a class letter, a parenthesis left open, a
 * dangling 'de' or 'ou'), and none that is no position — a place ('Região Metropolitana', '1ª Belo
 * Horizonte'), an item of a legal list ('I – uso de droga ilícita'), the act's own heading ('… EDITAL
 * Nº 131', 'de 11 de maio de 2023 …'). Names that come out the same are one position; a name in small letters is shown
 * with its first capitalised ('professor de matemática').
 */
export function cleanNames(names: { nome: string; vagas: number | null }[]): { nome: string; vagas: number | null }[] {
  const kept = new Map<string, { nome: string; vagas: number | null }>();
  const untailed = withoutNameTails(names.map((n) => n.nome));
  for (const [i, { vagas }] of names.entries()) {
    const clean = untailed[i]!
      .replace(/(?:\s+(?:\d{1,4}|[–—-])){2,}$/u, '')
      .replace(/(?:\s+\d{1,4}){2,}\s+(\p{Lu}.*)$/u, (run, place: string) => (isPlaceName(place) ? '' : run))
      .replace(/\s+(?:R\$|Diploma\b|Certificado\b).*$/u, '')
      .replace(/\.\s+(?:Gradua[çc][ãa]o|Licenciatura|Bacharelado|Ensino|Curso|Forma[çc][ãa]o|Requisitos?)\b.*$/u, '')
      // A federal staff post's class after its name ('Administrador E'), not 'Classe A' nor 'Raio X'.
      .replace(/(\S+)\s+[A-E]$/u, (all, before: string) => (CLASS_WORD.test(before) ? all : before))
      // A cell cut inside its parenthesis ('Ensino Fundamental (12 ao').
      .replace(/\s*\([^()]*$/u, '')
      .replace(/[\s,;:–—-]+$/u, '')
      .replace(/\s+(?:d[aeo]s?|e|em|ou)$/u, '');
    // A lone word in lower case ('semanais') is a cell's tail, not a name.
    if (!/\p{L}{3}/u.test(clean) || /^\p{Ll}+$/u.test(clean) || REGIONS.test(clean) || /^regi[ãa]o\b/iu.test(clean) || /^\d{1,2}[ªº]\s/u.test(clean)) continue;
    if (/^[IVX]{1,4}\s*[–—-]\s/u.test(clean) || /\bedital\s+n[º°o.]/iu.test(clean) || /^de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4}/iu.test(clean) || isNoPositionName(clean)) continue;
    const key = normalizeKey(clean);
    const seen = kept.get(key);
    if (!seen) kept.set(key, { nome: capitalised(clean), vagas });
    else seen.vagas = seen.vagas !== null && vagas !== null ? seen.vagas + vagas : null;
  }
  return [...kept.values()];
}

/** A form's box to tick ('( )'; a scan may part it over two lines, or lose its '(' at a line's start). */
const CHECKBOX = /\([^\S\n]{0,3}\)|\(\s*\n\s*\)|^[^\S\n]*\)(?=[^\S\n]*\p{Lu})/gmu;
/** What a position's box is under: the form's field for it ('CARGO PRETENDIDO:', 'Função:', 'Vaga'). */
const BOX_FIELD = /\b(?:cargos?|fun[çc](?:[ãa]o|[õo]es)|vagas?)\b/giu;

/** Whether a box is the first under the form's field for the position, at most 300 characters after it. */
function underPositionField(text: string, at: number, previous: RegExpExecArray | undefined): boolean {
  const from = Math.max(0, at - 300);
  const field = [...text.slice(from, at).matchAll(BOX_FIELD)].at(-1);
  return field !== undefined && (previous === undefined || previous.index + previous[0].length <= from + field.index);
}

/** A short table's header naming the position's column first and the pay's last ('CARGO/FUNÇÃO  CH/SEMANAL  PADRÃO  VENCIMENTOS'). */
const CARGO_PAY_HEADER = /^\s*cargo(?:\s*\/\s*fun[çc][ãa]o)?\s+(?:\S+\s+){0,4}(?:vencimentos?|sal[áa]rio|remunera[çc][ãa]o)\s*$/iu;
/** A row under it: the name, its cells' numbers (the hours, the pay's grade), the pay ('MONITOR DE CRECHE  20 5 R$ 1.298,42', 'MERENDEIRA 40 1 R$ 871,62*'). */
const NUMBERS_PAY_ROW = /^\s*(\p{L}[\p{L}\s'’.-]{2,60}?)\s+(?:\d{1,3}\s+){1,3}R\$\s?\d{1,3}(?:\.\d{3})*,\d{2}\*?\s*$/u;

/**
 * The positions of a town's short table headed by the position's and the pay's columns, its rows right under the header, one a line
 * ('CARGO/FUNÇÃO CH/SEMANAL PADRÃO VENCIMENTOS' / 'AUXILIAR DE CLASSE 20 2 R$ 757,41': an extract of one selection, its one position).
 */
export function payHeadedRows(text: string): string[] {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!CARGO_PAY_HEADER.test(lines[i]!)) continue;
    const names: string[] = [];
    for (const line of lines.slice(i + 1, i + 9)) {
      const row = NUMBERS_PAY_ROW.exec(line);
      if (!row) break;
      names.push(tidyName(row[1]!));
    }
    if (names.length) return names;
  }
  return [];
}

/**
 * The positions a registration form lists with a box to tick each ('CARGO:' / '( ) PROFESSOR DOS ANOS FINAIS, LÍNGUA
 * PORTUGUESA' / '( ) MONITOR ESCOLAR', '( ) Técnico em Enfermagem ( ) Enfermeiro ( ) Médico'): the longest run of two boxes
 * or more whose words are each a position's, the first the first box under the form's field for the position (not 'SIM' /
 * 'NÃO', a deficiency, a special need as 'Ledor' after others that are none). Each box's words run to the next box or to the end
 * of its second line; a box whose words are no position's ends a run, and so do 400 characters without a box.
 */
export function checkboxPositions(text: string): string[] {
  const boxes = [...text.matchAll(CHECKBOX)];
  let best: string[] = [];
  let run: string[] = [];
  let runEnd = -1;
  // A box that is no position's on the line of a run's first or last box makes it a list of other things ('( ) aluno ( ) tutor
  // ( ) professor ( ) outros').
  let otherEnd = -1;
  let mixed = false;
  for (const [k, box] of boxes.entries()) {
    const end = box.index + box[0].length;
    // The box's line, and the next when the name goes on there ('PROFESSOR DOS ANOS FINAIS, ' / 'LÍNGUA PORTUGUESA').
    const [first = '', second = ''] = text.slice(end, boxes[k + 1]?.index ?? text.length).split('\n').map((l) => l.trim());
    const words = (first === '' || /(?:[,:]|\s(?:d[aeo]s?|e|em))$/u.test(first) ? `${first} ${second}` : first).replace(/\s+/g, ' ').trim();
    const name = words.split(/\s{2,}|[(_]|:(?!\s*\p{Lu}{2})|\s-\s\d/u)[0]!.replace(/[,;.:]\s*$/u, '').trim();
    // A scan may part the first word ('Profe ssor'), in small letters.
    const position = name.length <= 80 && (headsAPosition(name) || headsAPosition(name.replace(/\s+(?=\p{Ll})/gu, '')));
    if (run.length > 0 && (!position || box.index - runEnd > 400)) {
      if (!position && !text.slice(runEnd, box.index).includes('\n')) mixed = true;
      if (!mixed && run.length > best.length) best = run;
      run = [];
    }
    if (!position) {
      otherEnd = end + name.length;
      continue;
    }
    if (run.length === 0) mixed = otherEnd >= 0 && !text.slice(otherEnd, box.index).includes('\n');
    if (run.length > 0 || underPositionField(text, box.index, boxes[k - 1])) run.push(name);
    runEnd = end + name.length;
  }
  if (!mixed && run.length > best.length) best = run;
  return best.length >= 2 ? distinctNames(best.map((name) => tidyName(unshouted(name)))) : [];
}

/** The readers of positions named in the text, in order of trust. */
const NAMED_POSITIONS: ((text: string) => string[])[] = [
  numberedCargos,
  clausedNumberedCargos,
  payTailCargos,
  sectionedCargos,
  cardCargos,
  declaredCargos,
  declaredPerfis,
  listedCargos,
  teachingSubjects,
  declaredAreas,
  openingCargos,
  checkboxPositions,
  payHeadedRows,
];

function buildCargos(
  act: Act,
  table: PositionsTable,
  notice: { niveis: Nivel[]; pay: { min: number | null; max: number | null }; jornada: string | null; vagas: number | null },
): EditalCargo[] {
  const unnumbered = (list: string[], vagas: number | null = null) => cleanNames(list.map((nome) => ({ nome, vagas })));
  // Tables by place, each headed by its position: the rows name places, the headings the positions.
  const headed = placeHeadedCargos(act.text);
  let names: { nome: string; vagas: number | null }[] = headed.length > 0 ? unnumbered(headed) : cleanNames(table.cargos);
  // The first reader to name any position is taken.
  for (const read of NAMED_POSITIONS) if (names.length === 0) names = unnumbered(read(act.text));
  if (names.length === 0) names = unnumbered(admissionCourse(act.text), notice.vagas);
  // One vacancy is one position: the one the body hires ('… para contratação de Professor Substituto').
  if (names.length === 0 && notice.vagas === 1) names = unnumbered(hiredInHeading(cleanText(act.text.slice(0, 6000)), true), 1);
  if (table.cargos.length === 0 && names.length <= 1) {
    const described = describedPositions(act.text);
    if (described.length >= 2 && (names.length === 0 || described.some((nome) => normalizeKey(nome) === normalizeKey(names[0]!.nome)))) names = unnumbered(described);
  }
  // One name read where the registration form lists that position among others ('Enfermagem' of a row 'Técnico em' /
  // 'Enfermagem 06 180h', the form's '( ) Técnico em Enfermagem ( ) Enfermeiro ( ) Médico'): the form's list.
  if (names.length === 1) {
    const boxed = checkboxPositions(act.text);
    const one = normalizeKey(names[0]!.nome);
    if (boxed.length >= 2 && boxed.some((nome) => normalizeKey(nome).includes(one))) names = unnumbered(boxed);
  }
  const single = names.length === 1;
  const samePay = notice.pay.min !== null && notice.pay.min === notice.pay.max;
  const rows = rowStarts(act.text);
  return names.map(({ nome, vagas }) => {
    const cells = rowCells(rows, nome, notice.pay);
    return {
      nome,
      escolaridade: cells.escolaridade ?? (notice.niveis.length === 1 ? notice.niveis[0]! : professionLevel(nome)),
      vagas,
      remuneracao_base: cells.remuneracao ?? (single || samePay ? notice.pay.max : null),
      jornada: cells.jornada ?? notice.jornada,
    };
  });
}

/**
 * The text's lines with their spacing made single and a row's leading number aside ('13/2021 FISCAL …', '01 Agente …'),
 * each with its lower-case form, for finding a position's row by its name (lowered once for every position).
 */
function rowStarts(text: string): { line: string; lower: string }[] {
  return text.split('\n').map((raw) => {
    const line = raw.replace(/\s+/g, ' ').trim().replace(/^(?:\d{1,3}\/\d{4}|\d{1,3}[.)–-]?)\s+(?=\p{L})/u, '');
    return { line, lower: line.toLocaleLowerCase('pt-BR') };
  });
}

/** A row's workload cell: '40 horas semanais', '32,5 h', '40h - DE' (not a time of day: '15h-18h'). */
const ROW_HOURS = /(?<![\d,/:])(\d{1,2}(?:,\d)?)\s?(?:h|hs|horas)\b(?!\s*[-–]\s*\d)/i;
/** A row's level cell written bare, as an 'Escolaridade' column has it ('Enfermeiro Superior 32,5 h 62 55 07', '… 2 Ensino Superior em Direito'). */
const BARE_LEVEL_CELL = /^(?:\d{1,3}(?:\s*\+\s*CR)?\s+)?(?:(?:ensino|n[íi]vel|curso)\s+)?(Fundamental|M[ée]dio|Superior)\b/i;
const BARE_LEVELS: Record<string, Nivel> = { fundamental: 'Ensino_Fundamental', medio: 'Ensino_Médio', superior: 'Ensino_Superior' };
/** A row's amount in reais ('R$ 2.350,00', 'R$5.922,04'). */
const ROW_REAIS = /R\$\s?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/g;

interface RowCells {
  escolaridade: Nivel | null;
  remuneracao: number | null;
  jornada: string | null;
}

/**
 * What a positions table's row says of its position after the name, when the row is one line ('Procurador Legislativo
 * 2 Ensino Superior em Direito 30 horas R$ 7.800,00', 'Assistente Social Superior 32,5 h 05 04 01'): the level it
 * asks for (one), its pay (the row's first amount in reais within the notice's pay range, so not a fee or a total)
 * and its workload. Nothing from a line that is not such a row: a calendar line (a date in it), a sentence.
 */
function rowCells(rows: { line: string; lower: string }[], nome: string, pay: { min: number | null; max: number | null }): RowCells {
  // The name as the row writes it, whatever its case ('FISCAL' read as 'Fiscal').
  const name = `${nome.replace(/\s+/g, ' ').trim().toLocaleLowerCase('pt-BR')} `;
  const cells: RowCells = { escolaridade: null, remuneracao: null, jornada: null };
  // A position may have a row in several tables (its vacancies by place, its pay and allowances): each gives what it has.
  let seen = 0;
  for (const { line, lower } of rows) {
    if (seen >= ROWS_PER_POSITION) break;
    if (!lower.startsWith(name)) continue;
    const rest = line.slice(name.length).trim();
    if (!/\d/.test(rest)) continue;
    seen++;
    const own = cellsOfRow(rest, pay);
    cells.escolaridade ??= own.escolaridade;
    cells.remuneracao ??= own.remuneracao;
    cells.jornada ??= own.jornada;
  }
  return cells;
}

/** At most this many rows of one position are read (its tables), so a name repeated in the text's prose is not. */
const ROWS_PER_POSITION = 3;

/** The cells of a row after its position's name; nothing from a calendar line (a date in it). */
function cellsOfRow(rest: string, pay: { min: number | null; max: number | null }): RowCells {
  if (/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4}/u.test(rest)) return { escolaridade: null, remuneracao: null, jornada: null };
  const named = requirementLevels(rest);
  const levels = named.length ? named : LEVEL_CUES.filter((cue) => cue.anywhere.test(rest)).map((cue) => cue.nivel);
  const bare = BARE_LEVEL_CELL.exec(rest)?.[1];
  const escolaridade = levels.length === 1 ? levels[0]! : levels.length === 0 && bare ? BARE_LEVELS[normalizeKey(bare)]! : null;
  const amounts = [...rest.matchAll(ROW_REAIS)].map((m) => parseMoney(m[1]!)!);
  const remuneracao = amounts.find((v) => v >= MIN_PAY && (pay.min === null || pay.max === null || (v >= pay.min && v <= pay.max))) ?? null;
  const hours = ROW_HOURS.exec(rest)?.[1];
  const weekly = hours ? Number(hours.replace(',', '.')) : NaN;
  return { escolaridade, remuneracao, jornada: weekly >= 4 && weekly <= 44 ? `${hours} horas semanais` : null };
}

/**
 * The fields read from the laid-out lines when the text leaves them empty, each group taken whole
 * (the vacancies with the reserve flag, the pay range, the levels with the level they sum up to),
 * and the weak field each becomes. Only tables lay out differently enough to read anew.
 */
const FROM_LINES: { when: (f: EditalFields) => boolean; take: (keyof EditalFields)[]; weak: WeakField }[] = [
  { when: (f) => f.vagas === null, take: ['vagas', 'cadastro_reserva'], weak: 'vagas' },
  { when: (f) => f.cargos.length === 0, take: ['cargos'], weak: 'cargos' },
  { when: (f) => f.remuneracao_max === null, take: ['remuneracao_min', 'remuneracao_max'], weak: 'remuneracao' },
  { when: (f) => f.niveis.length === 0, take: ['niveis', 'escolaridade'], weak: 'escolaridade' },
];

/** Where a laid-out row's other cells begin after the position's name: its requirements, its hours, its pay. */
const ROW_CELLS_AFTER_NAME =
  /\s+(?:R\$|\d{1,2}\s?(?:h|hs|horas)\b|Diploma|Certificado|Certid[ãa]o|Ensino\s|Curso\s|Gradua[çc][ãa]o|N[íi]vel\s|Forma[çc][ãa]o|Registro|Habilita[çc][ãa]o|Comprova)/u;

/** A position's name read from a laid-out row, without the cells the row carries after it. */
function withoutRowCells(name: string): string {
  const cut = ROW_CELLS_AFTER_NAME.exec(name);
  return cut && cut.index >= 3 ? name.slice(0, cut.index).replace(/[\s,;–-]+$/u, '') : name;
}

/** 'EDITAL Nº 215, de 10 DE MAIO DE 2023PROCESSO SELETIVO …': a heading that opens an edital. */
const EDITAL_HEADING = /^[^\S\n]*EDITAL\s+(?:DE\s+ABERTURA\s+)?N[º°o.]\s*(\d{1,4})(?:\/\d{2,4})?\b/gimu;
/** 'área: Ecologia de Ecossistemas.', 'Área de conhecimento: Turismo;'. */
const AREA_FIELD = /(?<!\p{L})[áa]rea(?:\s+de\s+conhecimento)?\s*:\s*([^.;\n]{3,120})/iu;

/**
 * Several short editais one gazette act publishes together (a university's 'EDITAL Nº 211 …',
 * 'EDITAL Nº 215 …', each '01 (uma) vaga …; área: Turismo'): each edital's vacancies and area, when
 * every one of them states both. The act's vacancies are their sum, its positions their areas.
 */
export function bundledEditais(text: string): PositionsTable | null {
  const starts: { number: string; index: number }[] = [];
  for (const m of text.matchAll(EDITAL_HEADING)) if (!starts.some((s) => s.number === m[1])) starts.push({ number: m[1]!, index: m.index });
  if (starts.length < 2) return null;
  const cargos: { nome: string; vagas: number }[] = [];
  for (const [i, start] of starts.entries()) {
    const part = text.slice(start.index, starts[i + 1]?.index ?? text.length);
    const { vagas } = parseVagas(part);
    const area = AREA_FIELD.exec(part)?.[1]?.trim();
    if (!vagas || !area) return null;
    cargos.push({ nome: area, vagas });
  }
  return { vagas: sum(cargos.map((c) => c.vagas)), cargos };
}

/** The fields an edital's positions table gives (or its prose, where it has no table), read together since each leans on the others. */
type TableFields = Pick<EditalFields, 'vagas' | 'cadastro_reserva' | 'remuneracao_min' | 'remuneracao_max' | 'cargos' | 'niveis' | 'escolaridade'>;

function tableFields(act: Act): TableFields & { pay: { min: number | null; max: number | null } } {
  const bundle = bundledEditais(act.text);
  const table = bundle ?? readPositionsTable(act.text);
  const stated = bundle ? bundle.vagas : statedVagas(act.text);
  const cadastroReserva = /cadastro\s+(?:de\s+)?reserva/i.test(act.text.slice(0, 8000));
  // A selection only for a reserve list has no vacancies, whatever its table of reserve places adds up to.
  const reserveOnly = CADASTRO_ONLY.test(cleanText(act.text.slice(0, 8000)));
  const vagas = stated ?? (reserveOnly ? 0 : (subtotalVagas(act.text) ?? table.vagas ?? totalVagasLine(act.text) ?? totalsOnlyRow(act.text) ?? vagasColumnCells(act.text) ?? dashedCountLines(act.text) ?? quotaTotalRows(act.text)));
  const pay = findPay(act.text);
  const statedNiveis = findNiveis(act.text, act.inCapitals);
  const cargos = buildCargos(act, table, { niveis: statedNiveis, pay, jornada: singleJornada(act.text), vagas });
  const niveis = withProfessionLevel(statedNiveis, cargos);
  return {
    vagas,
    cadastro_reserva: cadastroReserva || vagas === 0,
    pay,
    remuneracao_min: pay.min,
    remuneracao_max: pay.max,
    cargos,
    niveis,
    escolaridade: niveis.length === 0 ? null : niveis.length === 1 ? niveis[0]! : 'Vários_Níveis',
  };
}

/**
 * The edital's fields from its text; with the PDF's laid-out lines, the positions table's fields
 * the text left empty are read from those (a table whose cells PDF.js gives one per line reads
 * there as rows), each group taken whole and marked as weak. Dates, fees and the heading's fields
 * are prose, read the same either way: measured on the tuning half, the lines only added wrong
 * exam days. So only the table's fields are read from the lines.
 */
export function extractEdital(texto: string, options: EditalOptions = {}): EditalFields {
  // The reserve list's mark is not a cell of its own ('02 + *CR', its note below: '*CR: Cadastro Reserva').
  const fields = fromLines(extractFromText(texto.replace(/(\d)[^\S\n]*\+[^\S\n]*\*+[^\S\n]*(?=CR\b)/gu, '$1 + '), options), options);
  return options.celulas ? withGridTable(fields, gridReading(options.celulas)) : fields;
}

/**
 * The positions table read by its columns (pdf/grid.ts) over what the text gave: the vacancies where
 * the text read none (from one table, or tables whose rows add up to their totals), the positions
 * where it read none, or more of them where the table's vacancies are the text's own or add up to
 * its total row (the same table, its names over two lines or centred over their rows read whole).
 * Both are a second reading ('fracos'): the notice's page, when it says, comes first.
 */
function withGridTable(fields: EditalFields, grid: GridReading | null): EditalFields {
  if (!grid) return fields;
  const out: EditalFields = { ...fields };
  const fracos = new Set<WeakField>(fields.fracos ?? []);
  let changed = false;
  if (fields.vagas === null && grid.vagas !== null && (grid.tabelas === 1 || grid.conferido)) {
    out.vagas = grid.vagas;
    fracos.add('vagas');
    changed = true;
  }
  const agrees = grid.conferido || (grid.vagas !== null && grid.vagas === fields.vagas);
  if (grid.cargos.length > 0 && (fields.cargos.length === 0 || (agrees && grid.cargos.length > fields.cargos.length))) {
    out.cargos = grid.cargos.map(({ nome, vagas }) => ({ nome, escolaridade: professionLevel(nome), vagas, remuneracao_base: null, jornada: null }));
    fracos.add('cargos');
    changed = true;
  }
  return changed ? { ...out, fracos: [...fracos] } : fields;
}

/** The fields the text left empty, read from the laid-out lines (a second reading: 'fracos'). */
function fromLines(fields: EditalFields, options: EditalOptions): EditalFields {
  const gaps = FROM_LINES.filter((group) => group.when(fields));
  if (!options.linhas || gaps.length === 0) return fields;
  const read = tableFields(findAct(options.linhas));
  const laidOut = { ...fields, ...read, cargos: read.cargos.map((c) => ({ ...c, nome: withoutRowCells(c.nome) })) };
  const filled: Record<string, unknown> = { ...fields };
  const fracos: WeakField[] = [];
  for (const group of gaps) {
    if (group.when(laidOut)) continue;
    for (const key of group.take) filled[key] = laidOut[key];
    fracos.push(group.weak);
  }
  return fracos.length ? { ...(filled as unknown as EditalFields), fracos } : fields;
}

/** Every field the rules can read from an edital's text (pdf/text.ts's output). */
function extractFromText(texto: string, options: EditalOptions): EditalFields {
  const act = findAct(texto);
  const orgaoFound = findOrgaoEdital(act);
  const uf = options.uf ?? findUfEdital(act, orgaoFound);
  const municipio = orgaoFound && /prefeitura|c[âa]mara|munic[íi]p/i.test(orgaoFound.nome) ? (findMunicipioInText(orgaoFound.nome, uf)?.nome ?? null) : null;
  const { pay, ...table } = tableFields(act);
  const dates = withRelativeRegistration(findEditalDates(act.text, options.ano ?? documentYear(act.text), options.publicadoEm ?? null), act.text, options.publicadoEm);
  const links = findEditalLinks(act.text);
  return {
    orgao: orgaoFound ? { nome: orgaoFound.nome, sigla: orgaoFound.sigla } : null,
    uf,
    municipio,
    escolaridade: table.escolaridade,
    vagas: table.vagas,
    cadastro_reserva: table.cadastro_reserva,
    ...payDatesAndLinks(pay, dates, links),
    cargos: table.cargos,
    banca: withTownTidied(
      withFullName(
        findBancaEdital(act.text) ?? organiserBySite(act.text) ?? firmRunning(act.text) ?? selfRunBanca(act) ?? selfRunInstitution(act.text) ?? selfRunBody(texto, act, orgaoFound, uf) ?? bodyActingFor(texto, act, uf) ?? proclaimerOfSelection(act),
        act.text,
      ),
      uf,
    ),
    taxas: editalFees(act.text),
    niveis: table.niveis,
  };
}
