/** Facts about the shop shown in several places. The specification names the channels, not their addresses. */
export const SHOP_NAME = 'Aurelia Lab Diamonds';
export const SUPPORT_EMAIL = 'care@aurelialabdiamonds.com';

export const SOCIAL_LINKS = {
  chat: 'https://wa.me/',
  mail: `mailto:${SUPPORT_EMAIL}`,
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
} as const;
