import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test-support/render';
import { StatCards } from './stat-cards';

const counts = { users: 3, products: 45, orders: 1200, inquiries: 0 };

describe('the dashboard figures', () => {
  it('name each card by what it shows, its title and its figure (label in name, WCAG 2.5.3)', () => {
    renderInShop(<StatCards counts={counts} loading={false} />);
    for (const name of ['Users 3', 'Products 45', 'Orders 1,200', 'Contacts 0']) {
      const card = screen.getByRole('link', { name });
      expect(card.getAttribute('aria-label')).toBeNull();
    }
  });

  it('say a card is loading while its figure is a skeleton', () => {
    renderInShop(<StatCards counts={counts} loading />);
    expect(screen.getByRole('link', { name: 'Users: loading' }).getAttribute('href')).toBe('/admin/users');
  });
});
