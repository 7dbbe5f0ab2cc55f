import { pageTitle, paths, PRODUCT_NAME } from '@/shared/paths';
import { SSR_STATE_ELEMENT_ID } from '@/shared/ssr';
import type { PageHead } from './page-handle';

export const DEFAULT_DESCRIPTION =
  'MCI: encontre e acompanhe concursos públicos em todo o Brasil. Editais com inscrições abertas, previstos e autorizados, filtrados por estado.';

/** JSON inside a `<script>` element: '<' escaped so no value can close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

interface DocumentProps {
  head: PageHead;
  /** The requested path ('/edital/12'): the canonical URL unless the head names another. */
  path: string;
  origin: string;
  /** Stylesheets, then the entry module (none on a page served without JavaScript). */
  css: string[];
  entry: string | null;
  /** The app as the server rendered it (React's HTML), put inside #root. */
  appHtml: string;
  /** Hydration state for the browser (absent on pages that do not hydrate). */
  state?: unknown;
}

/** `<head>` for crawlers and link previews: title, description, canonical, OpenGraph, Twitter, feeds. */
function Head({ head, path, origin }: Pick<DocumentProps, 'head' | 'path' | 'origin'>) {
  const title = pageTitle(head.title);
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const canonical = head.canonicalPath === null ? null : absolute(origin, head.canonicalPath ?? path);
  const image = absolute(origin, head.image ?? paths.ogDefault.to());
  const feeds = [{ title: `${PRODUCT_NAME}: concursos mais recentes`, href: paths.rss.to() }, ...(head.feeds ?? [])];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {head.noindex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:type" content={head.type ?? 'website'} />
      <meta property="og:title" content={head.title ?? title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title ?? title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      ))}
      {(head.jsonLd ?? []).map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  );
}

/**
 * The whole HTML document around the app, rendered on the server only (renderToStaticMarkup): the
 * browser hydrates #root, never this. The state travels as JSON (not a script to run: the CSP allows
 * only the site's own script files).
 */
export function Document({ head, path, origin, css, entry, appHtml, state }: DocumentProps) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Head head={head} path={path} origin={origin} />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {entry && <script type="module" src={entry} />}
      </head>
      <body>
        <div id="root" dangerouslySetInnerHTML={{ __html: appHtml }} />
        {state !== undefined && (
          <script type="application/json" id={SSR_STATE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: scriptJson(state) }} />
        )}
      </body>
    </html>
  );
}
