/**
 * The URL (trimmed) when it is an absolute http: or https: address, else null. Anything else —
 * javascript:, data:, relative paths, garbage — must never become a link.
 */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.hostname ? trimmed : null;
}

/**
 * Where 'Inscrever-se Agora' sends the candidate: the notice's registration link, else the exam
 * board's site; only http(s) addresses, else null (no button target).
 */
export function registrationTarget(edital: {
  link_inscricao: string | null;
  banca: { site: string | null } | null;
}): string | null {
  return safeExternalUrl(edital.link_inscricao) ?? safeExternalUrl(edital.banca?.site);
}
