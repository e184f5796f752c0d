import { LISTING_PAGE_SIZE } from './listing-filters';

/** '1 piece', '1,240 pieces' (Indian digit grouping, as the shop's prices). */
export const piecesCount = (count: number): string => `${count.toLocaleString('en-IN')} ${count === 1 ? 'piece' : 'pieces'}`;

/** 'Showing 25–30 of 30 pieces': the pieces of one page of results. */
export function showingRange(page: number, itemsOnPage: number, totalCount: number): string {
  const from = (page - 1) * LISTING_PAGE_SIZE + 1;
  const to = from + itemsOnPage - 1;
  return `Showing ${from.toLocaleString('en-IN')}–${to.toLocaleString('en-IN')} of ${piecesCount(totalCount)}`;
}
