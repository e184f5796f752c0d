import { describe, expect, it } from '@jest/globals';
import { buyNowCheckout, cartCheckout, readCheckoutState } from './checkout-state';

const item = { productId: 4, productCaratId: 9, productColorId: 12, productSizeId: null, quantity: 2 };

describe('the state /checkout is opened with', () => {
  it('keeps a well-formed Buy Now item', () => {
    expect(readCheckoutState(buyNowCheckout(item))).toEqual({ source: 'buyNow', item });
    // Missing colour and size mean the product's first ones.
    expect(readCheckoutState({ source: 'buyNow', item: { productId: 4, productCaratId: 9, quantity: 1 } })).toEqual({
      source: 'buyNow',
      item: { productId: 4, productCaratId: 9, productColorId: null, productSizeId: null, quantity: 1 },
    });
  });

  it('checks out the cart without state (a visit or reload), from the cart, or with anything malformed', () => {
    for (const state of [
      null,
      undefined,
      'buyNow',
      cartCheckout(),
      { source: 'buyNow' },
      { source: 'buyNow', item: { ...item, quantity: 0 } },
      { source: 'buyNow', item: { ...item, quantity: 1.5 } },
      { source: 'buyNow', item: { ...item, productId: '4' } },
      { source: 'buyNow', item: { ...item, productColorId: -1 } },
    ]) {
      expect(readCheckoutState(state)).toEqual({ source: 'cart' });
    }
  });
});
