/** The host a candidate is about to visit, without 'www.' ('' for an unreadable address). */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
