/**
 * The web app's server entry: the only module the host imports from src/web (through the RenderPage
 * port of src/shared/ssr.ts). It renders a page with React Router's static handler, its data loaded
 * through the app's own API in-process, and hands back the whole document: the app's HTML, the head
 * crawlers read, and the query cache (dehydrated) the browser hydrates from.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, defaultShouldDehydrateQuery, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { brasiliaUtcOffset, dayAtOffset, todayInBrasilia } from '@/shared/editais/dates';
import type { ClientAssets, PageRenderRequest, PageRenderResult } from '@/shared/ssr';
import { getSession, type Session } from '@/web/features/auth/api/get-session';
import { ApiError, setApiTransport, type ApiTransport } from '@/web/lib/api-client';
import { createQueryClient } from '@/web/lib/query-client';
import type { ServerDay } from '@/web/lib/today';
import { SESSION_QUERY_KEY } from '@/web/lib/query-keys';
import { Document } from './app/document';
import type { PageContext, PageHandle, PageHead } from './app/page-handle';
import { AppProvider } from './app/provider';
import { ServerErrorPage } from './app/root-layout';
import { routes } from './app/router';
import type { SsrState } from './app/ssr-state';

const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport(() => transports.getStore());

const handler = createStaticHandler(routes);

/** The app's API for this request: in-process, with the page's cookie, as the browser would call it. */
function transportFor(request: PageRenderRequest): ApiTransport {
  return (path, init) => {
    const headers = new Headers(init.headers);
    if (request.cookie) headers.set('cookie', request.cookie);
    return request.fetchApi(new Request(new URL(path, request.origin), { ...init, headers }));
  };
}

async function readSession(request: PageRenderRequest): Promise<Session | null> {
  // better-auth's cookie ('…session_token'); without one, asking would only say "nobody".
  if (!request.cookie?.includes('session_token')) return null;
  // As in the browser (useSession), a failed check counts as signed out rather than failing the page.
  return getSession().catch(() => null);
}

/**
 * Errors travel as plain objects; the browser turns them back into ApiError (ssr-state.ts). Only
 * the API's own answers (Portuguese messages meant for users) pass; anything else becomes a generic
 * message, so no internal detail reaches the page.
 */
function serializableError(error: unknown) {
  if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.message };
  return { status: 0, code: 'UNKNOWN', message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.' };
}

function dehydrateFor(queryClient: QueryClient) {
  return dehydrate(queryClient, {
    // A notice that does not exist is rendered as such; the browser must draw the same.
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    shouldRedactErrors: () => false,
  });
}

function handlesOf(context: StaticHandlerContext): PageHandle[] {
  return context.matches.map((match) => (match.route.handle ?? {}) as PageHandle);
}

/**
 * The entry module and the stylesheets the page's routes need. No modulepreload: React puts those
 * links ahead of the stylesheet, and on a phone's connection twenty scripts then hold back the CSS
 * that the first paint waits for; the scripts only hydrate a page that is already drawn.
 */
function assetsFor(assets: ClientAssets, context: StaticHandlerContext) {
  const css = new Set(assets.css);
  for (const match of context.matches) assets.routes[match.route.id]?.css.forEach((file) => css.add(file));
  return { entry: assets.entry, css: [...css] };
}

async function renderApp(queryClient: QueryClient, context: StaticHandlerContext, today: ServerDay): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient} today={today}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // A part that fails on the server would be left for the browser to draw (and the page would
    // not be complete): the page fails instead, and the host logs why.
    {
      onError: (error) => void errors.push(error),
      // React sends a big Suspense boundary (the landing page's carousels) after the rest, with an
      // inline script to move it in place, which the CSP blocks: keep every boundary in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}

async function renderPageIn(request: PageRenderRequest): Promise<PageRenderResult> {
  const url = new URL(request.url, request.origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Resposta inesperada do roteador (${context.status}).`);

  const queryClient = createQueryClient({ server: true });
  const session = await readSession(request);
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const now = new Date();
  // One reading of Brasília's clock: the day the page is rendered for is the one the offset gives.
  const utcOffset = brasiliaUtcOffset(now);
  const today = dayAtOffset(now, utcOffset);
  const handles = handlesOf(context);
  const pageContext = (params = {}): PageContext => ({ queryClient, params, url, origin: request.origin, session, today });

  for (const [i, handle] of handles.entries()) {
    const location = handle.redirect?.(pageContext(context.matches[i]!.params));
    if (location) return { kind: 'redirect', status: 302, location };
  }
  await Promise.all(handles.map((handle, i) => handle.prefetch?.(pageContext(context.matches[i]!.params))));

  let head: PageHead = {};
  for (const [i, handle] of handles.entries()) {
    if (handle.head) head = { ...head, ...handle.head(pageContext(context.matches[i]!.params)) };
  }
  const appHtml = await renderApp(queryClient, context, { day: today, utcOffset });
  const state: SsrState = { day: today, utcOffset, queries: dehydrateFor(queryClient) };
  for (const query of state.queries.queries) {
    if (query.state.status === 'error') query.state.error = serializableError(query.state.error) as unknown as Error;
    // No clock in the page: the same data renders the same bytes (a stable ETag across renders);
    // the browser stamps the data when it hydrates (ssr-state.ts).
    query.dehydratedAt = 0;
    query.state.dataUpdatedAt = 0;
    query.state.errorUpdatedAt = 0;
  }
  const { entry, css } = assetsFor(request.assets, context);
  const html = renderToStaticMarkup(
    <Document
      head={session ? { ...head, noindex: true } : head}
      path={url.pathname}
      origin={request.origin}
      css={css}
      entry={entry}
      appHtml={appHtml}
      state={state}
    />,
  );
  return { kind: 'page', status: head.status ?? 200, html: `<!doctype html>${html}`, personal: session !== null, day: today };
}

/** A page that could not be rendered: the frame and a Portuguese message, status 500, no script. */
function renderErrorPage(request: PageRenderRequest, error: unknown): PageRenderResult {
  const url = new URL(request.url, request.origin);
  const appHtml = renderToStaticMarkup(
    <StaticRouter location={url.pathname + url.search}>
      <ServerErrorPage retryHref={url.pathname + url.search} />
    </StaticRouter>,
  );
  const html = renderToStaticMarkup(
    <Document
      head={{ title: 'Algo deu errado', noindex: true, canonicalPath: null }}
      path={url.pathname}
      origin={request.origin}
      css={request.assets.css}
      entry={null}
      appHtml={appHtml}
    />,
  );
  return { kind: 'page', status: 500, html: `<!doctype html>${html}`, personal: false, day: todayInBrasilia(), error };
}

/**
 * Renders one page request. A failure while rendering is not thrown at the host: it gets the error
 * page (500) and the error itself, to log.
 */
export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  try {
    return await transports.run(transportFor(request), () => renderPageIn(request));
  } catch (error) {
    return renderErrorPage(request, error);
  }
}
