import { LRUCache } from 'lru-cache';
import type { DataVersion } from './data-version';

interface Entry {
  version: number;
  value: Promise<unknown>;
  /** What the entry counts for against `maxWeight` (1 unless the caller says). */
  weight: number;
}

/**
 * A bounded, least-recently-used map of computed reads, each stamped with the data version read
 * BEFORE it was computed (domain/common/data-version.ts). An entry whose stamp differs from the
 * version now is a miss, so a read that starts after a write returned never answers what the write
 * replaced; a write during the computation moves the version on, and the entry is never used. When
 * the version cannot be read (the shared store is down) every read is computed.
 *
 * Concurrent misses of one key share one computation (the promise is kept), so a burst after a write
 * reads the database once; a failed computation is dropped at once.
 *
 * Bounded by a number of entries, and optionally by their total weight, for entries of different sizes.
 */
export class VersionedCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly dataVersion: DataVersion,
    maxEntries: number,
    maxWeight?: number,
  ) {
    this.entries = new LRUCache<string, Entry>(
      maxWeight === undefined ? { max: maxEntries } : { max: maxEntries, maxSize: maxWeight, sizeCalculation: (entry) => entry.weight },
    );
  }

  /** The version now, or null when it cannot be read (then nothing is cached). */
  version(): Promise<number | null> {
    return this.dataVersion.current().catch(() => null);
  }

  /** Whether get(key, version) would answer without computing (a kept value, or one being computed). */
  has(key: string, version: number | null): boolean {
    return version !== null && this.entries.peek(key)?.version === version;
  }

  /** The value of `key` at `version` (from version()), computing and keeping it (with its `weight`) on a miss. */
  get<T>(key: string, version: number | null, compute: () => Promise<T>, weight = 1): Promise<T> {
    if (version === null) return compute();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    // A request that read an older version than the entry's must not push the newer entry out.
    if (hit && hit.version > version) return compute();
    const value = compute();
    const entry: Entry = { version, value, weight };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
