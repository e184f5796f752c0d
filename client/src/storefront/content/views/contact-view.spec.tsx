import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { SHOP_IDENTITY_ANSWER } from '../../../test-support/shop-identity';
import { ContactView } from './contact-view';

// The shop's identity is the server's (SHOP_* settings, docs/decisions.md#one-shop-identity): the contact page and the
// footer (app/layouts/components/site-footer.spec.tsx) show what the public ShopIdentity query answers, not a copy kept in the client.

const api = () => fakeApi({ ShopIdentity: () => SHOP_IDENTITY_ANSWER, ContactSubmit: () => ({}) });

describe('the shop identity on the storefront', () => {
  it('shows the configured address, e-mail, phone and chat on the contact page', async () => {
    // Arrange + Act
    renderInShop(<ContactView />, { api: api() });
    // Assert
    const address = await screen.findByTestId('contact-address');
    expect(address.textContent).toBe('Kavya Jewels4 Fergusson College RoadShivajinagar, Pune 411004Maharashtra, India');
    const details = within(screen.getByTestId('contact-details'));
    expect(details.getByRole('link', { name: 'hello@kavya.example' }).getAttribute('href')).toBe('mailto:hello@kavya.example');
    expect(details.getByRole('link', { name: '+91 20 5555 0101' }).getAttribute('href')).toBe('tel:+912055550101');
    expect(details.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')).toBe('https://wa.me/912055550101');
    expect(screen.getByRole('img', { name: /^Map: our studio at 4 Fergusson College Road, Shivajinagar, Pune 411004/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Bengaluru|Residency Road|Cubbon/);
  });
});
