import { normalizeForMatch, type AlertPreferences } from '#shared/alerts';
import type { EditalStatus, Escolaridade } from '#shared/domain';

/**
 * Which new notices go in a user's alert (issue 7). Pure rules, unit-tested; the dispatcher
 * (send-alerts.ts) feeds them the notices created since the user's last alert.
 */

/** Only notices a candidate can still act on: open, or forecast/authorised. */
export const ALERTABLE_STATUSES: readonly EditalStatus[] = ['inscricoes_abertas', 'publicado', 'autorizado'];

/**
 * A notice written by a collector transaction that began just before a user's check may commit
 * just after it; looking back this far past the last check catches it (alert_sent keeps it from
 * going twice).
 */
export const NEW_SINCE_GRACE_MS = 10 * 60_000;

export interface AlertCandidate {
  id: number;
  titulo: string;
  uf: string | null;
  municipio: string | null;
  escolaridade: Escolaridade | null;
  status: EditalStatus;
  createdAt: Date;
  inscricoesFim: string | null;
  remuneracaoMin: number | null;
  remuneracaoMax: number | null;
  vagas: number | null;
  orgaoNome: string | null;
  orgaoSigla: string | null;
  cargos: { nome: string; escolaridade: Escolaridade | null }[];
}

/** Created after the user's last alert (less the grace). */
export function isNewSince(candidate: Pick<AlertCandidate, 'createdAt'>, newSince: Date): boolean {
  return candidate.createdAt.getTime() > newSince.getTime() - NEW_SINCE_GRACE_MS;
}

/** Punctuation becomes a space so that 'TI' is a word in 'Analista (TI)' and 'TJ-SP' has 'sp'. */
function words(value: string): string {
  return ` ${normalizeForMatch(value).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/**
 * Keywords are matched accent- and case-insensitively at the start of a word of the title, the
 * agency (name or acronym) or a position: 'policia' finds 'Polícia Militar', 'professor' finds
 * 'Professores', 'TI' finds 'Analista de TI' but not 'Estatístico'.
 */
export function matchesKeywords(candidate: AlertCandidate, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return true;
  const haystack = words(
    [candidate.titulo, candidate.orgaoNome ?? '', candidate.orgaoSigla ?? '', ...candidate.cargos.map((c) => c.nome)].join(' | '),
  );
  return keywords.some((keyword) => {
    const needle = words(keyword).trimEnd();
    return needle.trim() !== '' && haystack.includes(needle);
  });
}

/**
 * Education levels: the notice's own level, any of its positions' levels, or 'Vários Níveis'
 * (which has positions at every level). A notice of unknown level matches only without a filter.
 */
export function matchesEscolaridades(candidate: AlertCandidate, levels: readonly Escolaridade[]): boolean {
  if (levels.length === 0) return true;
  if (candidate.escolaridade === 'Vários_Níveis') return true;
  if (candidate.escolaridade && levels.includes(candidate.escolaridade)) return true;
  return candidate.cargos.some((c) => c.escolaridade !== null && levels.includes(c.escolaridade));
}

/** States: the notice's state; a national notice (no state) reaches everyone who chose states too. */
export function matchesUfs(candidate: AlertCandidate, ufs: readonly string[]): boolean {
  if (ufs.length === 0) return true;
  return candidate.uf === null || ufs.includes(candidate.uf);
}

/** Does the notice fit what the user asked for (status, states, levels, keywords)? */
export function matchesPreferences(candidate: AlertCandidate, preferences: Omit<AlertPreferences, 'enabled'>): boolean {
  return (
    ALERTABLE_STATUSES.includes(candidate.status) &&
    matchesUfs(candidate, preferences.ufs) &&
    matchesEscolaridades(candidate, preferences.escolaridades) &&
    matchesKeywords(candidate, preferences.keywords)
  );
}

/**
 * The notices of one alert: new since `newSince`, fitting the preferences, neither hidden by the
 * user nor sent to them before; open ones first by closing date, then the forecast ones, newest first.
 */
export function selectAlertNotices(
  candidates: readonly AlertCandidate[],
  {
    preferences,
    newSince,
    hidden,
    alreadySent,
  }: {
    preferences: Omit<AlertPreferences, 'enabled'>;
    newSince: Date;
    hidden: ReadonlySet<number>;
    alreadySent: ReadonlySet<number>;
  },
): AlertCandidate[] {
  return candidates
    .filter(
      (c) => isNewSince(c, newSince) && !hidden.has(c.id) && !alreadySent.has(c.id) && matchesPreferences(c, preferences),
    )
    .sort(compareForAlert);
}

/** Open ones first by closing date, then the forecast ones, newest first: the order of an alert's list. */
export function compareForAlert(a: AlertCandidate, b: AlertCandidate): number {
  const openA = a.status === 'inscricoes_abertas' ? 0 : 1;
  const openB = b.status === 'inscricoes_abertas' ? 0 : 1;
  if (openA !== openB) return openA - openB;
  if (openA === 0) {
    const endA = a.inscricoesFim ?? '9999-12-31';
    const endB = b.inscricoesFim ?? '9999-12-31';
    if (endA !== endB) return endA < endB ? -1 : 1;
  }
  return b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id;
}
