import { pagePath } from '@shop/contracts';
/** Link lists of the storefront footer (storefront specification, section 2). */
export const FOOTER_SHOP_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'All Jewellery', to: pagePath('all-jewellery') },
  { label: 'About Us', to: pagePath('about') },
  { label: 'Contact Us', to: pagePath('contact') },
] as const;

export const FOOTER_CARE_LINKS = [
  { label: 'Track Order', to: pagePath('track-order') },
  { label: 'Return & Exchange', to: pagePath('return-exchange') },
  { label: 'Shipping Policy', to: pagePath('shipping-policy') },
  { label: 'Privacy Policy', to: pagePath('privacy-policy') },
] as const;

/** Routes on which the storefront footer is hidden (specification section 2). */
export const ROUTES_WITHOUT_FOOTER: readonly string[] = [pagePath('about'), pagePath('login'), '/signin'];
