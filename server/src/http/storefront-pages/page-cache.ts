import type { DataVersion } from '../../domain/common/data-version';
import { VersionedCache } from '../../domain/common/versioned-cache';
import { SPECIAL_CASES } from './special-cases';

/**
 * What the page cache keeps: a page's status and head (`head`), a server render composed into its page
 * (`render`), sitemap.xml (`sitemap`), the sitemap's reads (`sitemap-facts`, the categories a listing's head
 * names) and the currencies the shop sells in (`store-currencies`, the render hints).
 */
export type PageCacheKind = 'head' | 'render' | 'sitemap' | 'sitemap-facts' | 'store-currencies';

const { maxWeight, renderWeight } = SPECIAL_CASES.keptPages;

const NO_VERSION: DataVersion = { current: () => Promise.reject(new Error('no data version')) };

/**
 * The one cache of the storefront's pages and the SEO files, per data version (VersionedCache): an admin's
 * write shows at once, a hit reads nothing. Keys are per kind, so kinds never collide. Without a data
 * version nothing is kept (every request reads the database).
 */
export class PageCache {
  private readonly cache: VersionedCache;

  constructor(dataVersion: DataVersion | null) {
    this.cache = new VersionedCache(dataVersion ?? NO_VERSION, maxWeight, maxWeight);
  }

  /** The data version now, or null (then nothing is kept). */
  version(): Promise<number | null> {
    return this.cache.version();
  }

  /** Whether get(kind, key, version) answers without computing (kept, or being computed for another request). */
  has(kind: PageCacheKind, key: string, version: number | null): boolean {
    return this.cache.has(`${kind}|${key}`, version);
  }

  /** The kept value of `kind` and `key` at `version`, computed and kept on a miss. */
  get<T>(kind: PageCacheKind, key: string, version: number | null, compute: () => Promise<T>): Promise<T> {
    return this.cache.get(`${kind}|${key}`, version, compute, kind === 'render' ? renderWeight : 1);
  }
}
