/**
 * Loads `path` as a new page. Signing out leaves through here so nothing fetched as the previous
 * user (query cache, component state) survives in memory, and no page guard can react to the
 * signed-out state before the app has left the page. Its own module so tests can replace it.
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
