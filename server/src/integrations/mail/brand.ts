import { type ShopIdentity, defaultShopIdentity } from '../../config/invoicing';

/** The identity the e-mails speak for: the configured one once the app has started (setMailShopIdentity), else the demo's. */
let identity: ShopIdentity = defaultShopIdentity();

/** Makes the e-mails speak for the configured shop (called once at start-up, where the mail worker is made). */
export function setMailShopIdentity(configured: ShopIdentity): void {
  identity = configured;
}

/**
 * The shop as its e-mails show it. The facts are the one shop identity's (config/invoicing.ts: the SHOP_* settings,
 * also printed on invoices and shown by the storefront's footer and contact page); the colours are the storefront's
 * (client/src/theme/palette.ts BRAND; a unit test keeps them equal).
 */
export const MAIL_BRAND = {
  get shopName(): string {
    return identity.tradingName;
  },
  get supportEmail(): string {
    return identity.supportEmail;
  },
  get supportPhone(): string {
    return identity.supportPhone;
  },
  /** The postal address on one line. */
  get address(): string {
    return identity.address.join(', ');
  },
  colors: {
    ivory: '#fbf8f3',
    paper: '#fffdf9',
    cream: '#f4ede2',
    charcoal: '#1f1d1a',
    stone: '#6f675d',
    gold: '#846530',
    goldLight: '#d6bf93',
    line: '#e6ddcf',
  },
} as const;
