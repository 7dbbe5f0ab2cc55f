import { useEffect } from 'react';
import { pageTitle } from '@/shared/paths';

/** Sets the document title to "<title> — MCI" (or the product's default title when omitted). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
