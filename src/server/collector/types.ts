import type { EditalStatus, Escolaridade } from '#shared/domain';
import type { Uf } from '#shared/ufs';
import type { Fetcher } from './fetch';
import type { FetchTally, PageCache } from './page-cache';

/**
 * What a source adapter hands to the writer: one notice, with the column names of the edital table
 * (SPEC.md section 3, snake_case as in the API), ready to be upserted by `fonte_chave`.
 */
export interface Candidate extends ExtractedFields {
  /** Which site the notice came from: 'pci', 'jc' or 'querido-diario' (edital.fonte). */
  fonte: string;
  /**
   * The notice's stable key at its source, prefixed by the source ('pci:noticias/<slug>',
   * 'jc:<slug>', 'qd:<ibge>:<date>:…'); unique across sources (edital.fonte_chave).
   */
  fonte_chave: string;
  /** The page the notice was read from (http/https only), or null. */
  fonte_url: string | null;
  titulo: string;
  status: EditalStatus;
  tags: string[];
  /** The raw text the fields were read from (for auditing and re-extraction). */
  texto: string;
  /** How the fields were obtained: structured source fields, the rules extractor, or the LLM. */
  extracao: ExtractionMethod;
  /** sha256 of the normalised listing line: the detail page is not fetched again while it stays the same. */
  linha_hash?: string;
  /**
   * Every level the notice is open to, when its text says more than its positions do (an edital's
   * requirements for positions it does not list one by one).
   */
  niveis?: Exclude<Escolaridade, 'Vários_Níveis'>[];
  /** Where the fields were last read: the listing alone, the notice's page, its PDF, or the AI. */
  origem?: 'listagem' | 'detalhe' | 'pdf' | 'ia';
  /**
   * Fields read somewhere else than `origem` says (the official PDF's fields on a candidate read from
   * its notice page), with that document's address: their provenance is recorded as such.
   */
  origens?: Partial<Record<string, { origem: 'listagem' | 'detalhe' | 'pdf' | 'ia'; url: string | null }>>;
}

export interface CandidateOrgao {
  nome: string;
  sigla: string | null;
}

export interface CandidateBanca {
  nome: string;
  site: string | null;
}

export interface CandidateCargo {
  nome: string;
  escolaridade: Escolaridade | null;
  vagas: number | null;
  remuneracao_base: number | null;
  /** Weekly workload as the notice writes it ('40 horas semanais'), when it says. */
  jornada?: string | null;
  /** The position's registration fee in reais (0: exempt), when known. */
  taxa?: number | null;
}

export type ExtractionMethod = 'estruturado' | 'regras' | 'ia';

/** A problem with one item (or one page) of a source that did not stop the rest of it. */
export interface ItemError {
  /** What failed: the item's title or key, or the page URL. */
  item: string;
  /** Portuguese, safe to show in the admin's detalhes list. */
  message: string;
}

export interface SourceResult {
  candidates: Candidate[];
  /** Items or pages that could not be read; the other items are still returned. */
  errors: ItemError[];
  /** Things worth reporting that did not lose data, e.g. the AI extractor falling back to rules. */
  warnings: ItemError[];
  /** Items read but deliberately left out (e.g. gazette excerpts that are not a concurso notice). */
  skipped: number;
}

/** A notice's fields as read from a source (free text or structure), before they become a Candidate. */
export interface ExtractedFields {
  /** The hiring agency; the writer upserts orgao(nome, sigla, uf, municipio) from it and uf/municipio below. */
  orgao: CandidateOrgao | null;
  /** null for national notices. */
  uf: Uf | null;
  /** The IBGE spelling of the municipality, or null. */
  municipio: string | null;
  escolaridade: Escolaridade | null;
  /** Immediate vacancies; 0 = cadastro reserva only; null = not stated. */
  vagas: number | null;
  /** Whether the notice also (or only) forms a cadastro reserva. */
  cadastro_reserva: boolean;
  remuneracao_min: number | null;
  remuneracao_max: number | null;
  /** Dates as 'YYYY-MM-DD'. */
  inscricoes_inicio: string | null;
  inscricoes_fim: string | null;
  prova_data: string | null;
  cargos: CandidateCargo[];
  /** The exam board; `nome` is the bancas catalogue's spelling when it was recognised. */
  banca: CandidateBanca | null;
  link_inscricao: string | null;
  link_edital: string | null;
}

/** What is already known about a text from its source's structure (a gazette's city, a list's UF). */
export interface ExtractionHints {
  uf?: Uf | null;
  municipio?: string | null;
  orgao?: CandidateOrgao | null;
  /** Year assumed for dates written without one ('10/03 a 09/04'). */
  ano?: number;
  /** The day the text was published (a gazette's date), for periods counted from it. */
  publicadoEm?: string;
}

export interface ExtractionOutcome {
  campos: ExtractedFields;
  via: 'regras' | 'ia';
  /**
   * Whether the text announces a concurso/processo seletivo at all (the LLM judges it; the rules
   * use keywords). Free-text sources skip the ones that do not.
   */
  eConcurso: boolean;
  /** Why the AI result was not used (not configured, invalid JSON, schema violation, timeout…), or null. */
  aviso: string | null;
}

/** Extracts notice fields from free text (the LLM extractor, or the rules one). */
export type FreeTextExtractor = (texto: string, hints?: ExtractionHints) => Promise<ExtractionOutcome>;

export interface SourceContext {
  fetcher: Fetcher;
  /** Today's date in Brasília ('YYYY-MM-DD'): statuses are decided against it. */
  today: string;
  /** Extractor for free text (Querido Diário excerpts); the rules extractor when absent. */
  extractor?: FreeTextExtractor;
  signal?: AbortSignal;
  /** Pages already read (listing and detail pages): conditional requests, and the body of an unchanged page. */
  pageCache?: PageCache;
  /** The listing line hash stored for a notice key at the last run (edital_fonte.linha_hash), or null. */
  knownLines?: (fonteChave: string) => string | null;
  /** Where the source counts the notices' pages it fetched, found unchanged, skipped or failed to read. */
  paginas?: FetchTally;
  /** Told every edital (PDF) link a notice's page gives, official ones first: the PDF stage's input. */
  editalLinks?: (fonteChave: string, links: string[]) => void;
}

export interface SourceAdapter {
  /** Short name used in logs and in the run's detalhes ('pci-mcp', 'pci-html', 'jc', 'querido-diario'). */
  name: string;
  fetchCandidates(ctx: SourceContext): Promise<SourceResult>;
}

/** The source answered with an error of its own (e.g. a JSON-RPC error object). */
export class SourceError extends Error {
  constructor(
    readonly source: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${source}: ${message}`, options);
    this.name = new.target.name;
  }
}

/**
 * The source answered, but not in the format this adapter knows: a changed layout, JSON without
 * the expected keys, or a body that is not JSON. The whole source fails loudly instead of
 * returning garbage.
 */
export class SourceFormatError extends SourceError {}
