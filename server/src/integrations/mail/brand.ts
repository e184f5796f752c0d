/**
 * The shop as its e-mails show it. The colours are the storefront's (client/src/theme/palette.ts BRAND; a
 * unit test keeps them equal) and the facts its footer's (client/src/shared/shop-info.ts).
 */
export const MAIL_BRAND = {
  shopName: 'Aurelia Lab Diamonds',
  supportEmail: 'care@aurelialabdiamonds.com',
  supportPhone: '+91 80 4718 2200',
  address: '3rd floor, 21 Residency Road, Ashok Nagar, Bengaluru 560025, India',
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
