import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { SHOP_IDENTITY_ANSWER } from '../../../test-support/shop-identity';
import { SiteFooter } from './site-footer';

// The seller and customer care in the footer are the server's one shop identity (docs/decisions.md#one-shop-identity).

describe('the footer', () => {
  it('names the seller and customer care in the footer', async () => {
    renderInShop(<SiteFooter />, { api: fakeApi({ ShopIdentity: () => SHOP_IDENTITY_ANSWER }) });
    const identity = await screen.findByTestId('footer-identity');
    expect(identity.textContent).toContain(
      'Kavya Fine Jewels LLP · 4 Fergusson College Road, Shivajinagar, Pune 411004, Maharashtra, India',
    );
    expect(screen.getByTestId('footer-mail').getAttribute('href')).toBe('mailto:hello@kavya.example');
    expect(screen.getByTestId('footer-chat').getAttribute('href')).toBe('https://wa.me/912055550101');
  });
});
