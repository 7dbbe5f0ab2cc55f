import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Session } from '@/web/features/auth/api/get-session';

/** What a page's server-side hooks know about the request being rendered. */
export interface PageContext {
  queryClient: QueryClient;
  params: Params;
  url: URL;
  /** The site's public address (PUBLIC_URL), for canonical URLs and structured data. */
  origin: string;
  session: Session | null;
  /** Brasília's date the page is rendered for. */
  today: string;
}

/** The document head of a page, as crawlers and link previews read it. */
export interface PageHead {
  /** The page's own title; the product name is appended (pageTitle). Absent: the product's default title. */
  title?: string | undefined;
  description?: string | undefined;
  /** Path of the canonical URL; absent: the requested path without its query. null: none. */
  canonicalPath?: string | null | undefined;
  /** Absolute or root-relative address of the share image; absent: the default image. */
  image?: string | undefined;
  type?: 'website' | 'article';
  /** JSON-LD objects, one `<script type="application/ld+json">` each. */
  jsonLd?: object[] | undefined;
  /** Feeds offered for autodiscovery, besides the site's own. */
  feeds?: { title: string; href: string }[] | undefined;
  /** Keep the page out of search results (personal and private pages). */
  noindex?: boolean | undefined;
  /** The HTTP status (404 for a notice or state that does not exist). */
  status?: number | undefined;
}

/**
 * A route module's `handle`: what the server does around rendering it. The browser ignores it,
 * except that the data `prefetch` loads is embedded in the page and not fetched again.
 */
export interface PageHandle {
  /** Loads the page's queries into the request's query client (through the app's API, in-process). */
  prefetch?: (ctx: PageContext) => Promise<unknown>;
  /** Where to send this request instead (a signed-in visitor on the landing page goes to /feed). */
  redirect?: (ctx: PageContext) => string | null;
  head?: (ctx: PageContext) => PageHead;
}
