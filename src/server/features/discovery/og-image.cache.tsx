import type { Edital } from '#shared/api/editais';
import { DefaultCard, EditalCard, OG_DESIGN_VERSION, renderCardPng, shareCardOf } from './og-image';

/**
 * The share images a process has drawn. A card costs tens to hundreds of milliseconds of CPU and a
 * shared link is fetched by many previewers at once, so each one is drawn once per version of its
 * notice and kept in a small LRU; concurrent requests for the same card share one drawing.
 */

/** Cards kept in memory (about 60 kB each). */
export const SHARE_IMAGE_CACHE_SIZE = 500;

/**
 * What a notice's card depends on: the notice's id and version, and the card's design. It is the
 * cache key and, quoted, the ETag.
 */
export function shareImageVersion(notice: Pick<Edital, 'id' | 'updated_at'>): string {
  return `og${OG_DESIGN_VERSION}-${notice.id}-${Date.parse(notice.updated_at)}`;
}

export const DEFAULT_IMAGE_VERSION = `og${OG_DESIGN_VERSION}-default`;

export interface ShareImages {
  /** The notice's card, drawn unless this version of it is in the cache. */
  forNotice(notice: Edital): Promise<Buffer>;
  /** The brand card, drawn once per process. */
  brand(): Promise<Buffer>;
  /** How many notice cards are held (for tests). */
  readonly size: number;
}

export function createShareImages(
  options: { maxEntries?: number; render?: typeof renderCardPng } = {},
): ShareImages {
  const maxEntries = options.maxEntries ?? SHARE_IMAGE_CACHE_SIZE;
  const render = options.render ?? renderCardPng;
  // By notice id, so a new version replaces the old card. A Map iterates in insertion order:
  // re-inserting on a hit keeps the least recently used card first, and that one goes.
  const cards = new Map<number, { version: string; png: Promise<Buffer> }>();
  let brand: Promise<Buffer> | undefined;

  function remember(id: number, entry: { version: string; png: Promise<Buffer> }) {
    cards.delete(id);
    cards.set(id, entry);
    if (cards.size > maxEntries) cards.delete(cards.keys().next().value as number);
    // A failed drawing is not kept: the next request tries again.
    entry.png.catch(() => {
      if (cards.get(id) === entry) cards.delete(id);
    });
  }

  return {
    forNotice(notice) {
      const version = shareImageVersion(notice);
      const hit = cards.get(notice.id);
      if (hit?.version === version) {
        cards.delete(notice.id);
        cards.set(notice.id, hit);
        return hit.png;
      }
      const entry = { version, png: render(<EditalCard card={shareCardOf(notice)} />) };
      remember(notice.id, entry);
      return entry.png;
    },
    brand() {
      brand ??= render(<DefaultCard />).catch((error: unknown) => {
        brand = undefined;
        throw error;
      });
      return brand;
    },
    get size() {
      return cards.size;
    },
  };
}
