import type { CollectorDetalhe, CollectorResult, CollectorRunsResponse } from '@/shared/api/collector';
import { BRASILIA_TIME_ZONE } from '@/shared/editais/dates';
import { fonteLabel, isKnownFonte } from '@/shared/editais/mudancas';

/** Texts of the collector panel. */

export type CollectorRun = CollectorRunsResponse['runs'][number];

/** SPEC.md section 8: the description of 'Coleta concluída!'. */
export function collectedText({ editais_criados, editais_atualizados }: Pick<CollectorResult, 'editais_criados' | 'editais_atualizados'>): string {
  return `${editais_criados} criados, ${editais_atualizados} atualizados`;
}

export function errorsText(erros: number): string {
  return erros === 1 ? '1 erro' : `${erros} erros`;
}

export const TRIGGER_LABELS: Record<CollectorRun['trigger'], string> = { manual: 'Manual', agendado: 'Agendada' };

export const DETALHE_LABELS: Record<CollectorDetalhe['tipo'], string> = {
  erro: 'Erro',
  aviso: 'Aviso',
  criado: 'Criado',
  atualizado: 'Atualizado',
};

/** Errors first, then warnings: what needs the admin's attention leads the list. */
const DETALHE_ORDER: Record<CollectorDetalhe['tipo'], number> = { erro: 0, aviso: 1, criado: 2, atualizado: 3 };

export function sortDetalhes(detalhes: CollectorDetalhe[]): CollectorDetalhe[] {
  // Array.prototype.sort is stable: within a kind, the order of the run stays.
  return [...detalhes].sort((a, b) => DETALHE_ORDER[a.tipo] - DETALHE_ORDER[b.tipo]);
}

/** The server names its sources by adapter ('pci', 'pci-mcp', 'jc', …); the admin reads the site. */
export const sourceName = fonteLabel;

/** A line about a whole source (it failed, or fell back) names the source instead of a notice. */
export function detalheTitle({ edital }: CollectorDetalhe): string {
  return isKnownFonte(edital) ? `Fonte ${fonteLabel(edital)}` : edital;
}

const brasiliaDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRASILIA_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});

/** 'segunda-feira, 23 de novembro de 2026 às 18:00', in Brasília time. '' for unreadable input. */
export function formatNextRun(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : brasiliaDateTime.format(instant);
}

/** '00:00, 06:00, 07:00, 12:00 e 18:00' */
export function listTimes(times: string[]): string {
  if (times.length <= 1) return times.join('');
  return `${times.slice(0, -1).join(', ')} e ${times.at(-1)}`;
}
