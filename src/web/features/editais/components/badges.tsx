import type { EditalStatus, UserStatus } from '@/shared/domain';
import { deadlineBadge, type DeadlineTone } from '@/shared/editais/deadline';
import { statusLabel, type StatusLabel } from '@/shared/editais/status';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';

const STATUS_VARIANT: Record<StatusLabel, BadgeProps['variant']> = {
  'Inscrições Abertas': 'success',
  Previsto: 'secondary',
  Encerrado: 'muted',
};

/** 'Inscrições Abertas', 'Previsto' or 'Encerrado' (SPEC.md section 4). */
export function StatusBadge({ status }: { status: EditalStatus }) {
  const label = statusLabel(status);
  return (
    <Badge variant={STATUS_VARIANT[label]} data-status={status}>
      {label}
    </Badge>
  );
}

const TONE_VARIANT: Record<DeadlineTone, BadgeProps['variant']> = {
  ended: 'muted',
  urgent: 'urgent',
  warning: 'warning',
  normal: 'outline',
};

interface DeadlineBadgeProps {
  inscricoesFim: string | null;
  /** Brasília's date, 'YYYY-MM-DD'. */
  today: string;
  /** Leaves the badge out when it would only repeat an 'Encerrado' status badge. */
  status?: EditalStatus;
}

/** Days left to register: urgent colour at 3 days or fewer, warning at 7 or fewer. */
export function DeadlineBadge({ inscricoesFim, today, status }: DeadlineBadgeProps) {
  const badge = deadlineBadge(inscricoesFim, today);
  if (!badge) return null;
  if (badge.tone === 'ended' && status !== undefined && statusLabel(status) === 'Encerrado') return null;
  return (
    <Badge variant={TONE_VARIANT[badge.tone]} data-tone={badge.tone}>
      <span className="sr-only">Prazo de inscrição: </span>
      <span>{badge.label}</span>
    </Badge>
  );
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  novo: 'Novo',
  visto: 'Visto',
  salvo: 'Salvo',
  inscrito: 'Inscrito',
  oculto: 'Oculto',
};

/** The signed-in user's own status for a notice (Novo, Visto, Salvo, Inscrito, Oculto). */
export function UserStatusBadge({ userStatus }: { userStatus: UserStatus }) {
  return (
    <Badge variant={userStatus === 'novo' ? 'default' : 'outline'} data-user-status={userStatus}>
      <span className="sr-only">Seu status: </span>
      <span>{USER_STATUS_LABELS[userStatus]}</span>
    </Badge>
  );
}
