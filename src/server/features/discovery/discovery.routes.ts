import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { EDITAL_NOT_FOUND_MESSAGE } from '#shared/api-error';
import { editalIdSchema } from '#shared/editais/schemas';
import { isUf } from '#shared/ufs';
import { AppError } from '#server/lib/app-error';
import type { AppDeps, AppEnv } from '#server/lib/context';
import { createRouter } from '#server/lib/router';
import { buildRobotsTxt, buildRssFeed, buildSitemap, buildSitemapPart, findShareNotice, rssPath } from './discovery.service';
import { createShareImages, DEFAULT_IMAGE_VERSION, shareImageVersion, type ShareImages } from './og-image.cache';

/**
 * What crawlers, feed readers and link previews fetch (DESIGN.md section 5): /robots.txt,
 * /sitemap.xml (and its parts), /rss.xml, /rss/{uf}.xml and the share images under /og/. Not part
 * of the JSON API, so not in /api/openapi.json; unknown files answer the API's 404 error body.
 */

type Ctx = Context<AppEnv>;

const HOUR = 3600;
const DAY = 24 * HOUR;
const SITEMAP_NOT_FOUND = 'Sitemap não encontrado';
const FEED_NOT_FOUND = 'Feed não encontrado: estado (UF) desconhecido';
const IMAGE_NOT_FOUND = 'Imagem não encontrada';

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * An answer with validators: 304 when the client already holds this ETag, before `body` is made
 * (for a share image, before it is drawn).
 */
async function send(
  c: Ctx,
  body: () => string | Buffer | Promise<Buffer>,
  headers: { type: string; maxAge: number; etag: string },
): Promise<Response> {
  c.header('Cache-Control', `public, max-age=${headers.maxAge}`);
  c.header('ETag', headers.etag);
  if (etagMatches(c.req.header('If-None-Match'), headers.etag)) return c.body(null, 304);
  const bytes = await body();
  c.header('Content-Type', headers.type);
  return c.body(typeof bytes === 'string' ? bytes : new Uint8Array(bytes), 200);
}

/**
 * A generated text document, its ETag a hash of the bytes. Weak, because the compress middleware
 * may send the same document gzip-encoded.
 */
function sendText(c: Ctx, body: string, type: string, maxAge: number): Promise<Response> {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return send(c, () => body, { type, maxAge, etag });
}

/** '{n}.xml' and '{n}.png' where n is a plain positive number (no sign, no leading zero). */
const SITEMAP_FILE = /^([1-9]\d{0,9})\.xml$/;
const IMAGE_FILE = /^([1-9]\d{0,9})\.png$/;
const FEED_FILE = /^([a-z]{2})\.xml$/i;

export interface DiscoveryRoutesOptions {
  /** URLs per sitemap file (the protocol's 50,000 by default); tests pass a small one. */
  sitemapLimit?: number;
  /** The share images' cache; tests pass their own to look inside it. */
  shareImages?: ShareImages;
}

export function discoveryRoutes(deps: Pick<AppDeps, 'database' | 'env'>, options: DiscoveryRoutesOptions = {}) {
  const { db } = deps.database;
  const publicUrl = deps.env.PUBLIC_URL;
  const sitemap = { publicUrl, limit: options.sitemapLimit };
  const images = options.shareImages ?? createShareImages();

  return createRouter()
    .get('/robots.txt', (c) => sendText(c, buildRobotsTxt(publicUrl), 'text/plain; charset=utf-8', DAY))
    .get('/sitemap.xml', async (c) => sendText(c, await buildSitemap(db, sitemap), 'application/xml; charset=utf-8', HOUR))
    .get('/sitemaps/:file', async (c) => {
      const n = SITEMAP_FILE.exec(c.req.param('file'))?.[1];
      const body = n === undefined ? null : await buildSitemapPart(db, { ...sitemap, part: Number(n) });
      if (body === null) throw new AppError('NOT_FOUND', SITEMAP_NOT_FOUND);
      return sendText(c, body, 'application/xml; charset=utf-8', HOUR);
    })
    .get('/rss.xml', async (c) =>
      sendText(c, await buildRssFeed(db, { publicUrl }), 'application/rss+xml; charset=utf-8', 15 * 60),
    )
    .get('/rss/:file', async (c) => {
      const match = FEED_FILE.exec(c.req.param('file'));
      const uf = match?.[1]?.toUpperCase();
      if (!isUf(uf)) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);
      // One address per feed: /rss/SP.xml points readers at /rss/sp.xml.
      if (match?.[1] !== uf.toLowerCase()) return c.redirect(rssPath(uf), 301);
      return sendText(c, await buildRssFeed(db, { publicUrl, uf }), 'application/rss+xml; charset=utf-8', 15 * 60);
    })
    .get('/og/default.png', (c) =>
      send(c, () => images.brand(), { type: 'image/png', maxAge: DAY, etag: `"${DEFAULT_IMAGE_VERSION}"` }),
    )
    .get('/og/edital/:file', async (c) => {
      const id = editalIdSchema.safeParse(IMAGE_FILE.exec(c.req.param('file'))?.[1]);
      const notice = id.success ? await findShareNotice(db, id.data) : null;
      if (!notice) throw new AppError('NOT_FOUND', id.success ? EDITAL_NOT_FOUND_MESSAGE : IMAGE_NOT_FOUND);
      // A previewer revalidating its copy costs one indexed lookup, no drawing.
      return send(c, () => images.forNotice(notice), { type: 'image/png', maxAge: DAY, etag: `"${shareImageVersion(notice)}"` });
    });
}
