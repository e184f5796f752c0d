import { ALL_JEWELLERY_PATH } from '@shop/contracts';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CartDrawerDocument, CartDrawerRemoveItemDocument, CartDrawerUpdateQuantityDocument } from '../cart.generated';
import type { CartContentsFragment } from '../../../shared/cart/cart.generated';
import { CHECKOUT_PATH, cartCheckout } from '../../../shared/cart/checkout-state';
import { formatMinorUnits } from '../../../shared/cart/line-money';
import { notify } from '../../../shared/ui/notify';
import { SideDrawer, SideDrawerBody, SideDrawerFooter, SideDrawerMessage } from '../../../shared/ui/side-drawer';
import { CartLineItem } from '../components/cart-line-item';
import { stepQuantity } from '../../../shared/cart/quantity';
import { buyablePieces, piecesLabel } from '../cart-quantity';
import { LineListSkeleton } from '../../../shared/ui/line-list-skeleton';
import { useBusyLines } from '../../../shared/ui/use-busy-lines';

const FETCH_FAILED = 'Failed to fetch cart';
const UPDATE_FAILED = 'Failed to update quantity';
const REMOVE_FAILED = 'Failed to remove item';

interface CartBodyProps {
  cart: CartContentsFragment | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/** What the open drawer shows: the lines, or loading, failure or an empty cart. */
function CartBody({ cart, loading, failed, onRetry, onClose }: CartBodyProps) {
  const { isBusy, withLine } = useBusyLines();
  const [updateQuantity] = useMutation(CartDrawerUpdateQuantityDocument);
  const [removeItem] = useMutation(CartDrawerRemoveItemDocument);

  if (!cart) {
    if (failed) {
      return (
        <SideDrawerMessage
          tone="error"
          icon={<ErrorOutlineIcon />}
          testId="cart-error"
          actions={
            <Button variant="outlined" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          {FETCH_FAILED}
        </SideDrawerMessage>
      );
    }
    return loading ? <LineListSkeleton label="Loading your cart" testId="cart-loading" /> : null;
  }

  if (cart.items.length === 0) {
    return (
      <SideDrawerMessage
        icon={<ShoppingBagOutlinedIcon />}
        testId="cart-empty"
        actions={
          <Button component={RouterLink} to={ALL_JEWELLERY_PATH} onClick={onClose} variant="contained">
            Continue shopping
          </Button>
        }
      >
        Your cart is empty
      </SideDrawerMessage>
    );
  }

  const step = (lineId: number, current: number, delta: -1 | 1) =>
    withLine(lineId, async () => {
      const quantity = stepQuantity(current, delta);
      if (quantity === current) return;
      try {
        const { data } = await updateQuantity({ variables: { cartItemId: lineId, quantity } });
        const result = data?.cartUpdateQuantity;
        if (result?.__typename === 'Cart') notify.success('Quantity updated');
        else notify.error(result?.message || UPDATE_FAILED);
      } catch {
        notify.error(UPDATE_FAILED);
      }
    });

  const remove = (lineId: number) =>
    withLine(lineId, async () => {
      try {
        await removeItem({ variables: { cartItemId: lineId } });
        notify.success('Item removed from cart');
      } catch {
        notify.error(REMOVE_FAILED);
      }
    });

  return (
    <Box component="ul" aria-label="Pieces in your cart" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cart.items.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          busy={isBusy(line.id)}
          onStep={(delta) => void step(line.id, line.quantity, delta)}
          onRemove={() => void remove(line.id)}
          onOpenProduct={onClose}
        />
      ))}
    </Box>
  );
}

/** The subtotal and pieces of the lines that can be ordered now, as the server's subtotal counts them; then Checkout. */
function CartFooter({ cart, onCheckout }: { cart: CartContentsFragment; onCheckout: () => void }) {
  const blocked = cart.items.some((line) => !line.available);
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          Subtotal{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }} data-testid="cart-pieces">
            ({piecesLabel(buyablePieces(cart.items))})
          </Box>
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' }} data-testid="cart-subtotal">
          {formatMinorUnits(cart.subtotal.minorUnits, cart.subtotal.currencyCode)}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        Free shipping. No taxes are added at checkout.
      </Typography>
      {blocked ? (
        <Typography variant="caption" color="error.main" component="p" role="note">
          Some pieces are unavailable. Remove them to check out.
        </Typography>
      ) : null}
      <Button variant="contained" size="large" fullWidth disabled={blocked} onClick={onCheckout} data-testid="cart-checkout">
        Checkout
      </Button>
    </Box>
  );
}

/** The open drawer: fetches the cart (current prices) every time it opens. */
function CartDrawerContent({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(CartDrawerDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const cart = data?.cart;

  const checkout = () => {
    onClose();
    void navigate(CHECKOUT_PATH, { state: cartCheckout() });
  };

  return (
    <>
      <SideDrawerBody>
        <CartBody
          cart={cart}
          loading={loading}
          failed={Boolean(error)}
          onRetry={() => void refetch().catch(() => undefined)}
          onClose={onClose}
        />
      </SideDrawerBody>
      {cart && cart.items.length > 0 ? (
        <SideDrawerFooter>
          <CartFooter cart={cart} onCheckout={checkout} />
        </SideDrawerFooter>
      ) : null}
    </>
  );
}

/**
 * The cart drawer (docs/specifications.md#storefront-2-screens, docs/specifications.md#storefront-5-validation), opened through shared/ui/drawers.ts: the
 * signed-in shopper's lines with pictures, options, the price of one piece and line totals in the
 * account currency; quantity 1-10; Remove; the subtotal and Checkout (→ /checkout, source cart).
 */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SideDrawer open={open} onClose={onClose} title="Your Cart" testId="cart-drawer">
      <CartDrawerContent onClose={onClose} />
    </SideDrawer>
  );
}
