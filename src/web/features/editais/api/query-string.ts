/** '/api/x?uf=SP' from a path and optional parameters; blank values are left out. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export { EDITAIS_QUERY_KEY } from '@/web/lib/query-keys';
