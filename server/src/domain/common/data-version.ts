/**
 * A number that changes after every committed write of data that a shopper can see or that signs a
 * request in (the catalogue, prices, rate card, content, accounts): everything but carts, wish lists,
 * orders, sessions and inbox rows. Caches stamp what they keep with it and throw away what carries an
 * older number, so a read that starts after a write returned never serves what the write replaced.
 *
 * database/transactions.ts advances it when an outermost transaction that wrote such a table commits,
 * before the write's caller goes on; cache/data-version.ts keeps it in this process, or in Redis when
 * REDIS_URL is set so every app server sees one number.
 */
export interface DataVersion {
  /**
   * The version now. A promise that settles after any advance that finished before this call began.
   * Rejects when the shared store cannot be reached: the caller must then read without a cache.
   */
  current(): Promise<number>;
}

/** No cache can be trusted: every call answers a new number (services made without start.ts's tracked DataSource: schema emission, unit tests). */
export const alwaysNewDataVersion: DataVersion = {
  current: (() => {
    let n = 0;
    return () => Promise.resolve(++n);
  })(),
};
