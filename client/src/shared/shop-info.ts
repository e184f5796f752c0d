/**
 * Facts about the shop shown in several places that are the storefront's own wording. The shop's name and
 * description are @shop/contracts' (identity.ts), shared with the server's page heads; its configured identity
 * (legal name, address, support e-mail and phone) is the server's: shared/shop-identity/use-shop-identity.ts.
 */
/** When customer care answers chat and e-mail. */
export const SUPPORT_HOURS = 'Monday to Saturday, 10:00 to 19:00 IST';
/** How soon an e-mail is answered (the benefits strip promises it). */
export const SUPPORT_REPLY_TIME = 'within one working day';

/** The shop's Instagram and Facebook accounts (the About page shows the Instagram handle). */
export const INSTAGRAM_HANDLE = 'aurelialabdiamonds';
export const FACEBOOK_PAGE = 'aurelialabdiamonds';

/** The footer's and about page's social accounts: change the accounts above and these follow. */
export const SOCIAL_LINKS = {
  instagram: `https://www.instagram.com/${INSTAGRAM_HANDLE}/`,
  facebook: `https://www.facebook.com/${FACEBOOK_PAGE}`,
} as const;
