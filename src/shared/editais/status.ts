/** What a notice's status badge says (SPEC.md section 4). */
export type StatusLabel = 'Inscrições Abertas' | 'Previsto' | 'Encerrado';

/**
 * inscricoes_abertas → 'Inscrições Abertas'; publicado and autorizado → 'Previsto'; anything else
 * (encerrado, suspenso, cancelado, an unknown value) → 'Encerrado'.
 */
export function statusLabel(status: string): StatusLabel {
  switch (status) {
    case 'inscricoes_abertas':
      return 'Inscrições Abertas';
    case 'publicado':
    case 'autorizado':
      return 'Previsto';
    default:
      return 'Encerrado';
  }
}
