// The shop's identity as the public ShopIdentity query answers it (docs/decisions.md#one-shop-identity), for the
// tests of what shows it: the footer and the contact page.
export const SHOP_IDENTITY_ANSWER = {
  shopIdentity: {
    tradingName: 'Kavya Jewels',
    legalName: 'Kavya Fine Jewels LLP',
    addressLines: ['4 Fergusson College Road', 'Shivajinagar, Pune 411004', 'Maharashtra, India'],
    state: 'Maharashtra',
    gstin: null,
    supportEmail: 'hello@kavya.example',
    supportPhone: '+91 20 5555 0101',
  },
};
