import { describe, expect, it } from '@jest/globals';
import { adminChildPath } from './admin-paths';
import { adminDocumentTitle, breadcrumbTrail } from './breadcrumbs';

const PAGES = {
  '': { title: 'Dashboard' },
  admindashboard: { title: 'Product Attributes', parent: '' },
  'metal-types': { title: 'Metal Types', parent: 'admindashboard' },
  orders: { title: 'Orders', parent: '' },
  loop: { title: 'Loop', parent: 'loop' },
};

describe('back-office breadcrumbs', () => {
  it('leads from the dashboard to the current page, which has no link', () => {
    expect(breadcrumbTrail('/admin/metal-types', PAGES)).toEqual([
      { label: 'Dashboard', to: '/admin' },
      { label: 'Product Attributes', to: '/admin/admindashboard' },
      { label: 'Metal Types' },
    ]);
    expect(breadcrumbTrail('/admin/orders/', PAGES)).toEqual([{ label: 'Dashboard', to: '/admin' }, { label: 'Orders' }]);
    expect(breadcrumbTrail('/admin', PAGES)).toEqual([{ label: 'Dashboard' }]);
  });

  it('names an unknown address and never loops', () => {
    expect(breadcrumbTrail('/admin/nowhere', PAGES)).toEqual([{ label: 'Dashboard', to: '/admin' }, { label: 'Page not found' }]);
    expect(breadcrumbTrail('/admin/loop', PAGES)).toEqual([{ label: 'Loop' }]);
  });

  it('reads the child path and titles the tab', () => {
    expect([adminChildPath('/admin'), adminChildPath('/admin/carats'), adminChildPath('/admin/products/7')]).toEqual([
      '',
      'carats',
      'products',
    ]);
    expect(adminDocumentTitle('Carats', 'Aurelia Lab Diamonds')).toBe('Carats · Back-office · Aurelia Lab Diamonds');
  });
});
