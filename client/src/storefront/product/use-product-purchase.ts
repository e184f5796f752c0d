import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProductCartAddDocument } from './product.generated';
import { useAuth } from '../../shared/auth/auth-context';
import { getStoredUser } from '../../shared/auth/auth-storage';
import { CHECKOUT_PATH, buyNowCheckout } from '../../shared/cart/checkout-state';
import type { BuyNowItem } from '../../shared/cart/checkout-state';
import { openShopDrawer } from '../../shared/ui/drawers';
import { notify } from '../../shared/ui/notify';

/** What the shopper chose on the product page: the product, purity, colour, size and quantity. */
export type ProductChoice = BuyNowItem;

export const ADD_TO_CART_LOGIN_MESSAGE = 'Please login to add to cart';
export const BUY_NOW_LOGIN_MESSAGE = 'Please login to proceed to checkout';
export const ADDED_TO_CART_MESSAGE = 'Item Added To Cart';
export const ADD_TO_CART_FAILED_MESSAGE = 'Failed to add to cart';

/**
 * Add to Cart and Buy Now of the product page. A guest gets the login toasts of docs/specifications.md#storefront-5-validation. Add to Cart sends
 * the chosen options to cartAddItem, then says 'Item Added To Cart' and opens the cart drawer, or
 * shows why the server refused (out of stock, unavailable option, no price). Buy Now opens the
 * checkout with the choice in the navigation state.
 */
export function useProductPurchase() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [addItem, { loading: adding }] = useMutation(ProductCartAddDocument);

  const addToCart = useCallback(
    async (choice: ProductChoice): Promise<boolean> => {
      if (!user) {
        notify.error(ADD_TO_CART_LOGIN_MESSAGE);
        return false;
      }
      try {
        const { data } = await addItem({ variables: { input: choice } });
        const result = data?.cartAddItem;
        if (result?.__typename === 'CartAddItemSuccess') {
          notify.success(ADDED_TO_CART_MESSAGE);
          openShopDrawer('cart');
          return true;
        }
        notify.error((result && 'message' in result && result.message) || ADD_TO_CART_FAILED_MESSAGE);
      } catch {
        // Transport and auth failures are logged by the Apollo error link; a lapsed session is signed out
        // there with its own message, so only a shopper still signed in hears that the add failed.
        if (getStoredUser()) notify.error(ADD_TO_CART_FAILED_MESSAGE);
      }
      return false;
    },
    [user, addItem],
  );

  const buyNow = useCallback(
    (choice: ProductChoice) => {
      if (!user) {
        notify.error(BUY_NOW_LOGIN_MESSAGE);
        return;
      }
      void navigate(CHECKOUT_PATH, { state: buyNowCheckout(choice) });
    },
    [user, navigate],
  );

  return { addToCart, buyNow, adding, signedIn: user !== null };
}
