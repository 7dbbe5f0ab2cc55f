/**
 * The one port between the server (host) and the web app's server entry (src/web/entry-server.tsx):
 * the host hands a page request in, the web app hands the whole HTML document back. Neither side
 * imports the other's modules; both import this.
 */

/** The built client's files, read by the host from Vite's manifest (empty when the app is not built). */
export interface ClientAssets {
  /** The entry module (`<script type="module">`), or null: the page is served without JavaScript. */
  entry: string | null;
  /** Stylesheets every page needs. */
  css: string[];
  /** Per route id (the route module's file name, 'edital'), the stylesheets its chunks add. */
  routes: Record<string, { css: string[] }>;
}

export const NO_CLIENT_ASSETS: ClientAssets = { entry: null, css: [], routes: {} };

export interface PageRenderRequest {
  /** Path and query of the page, as requested ('/edital/12?x=1'). */
  url: string;
  /** The request's Cookie header: a session renders the signed-in page, privately. */
  cookie: string | undefined;
  /** The site's public address (PUBLIC_URL): canonical URLs, og:url, JSON-LD. */
  origin: string;
  assets: ClientAssets;
  /** The app's own API, called in-process (same routes, same checks as from the browser). */
  fetchApi: (request: Request) => Promise<Response>;
}

export type PageRenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** Rendered for a session: never cached, never shared. */
      personal: boolean;
      /** Brasília date the page was rendered for (deadline badges depend on it). */
      day: string;
      /** Why the page is the error page (500): for the host's log, never for the response. */
      error?: unknown;
    }
  | { kind: 'redirect'; status: 302; location: string };

export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;

/** The id of the `<script type="application/json">` carrying the server's state to the browser. */
export const SSR_STATE_ELEMENT_ID = 'mci-ssr-state';
