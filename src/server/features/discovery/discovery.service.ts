import { asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Edital } from '#shared/api/editais';
import { BUSCA_RSS_PREFIX } from '#shared/buscas';
import { paths } from '#shared/paths';
import { UF_NAMES, UFS, type Uf } from '#shared/ufs';
import { edital } from '#server/db/schema';
import { isoTimestamp, selectEditais, toEdital, type Db } from '#server/lib/edital-select';
import { buildRss, RSS_ITEM_LIMIT, XML_FORBIDDEN } from '#server/lib/rss';

/**
 * What crawlers, feed readers and link previews read: robots.txt, the sitemap and the RSS feeds.
 * Verb functions over a database and the site's public address; no HTTP.
 */

// --- robots.txt

/** Per-user, private or transactional pages: nothing there for a search engine to index. */
const PRIVATE_PATHS = [
  '/api/',
  paths.meusConcursos.pattern,
  paths.conta.pattern,
  paths.admin.pattern,
  paths.auth.pattern,
  paths.redefinirSenha.pattern,
  paths.emailConfirmado.pattern,
  paths.cancelarAlertas.pattern,
  paths.cancelarLembretes.pattern,
  '/agenda/',
  // The private feeds of saved searches (their address is the only credential).
  BUSCA_RSS_PREFIX,
];

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    // Rules are prefixes, so "Disallow: /conta" would also hide /contato; under RFC 9309 the longest
    // matching rule wins, which keeps the contact page open.
    `Allow: ${paths.contato.pattern}`,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

// --- XML

/**
 * Text safe inside an XML element or attribute: the five special characters escaped, and the
 * characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/U+FFFF) dropped, since
 * one of them would make the whole document unreadable.
 */
export function escapeXml(text: string): string {
  return text
    .replace(XML_FORBIDDEN, '')
    .replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

// --- Sitemap

/** The sitemaps protocol's limit of URLs per file; above it /sitemap.xml becomes an index. */
export const SITEMAP_URL_LIMIT = 50_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

interface SitemapEntry {
  path: string;
  /** W3C datetime; absent for pages that have no date of their own. */
  lastmod?: string;
}

/** The public pages that are not notices, in the order the sitemap lists them. */
export function staticSitemapPaths(): string[] {
  return [
    paths.home.to(),
    paths.feed.to(),
    paths.explorar.to(),
    ...UFS.map((uf) => paths.estado.to(uf)),
    paths.sobre.to(),
    paths.planos.to(),
    paths.termos.to(),
    paths.privacidade.to(),
    paths.contato.to(),
  ];
}

export interface SitemapOptions {
  publicUrl: string;
  /** URLs per file (SITEMAP_URL_LIMIT); a test passes a small one to see the index. */
  limit?: number;
  /** Notices read per query (NOTICE_SLICE); a test passes a small one. */
  slice?: number;
}

async function countNotices(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(edital);
  return Number(row?.n ?? 0);
}

/**
 * Rows read per query. A 50,000-URL part read at once holds PGlite (which runs on the server's own
 * thread) for a second or more; in slices, other requests are answered in between.
 */
const NOTICE_SLICE = 5_000;

/** Notices `offset`… by id (a stable order, so the parts of an index never overlap): id and date only. */
async function listNoticeEntries(db: Db, offset: number, limit: number, sliceSize = NOTICE_SLICE): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  let afterId: number | null = null;
  while (entries.length < limit) {
    const slice = Math.min(sliceSize, limit - entries.length);
    const rows = await db
      .select({ id: edital.id, updatedAt: isoTimestamp(edital.updatedAt) })
      .from(edital)
      .where(afterId === null ? undefined : gt(edital.id, afterId))
      .orderBy(asc(edital.id))
      .offset(afterId === null ? offset : 0)
      .limit(slice);
    // Whole seconds: the W3C format allows fractions, but no crawler needs them.
    for (const r of rows) entries.push({ path: paths.edital.to(r.id), lastmod: r.updatedAt.replace(/\.\d+Z$/, 'Z') });
    const last = rows.at(-1);
    if (!last || rows.length < slice) break;
    afterId = last.id;
  }
  return entries;
}

/** The entries at positions [start, end) of the whole list: the static pages first, then the notices. */
async function listEntries(db: Db, start: number, end: number, slice?: number): Promise<SitemapEntry[]> {
  const statics = staticSitemapPaths();
  const first = statics.slice(start, end).map((path) => ({ path }));
  const noticeStart = Math.max(start, statics.length);
  const notices = await listNoticeEntries(db, noticeStart - statics.length, end - noticeStart, slice);
  return [...first, ...notices];
}

function urlset(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(publicUrl + e.path)}</loc>${lastmod}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Where part `n` (1-based) of a sitemap index lives. */
export function sitemapPartPath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

function sitemapIndex(publicUrl: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(publicUrl + sitemapPartPath(i + 1))}</loc></sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * /sitemap.xml: every public page and notice in one urlset while they fit in `limit` URLs, else an
 * index of the parts (buildSitemapPart) that hold them.
 */
export async function buildSitemap(db: Db, options: SitemapOptions): Promise<string> {
  const limit = options.limit ?? SITEMAP_URL_LIMIT;
  const total = staticSitemapPaths().length + (await countNotices(db));
  if (total <= limit) return urlset(options.publicUrl, await listEntries(db, 0, total, options.slice));
  return sitemapIndex(options.publicUrl, Math.ceil(total / limit));
}

/** Part `part` (1-based) of the sitemap index, or null when there is no such part (nor an index). */
export async function buildSitemapPart(db: Db, options: SitemapOptions & { part: number }): Promise<string | null> {
  const limit = options.limit ?? SITEMAP_URL_LIMIT;
  const total = staticSitemapPaths().length + (await countNotices(db));
  const parts = Math.ceil(total / limit);
  if (parts <= 1 || !Number.isSafeInteger(options.part) || options.part < 1 || options.part > parts) return null;
  const start = (options.part - 1) * limit;
  return urlset(options.publicUrl, await listEntries(db, start, Math.min(start + limit, total), options.slice));
}

// --- RSS

// The item format and the size of a feed are lib/rss.ts's, shared with the saved searches' private feeds.

/**
 * "em São Paulo", but "na Bahia" and "no Rio de Janeiro": Portuguese puts an article before most
 * state names, and a feed title reading "Concursos em Bahia" would look careless.
 */
const UF_PREPOSITION: Record<Uf, 'em' | 'no' | 'na'> = {
  AC: 'no', AL: 'em', AP: 'no', AM: 'no', BA: 'na', CE: 'no', DF: 'no', ES: 'no', GO: 'em',
  MA: 'no', MT: 'em', MS: 'em', MG: 'em', PA: 'no', PB: 'na', PR: 'no', PE: 'em', PI: 'no',
  RJ: 'no', RN: 'no', RS: 'no', RO: 'em', RR: 'em', SC: 'em', SP: 'em', SE: 'em', TO: 'no',
};

/** "MCI — Concursos públicos", or the state's feed: "MCI — Concursos em São Paulo". */
export function rssTitle(uf?: Uf): string {
  return uf ? `MCI — Concursos ${UF_PREPOSITION[uf]} ${UF_NAMES[uf]}` : 'MCI — Concursos públicos';
}

/** Where a feed lives: /rss.xml, or /rss/sp.xml for a state. */
export function rssPath(uf?: Uf): string {
  return uf ? `/rss/${uf.toLowerCase()}.xml` : '/rss.xml';
}

/** The newest notices, of one state or all: the same order as the site's lists (editais.service). */
async function listNewestEditais(db: Db, uf: Uf | undefined, limit: number): Promise<Edital[]> {
  const rows = await selectEditais(db, null)
    .where(uf ? eq(edital.uf, uf) : undefined)
    // As in editais.service: the order of edital_created_at_idx and edital_uf_created_at_idx.
    .orderBy(sql`${edital.createdAt} desc nulls last`, sql`${edital.id} desc nulls last`)
    .limit(limit);
  return rows.map((row) => toEdital(row, null));
}

/** /rss.xml or /rss/{uf}.xml: RSS 2.0 with the `limit` newest notices (created_at). */
export async function buildRssFeed(
  db: Db,
  options: { publicUrl: string; uf?: Uf | undefined; limit?: number },
): Promise<string> {
  const { publicUrl, uf } = options;
  const editais = await listNewestEditais(db, uf, options.limit ?? RSS_ITEM_LIMIT);
  return buildRss(
    {
      publicUrl,
      title: rssTitle(uf),
      description: uf
        ? `Os concursos públicos mais recentes ${UF_PREPOSITION[uf]} ${UF_NAMES[uf]}, no MCI.`
        : 'Os concursos públicos mais recentes do Brasil, no MCI.',
      link: uf ? `${publicUrl}${paths.estado.to(uf)}` : `${publicUrl}/`,
      feedUrl: publicUrl + rssPath(uf),
    },
    editais,
  );
}

// --- Share images

/** The notice a share image draws, or null when there is none. */
export async function findShareNotice(db: Db, id: number): Promise<Edital | null> {
  const [row] = await selectEditais(db, null).where(eq(edital.id, id)).limit(1);
  return row ? toEdital(row, null) : null;
}
