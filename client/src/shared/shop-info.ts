/** Facts about the shop shown in several places. The specification names the channels, not their addresses. */
export const SHOP_NAME = 'Aurelia Lab Diamonds';
export const SUPPORT_EMAIL = 'care@aurelialabdiamonds.com';
/** When customer care answers chat and e-mail. */
export const SUPPORT_HOURS = 'Monday to Saturday, 10:00 to 19:00 IST';
/** How soon an e-mail is answered (the benefits strip promises it). */
export const SUPPORT_REPLY_TIME = 'within one working day';

/** Customer care's phone, also its WhatsApp number: as shown, and as dialled (E.164 digits). */
export const SUPPORT_PHONE = { display: '+91 80 4718 2200', digits: '918047182200' } as const;
/** The shop's Instagram and Facebook accounts (the About page shows the Instagram handle). */
export const INSTAGRAM_HANDLE = 'aurelialabdiamonds';
export const FACEBOOK_PAGE = 'aurelialabdiamonds';
/** The studio customers may visit (contact page, with its map). */
export const STUDIO_ADDRESS = {
  lines: ['Aurelia Lab Diamonds', '3rd floor, 21 Residency Road', 'Ashok Nagar, Bengaluru 560025', 'Karnataka, India'],
  mapsQuery: '21 Residency Road, Ashok Nagar, Bengaluru 560025',
} as const;

/** The footer's and contact page's channels: change the accounts above and these follow. */
export const SOCIAL_LINKS = {
  chat: `https://wa.me/${SUPPORT_PHONE.digits}`,
  mail: `mailto:${SUPPORT_EMAIL}`,
  instagram: `https://www.instagram.com/${INSTAGRAM_HANDLE}/`,
  facebook: `https://www.facebook.com/${FACEBOOK_PAGE}`,
} as const;

/** A mailto: link with the subject filled in, for "write to us about …" links. */
export const supportMailto = (subject: string): string => `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
