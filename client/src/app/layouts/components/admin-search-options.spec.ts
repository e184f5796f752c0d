import { describe, expect, it } from '@jest/globals';
import type { AdminSearchQuery } from './admin-search.generated';
import { matchingPages, resultOptions } from './admin-search-options';

const PAGES = {
  '': { title: 'Dashboard' },
  admindashboard: { title: 'Product Attributes', parent: '' },
  carats: { title: 'Carats', parent: 'admindashboard' },
  products: { title: 'Products', parent: '' },
  'product-carats': { title: 'Product Carats', parent: 'products' },
};

describe('top-bar search entries', () => {
  it('offers the pages whose title matches every word', () => {
    expect(matchingPages('carat', PAGES).map((o) => [o.label, o.to, o.secondary])).toEqual([
      ['Carats', '/admin/carats', 'in Product Attributes'],
      ['Product Carats', '/admin/product-carats', 'in Products'],
    ]);
    // A parent's title counts too: Carats sits under Product Attributes.
    expect(matchingPages('attributes carat', PAGES).map((o) => o.label)).toEqual(['Carats']);
    expect(matchingPages('  ', PAGES)).toEqual([]);
  });

  it('turns orders, users and products into links to their pages', () => {
    // Arrange
    const data: AdminSearchQuery = {
      adminOrders: {
        totalCount: 1,
        items: [
          {
            id: 1042,
            customerName: 'Asha Rao',
            email: 'asha@example.com',
            statusLabel: 'Shipped',
            grandTotal: { amount: '123456.50', currencyCode: 'INR' },
          },
        ],
      },
      adminUsers: {
        totalCount: 1,
        items: [{ id: 7, firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', role: 'CUSTOMER' }],
      },
      adminProducts: {
        totalCount: 1,
        items: [
          {
            id: 31,
            name: 'Aurora Solitaire Ring',
            metalType: { id: 1, name: 'Gold' },
            colors: [
              { id: 1, imageUrls: [] },
              { id: 2, imageUrls: ['uploads/a.webp'] },
            ],
          },
        ],
      },
    };
    // Act
    const options = resultOptions(data);
    // Assert
    expect(options.map((o) => [o.group, o.label, o.secondary, o.to])).toEqual([
      ['Orders', 'Order #1042', 'Asha Rao · ₹1,23,456.50 · Shipped', '/admin/orders?search=%231042'],
      ['Users', 'Priya Sharma', 'priya@example.com · Customer', '/admin/users?search=priya%40example.com'],
      ['Products', 'Aurora Solitaire Ring', 'Gold · #31', '/admin/products?edit=31'],
    ]);
    expect(options[2].image).toBe('uploads/a.webp');
    expect(resultOptions(undefined)).toEqual([]);
  });
});
