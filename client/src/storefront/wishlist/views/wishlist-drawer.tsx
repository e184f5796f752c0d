import { ALL_JEWELLERY_PATH } from '@shop/contracts';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { WishlistDrawerDocument, WishlistDrawerMoveToCartDocument, WishlistDrawerRemoveDocument } from '../wishlist.generated';
import type { WishlistDrawerLineFragment } from '../wishlist.generated';
import { notify } from '../../../shared/ui/notify';
import { SideDrawer, SideDrawerBody, SideDrawerMessage } from '../../../shared/ui/side-drawer';
import { writeWishlistLines } from '../../../shared/wishlist/use-wishlist';
import { WishlistLineItem } from '../components/wishlist-line-item';
import { LineListSkeleton } from '../../../shared/ui/line-list-skeleton';
import { useBusyLines } from '../../../shared/ui/use-busy-lines';

const FETCH_FAILED = 'Failed to fetch wishlist';
const MOVE_FAILED = 'Failed to move item to cart';
const REMOVE_FAILED = 'Failed to update wishlist';

/**
 * The cart's lines and subtotal changed on the server: forget the cached ones, so the cart drawer asks
 * again when it opens (the badge already follows the answered totalQuantity).
 */
function forgetCartLines(cache: ApolloCache): void {
  const id = cache.identify({ __typename: 'Cart' });
  if (!id) return;
  cache.evict({ id, fieldName: 'items' });
  cache.evict({ id, fieldName: 'subtotal' });
  cache.gc();
}

function WishlistLines({ lines, onClose }: { lines: readonly WishlistDrawerLineFragment[]; onClose: () => void }) {
  const { isBusy, withLine } = useBusyLines();
  const [moveToCart] = useMutation(WishlistDrawerMoveToCartDocument);
  const [removeLine] = useMutation(WishlistDrawerRemoveDocument);

  const move = (lineId: number) =>
    withLine(lineId, async () => {
      try {
        const { data } = await moveToCart({
          variables: { wishlistItemId: lineId },
          update: (cache, { data: moved }) => {
            if (moved?.wishlistMoveToCart.__typename !== 'WishlistMoveToCartSuccess') return;
            writeWishlistLines(cache, moved.wishlistMoveToCart.wishlist);
            forgetCartLines(cache);
          },
        });
        const result = data?.wishlistMoveToCart;
        if (result?.__typename === 'WishlistMoveToCartSuccess') notify.success('Item moved to cart');
        else notify.error((result && 'message' in result && result.message) || MOVE_FAILED);
      } catch {
        notify.error(MOVE_FAILED);
      }
    });

  const remove = (lineId: number) =>
    withLine(lineId, async () => {
      try {
        await removeLine({
          variables: { wishlistItemId: lineId },
          update: (cache, { data: removed }) => {
            if (removed) writeWishlistLines(cache, removed.wishlistRemove);
          },
        });
        notify.success('Item removed from wishlist');
      } catch {
        notify.error(REMOVE_FAILED);
      }
    });

  return (
    <Box component="ul" aria-label="Saved pieces" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <WishlistLineItem
          key={line.id}
          line={line}
          busy={isBusy(line.id)}
          onMoveToCart={() => void move(line.id)}
          onRemove={() => void remove(line.id)}
          onOpenProduct={onClose}
        />
      ))}
    </Box>
  );
}

/** The open drawer: fetches the wishlist (current prices) every time it opens. */
function WishlistDrawerContent({ onClose }: { onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(WishlistDrawerDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const lines = data?.wishlist;

  let body;
  if (!lines) {
    body = error ? (
      <SideDrawerMessage
        tone="error"
        icon={<ErrorOutlineIcon />}
        testId="wishlist-error"
        actions={
          <Button variant="outlined" onClick={() => void refetch().catch(() => undefined)}>
            Retry
          </Button>
        }
      >
        {FETCH_FAILED}
      </SideDrawerMessage>
    ) : loading ? (
      <LineListSkeleton label="Loading your wishlist" testId="wishlist-loading" />
    ) : null;
  } else if (lines.length === 0) {
    body = (
      <SideDrawerMessage
        icon={<FavoriteBorderIcon />}
        testId="wishlist-empty"
        actions={
          <Button component={RouterLink} to={ALL_JEWELLERY_PATH} onClick={onClose} variant="contained">
            Discover the collection
          </Button>
        }
      >
        Your wishlist is empty
      </SideDrawerMessage>
    );
  } else {
    body = <WishlistLines lines={lines} onClose={onClose} />;
  }

  return <SideDrawerBody>{body}</SideDrawerBody>;
}

/**
 * The wishlist drawer (docs/specifications.md#storefront-2-screens, docs/specifications.md#storefront-4-states, docs/specifications.md#storefront-5-validation), opened through shared/ui/drawers.ts:
 * the saved pieces with pictures, options and the price of one piece in the account currency, Move to
 * Cart (one piece; the line leaves the wishlist) and remove. Hearts and badges read the same cache.
 */
export function WishlistDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SideDrawer open={open} onClose={onClose} title="Your Wishlist" testId="wishlist-drawer">
      <WishlistDrawerContent onClose={onClose} />
    </SideDrawer>
  );
}
