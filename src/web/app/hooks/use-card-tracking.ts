import type { TrackingOrigin } from '@/shared/domain';
import { useSession } from '@/web/features/auth/api/get-session';
import { useEditalTracking } from '@/web/features/tracking/api/set-edital-status';

/**
 * Save / seen / hide on a page's cards for a signed-in user; undefined for a visitor, whose
 * buttons open the sign-up prompt instead. Routes compose the two features here.
 */
export function useCardTracking(origin: TrackingOrigin) {
  const session = useSession();
  const tracking = useEditalTracking(origin);
  return session.status === 'signed-in' ? tracking : undefined;
}
