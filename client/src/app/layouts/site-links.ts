/** Link lists of the storefront footer (storefront specification, section 2). */
export const FOOTER_SHOP_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'All Jewellery', to: '/allproduct' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
] as const;

export const FOOTER_CARE_LINKS = [
  { label: 'Track Order', to: '/track-order' },
  { label: 'Return & Exchange', to: '/return-exchange' },
  { label: 'Shipping Policy', to: '/shipping-policy' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
] as const;

/** Routes on which the storefront footer is hidden (specification section 2). */
export const ROUTES_WITHOUT_FOOTER: readonly string[] = ['/about', '/login', '/signin'];
