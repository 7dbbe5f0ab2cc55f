import type { ReactNode } from 'react';
import { safeExternalUrl } from '@/shared/editais/links';
import { useLeaveSiteConfirm } from './lazy-dialogs';

interface ExternalLinkConfirmProps {
  /** Any address: only an http(s) one becomes a control; anything else renders nothing. */
  href: string | null | undefined;
  children: ReactNode;
  /** Classes of the control that opens the confirmation. */
  className?: string;
  /** Extra context for assistive technology, e.g. the id of the notice's title. */
  describedBy?: string;
}

/**
 * A way to a site outside MCI that first asks 'Você está saindo do MCI' and names the destination;
 * only 'Continuar' opens it (in a new tab).
 */
export function ExternalLinkConfirm({ href, children, className, describedBy }: ExternalLinkConfirmProps) {
  const url = safeExternalUrl(href);
  const confirm = useLeaveSiteConfirm(url);
  if (!url) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        className={className}
        onPointerEnter={() => void confirm.preload()}
        onFocus={() => void confirm.preload()}
        onClick={(event) => confirm.show(event.currentTarget)}
      >
        {children}
      </button>
      {confirm.dialog}
    </>
  );
}
