import { formatDate } from './dates';
import { formatCurrency, formatInteger, formatSalary } from './format';

/**
 * 'O que mudou' (issue 16): each version of a notice's facts lists what changed from the one before
 * as {campo, de, para}; these are the words the detail page and the change e-mails show for them.
 * No zod, no I/O: the page's bundle and the server's mail share it.
 */

/** One change between two versions of a notice's facts (edital_versao.mudancas). */
export interface Mudanca {
  campo: string;
  de: unknown;
  para: unknown;
}

/** A position as a version records it. */
export interface CargoFato {
  nome: string;
  vagas: number | null;
  remuneracao_base: number | null;
}

/** The pay range as a version's 'remuneracao' change records it. */
export interface RemuneracaoFato {
  min: number | null;
  max: number | null;
}

/** The notice's states as a change names them ('Situação: Previsto → Inscrições abertas'). */
export const SITUACAO_LABEL: Record<string, string> = {
  inscricoes_abertas: 'Inscrições abertas',
  publicado: 'Previsto',
  autorizado: 'Autorizado',
  encerrado: 'Encerrado',
  suspenso: 'Suspenso',
  cancelado: 'Cancelado',
};

const ARROW = '→';
const NOT_SET = 'a definir';
/** How many positions a 'Cargos: …' line names before '…e mais N'. */
const MAX_CARGO_PARTS = 3;


const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Two dates as the change reads them: 'dd/MM' when both are in the same year, else 'dd/MM/yyyy'. */
function datePair(de: string, para: string): [string, string] {
  if (de.slice(0, 4) === para.slice(0, 4)) return [formatDate(de).slice(0, 5), formatDate(para).slice(0, 5)];
  return [formatDate(de), formatDate(para)];
}

/** 'Prova: 10/05 → 24/05', 'Prova: 24/05/2026' (newly set), 'Prova: 10/05/2026 → a definir'. */
function dateChange(label: string, de: unknown, para: unknown): string {
  if (isDate(de) && isDate(para)) {
    const [from, to] = datePair(de, para);
    return `${label}: ${from} ${ARROW} ${to}`;
  }
  if (isDate(para)) return `${label}: ${formatDate(para)}`;
  if (isDate(de)) return `${label}: ${formatDate(de)} ${ARROW} ${NOT_SET}`;
  return `${label} ${NOT_SET}`;
}

/** 'Inscrições prorrogadas de 10/04 para 24/04' (later end), 'Inscrições antecipadas de 24/04 para 10/04' (earlier). */
function registrationEnd(de: unknown, para: unknown): string {
  if (isDate(de) && isDate(para) && de !== para) {
    const [from, to] = datePair(de, para);
    return `Inscrições ${para > de ? 'prorrogadas' : 'antecipadas'} de ${from} para ${to}`;
  }
  return dateChange('Fim das inscrições', de, para);
}

function count(value: unknown): string {
  return isNumber(value) ? formatInteger(value) : 'não informado';
}

/** 'Vagas: 50 → 62', 'Vagas: 62' (newly stated). */
function vagasChange(de: unknown, para: unknown): string {
  if (!isNumber(de) && isNumber(para)) return `Vagas: ${count(para)}`;
  return `Vagas: ${count(de)} ${ARROW} ${count(para)}`;
}

function range(value: unknown): RemuneracaoFato {
  if (isNumber(value)) return { min: value, max: value };
  const v = (value ?? {}) as Partial<RemuneracaoFato>;
  return { min: isNumber(v.min) ? v.min : null, max: isNumber(v.max) ? v.max : null };
}

const hasPay = (r: RemuneracaoFato) => (r.min ?? 0) > 0 || (r.max ?? 0) > 0;

/** 'Remuneração: R$ 5.000,00 → R$ 5.500,00'; a range reads 'R$ 3.000,00 a R$ 6.000,00'. */
function payChange(label: string, de: unknown, para: unknown): string {
  const from = range(de);
  const to = range(para);
  if (!hasPay(from) && hasPay(to)) return `${label}: ${formatSalary(to.min, to.max)}`;
  const text = (r: RemuneracaoFato) => (hasPay(r) ? formatSalary(r.min, r.max) : 'não divulgada');
  return `${label}: ${text(from)} ${ARROW} ${text(to)}`;
}

function situacao(value: unknown): string {
  return (typeof value === 'string' && SITUACAO_LABEL[value]) || 'não informada';
}

function cargoList(value: unknown): CargoFato[] {
  if (!Array.isArray(value)) return [];
  return value.filter((c): c is CargoFato => !!c && typeof (c as CargoFato).nome === 'string');
}

/** What changed in one position: '8 → 9 vagas', 'R$ 3.000,00 → R$ 3.500,00'. */
function cargoDiff(before: CargoFato, after: CargoFato): string[] {
  const parts: string[] = [];
  if ((before.vagas ?? null) !== (after.vagas ?? null)) parts.push(`${after.nome}: ${count(before.vagas)} ${ARROW} ${count(after.vagas)} vagas`);
  if ((before.remuneracao_base ?? null) !== (after.remuneracao_base ?? null)) {
    const pay = (v: number | null) => (isNumber(v) && v > 0 ? formatCurrency(v) : 'não divulgada');
    parts.push(`${after.nome}: ${pay(before.remuneracao_base)} ${ARROW} ${pay(after.remuneracao_base)}`);
  }
  return parts;
}

/** 'Cargos: novo cargo Enfermeiro; Professor: 8 → 9 vagas; retirado Médico' (at most three, then '…e mais N'). */
function cargosChange(de: unknown, para: unknown): string {
  const before = new Map(cargoList(de).map((c) => [c.nome, c]));
  const after = cargoList(para);
  const names = new Set(after.map((c) => c.nome));
  const parts: string[] = [];
  for (const cargo of after) {
    const old = before.get(cargo.nome);
    parts.push(...(old ? cargoDiff(old, cargo) : [`novo cargo ${cargo.nome}`]));
  }
  for (const nome of before.keys()) if (!names.has(nome)) parts.push(`retirado ${nome}`);
  if (parts.length === 0) return 'Cargos atualizados';
  const shown = parts.slice(0, MAX_CARGO_PARTS).join('; ');
  const more = parts.length - MAX_CARGO_PARTS;
  return `Cargos: ${shown}${more > 0 ? `; e mais ${more} ${more === 1 ? 'alteração' : 'alterações'}` : ''}`;
}

/** The sentence for one change, in Portuguese. */
export function describeMudanca({ campo, de, para }: Mudanca): string {
  switch (campo) {
    case 'inscricoes_fim':
      return registrationEnd(de, para);
    case 'inscricoes_inicio':
      return dateChange('Início das inscrições', de, para);
    case 'prova_data':
      return dateChange('Prova', de, para);
    case 'vagas':
      return vagasChange(de, para);
    case 'remuneracao':
      return payChange('Remuneração', de, para);
    case 'remuneracao_min':
      return payChange('Remuneração inicial', de, para);
    case 'remuneracao_max':
      return payChange('Remuneração máxima', de, para);
    case 'status':
      return `Situação: ${situacao(de)} ${ARROW} ${situacao(para)}`;
    case 'cargos':
      return cargosChange(de, para);
    case 'pdf_sha256':
      return de ? 'Retificação publicada (novo edital em PDF)' : 'Edital publicado em PDF';
    default:
      return 'Informações do concurso atualizadas';
  }
}

/** The sentences for a version's changes, in order, without repeating one. */
export function describeMudancas(mudancas: readonly Mudanca[]): string[] {
  return [...new Set(mudancas.map(describeMudanca))];
}

/** Sources by the name a notice keeps (edital.fonte) and by the collector's adapter names. */
const FONTE_LABEL: Record<string, string> = {
  pci: 'PCI Concursos',
  'pci-mcp': 'PCI Concursos',
  'pci-html': 'PCI Concursos',
  'pci-api': 'PCI Concursos',
  jc: 'JC Concursos',
  'querido-diario': 'Querido Diário',
  manual: 'MCI',
  // The official document itself, listed with the sources of a notice.
  'edital-pdf': 'Edital oficial (PDF)',
};

/** A source as people know it: 'pci' → 'PCI Concursos'; an unknown one as written. */
export function fonteLabel(fonte: string): string {
  return FONTE_LABEL[fonte] ?? fonte;
}

/** Whether a name is one of the known sources (a run's line about a whole source names it). */
export function isKnownFonte(name: string): boolean {
  return Object.hasOwn(FONTE_LABEL, name);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Páginas: 12 buscadas, 988 sem mudança, 3 falhas' / 'PDFs: 1 baixado, …': read with a body, not
 * read again (the line, the page or the file did not change), and failed.
 */
export function fetchCountsText(kind: 'paginas' | 'pdfs', counts: { buscadas: number; nao_modificadas: number; puladas: number; falhas: unknown[] }): string {
  const read = kind === 'paginas' ? plural(counts.buscadas, 'buscada', 'buscadas') : plural(counts.buscadas, 'baixado', 'baixados');
  return `${kind === 'paginas' ? 'Páginas' : 'PDFs'}: ${read}, ${counts.nao_modificadas + counts.puladas} sem mudança, ${plural(counts.falhas.length, 'falha', 'falhas')}`;
}
