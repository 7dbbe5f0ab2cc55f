import InfoIcon from 'lucide-react/icons/info';
import { ignoredParamsNotice } from './url-params';

/** Says which values of the address were not used (an unknown state, an overlong search). */
export function ParamsNotice({ params, className = '' }: { params: URLSearchParams; className?: string }) {
  const notice = ignoredParamsNotice(params);
  if (!notice) return null;
  return (
    <p role="note" className={`flex items-start gap-2 rounded-md border border-border bg-muted px-4 py-3 text-sm ${className}`}>
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>{notice}</span>
    </p>
  );
}
