import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { WishlistAddLineDocument, WishlistRemoveLineDocument, WishlistStateDocument } from './wishlist.generated';
import type { WishlistStateLineFragment } from './wishlist.generated';
import { useAuth } from '../auth/auth-context';
import { notify } from '../ui/notify';

/** What a heart needs to know of a product: its id, its name (labels) and its listing purity. */
export interface WishlistProductRef {
  id: number;
  name: string;
  /** The purity to keep (a card's listing price carat); the API adds the first colour and size. */
  productCaratId: number | null | undefined;
}

export const WISHLIST_LOGIN_MESSAGE = 'Please login to add to wishlist';
export const WISHLIST_FAILED_MESSAGE = 'Failed to update wishlist';

/**
 * Puts a wishlist the API answered (wishlistAdd, wishlistRemove, wishlistMoveToCart) in the cache as
 * the signed-in shopper's wishlist, so hearts and the header badge follow without a refetch. Call it
 * from the `update` of any wishlist mutation.
 */
export function writeWishlistLines(cache: ApolloCache, lines: readonly WishlistStateLineFragment[]): void {
  cache.writeQuery({ query: WishlistStateDocument, data: { wishlist: [...lines] } });
}

/** The line a heart removes: the same product in the same purity first, else any line of the product. */
function lineFor(lines: readonly WishlistStateLineFragment[], product: WishlistProductRef): WishlistStateLineFragment | undefined {
  const ofProduct = lines.filter((line) => line.productId === product.id);
  return ofProduct.find((line) => line.productCaratId === product.productCaratId) ?? ofProduct[0];
}

/**
 * The signed-in shopper's wishlist (one cached query for the whole page; nothing for a guest) and the
 * heart's toggle. toggle() shows a guest the login toast (docs/specifications.md#storefront-5-validation) and answers the new state, or null
 * when nothing changed.
 */
export function useWishlist() {
  const { user } = useAuth();
  const signedIn = user !== null;
  const { data, loading } = useQuery(WishlistStateDocument, { skip: !signedIn, fetchPolicy: 'cache-first' });
  const lines = useMemo(() => (signedIn ? (data?.wishlist ?? []) : []), [signedIn, data]);
  const [addLine] = useMutation(WishlistAddLineDocument);
  const [removeLine] = useMutation(WishlistRemoveLineDocument);

  const isWishlisted = useCallback((productId: number) => lines.some((line) => line.productId === productId), [lines]);

  const toggle = useCallback(
    async (product: WishlistProductRef): Promise<boolean | null> => {
      if (!signedIn) {
        notify.error(WISHLIST_LOGIN_MESSAGE);
        return null;
      }
      try {
        const line = lineFor(lines, product);
        if (line) {
          await removeLine({
            variables: { wishlistItemId: line.id },
            update: (cache, { data: removed }) => {
              if (removed) writeWishlistLines(cache, removed.wishlistRemove);
            },
          });
          notify.success('Removed from wishlist');
          return false;
        }
        if (!product.productCaratId) {
          notify.error(WISHLIST_FAILED_MESSAGE);
          return null;
        }
        const { data: added } = await addLine({
          variables: { input: { productId: product.id, productCaratId: product.productCaratId } },
          update: (cache, { data: result }) => {
            if (result?.wishlistAdd.__typename === 'WishlistAddSuccess') writeWishlistLines(cache, result.wishlistAdd.wishlist);
          },
        });
        const result = added?.wishlistAdd;
        if (result?.__typename === 'WishlistAddSuccess') {
          notify.success('Added to wishlist');
          return true;
        }
        notify.error((result && 'message' in result && result.message) || WISHLIST_FAILED_MESSAGE);
        return null;
      } catch {
        // Transport and auth failures are logged (and a lapsed session signed out) by the Apollo error link.
        notify.error(WISHLIST_FAILED_MESSAGE);
        return null;
      }
    },
    [signedIn, lines, addLine, removeLine],
  );

  return { signedIn, lines, count: lines.length, loading, isWishlisted, toggle };
}
