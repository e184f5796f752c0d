import { ConfigError } from './config-error';
import { gstRegistrationLine, parseInvoicingConfig } from './invoicing';

describe('invoicing settings', () => {
  it('defaults to the demo shop in Mumbai, Maharashtra, without a GSTIN', () => {
    expect(parseInvoicingConfig({})).toEqual({
      legalName: 'Aurelia Lab Diamonds',
      address: ['12 Zaveri Bazaar', 'Kalbadevi, Mumbai 400002', 'Maharashtra, India'],
      tradingName: 'Aurelia Lab Diamonds',
      gstin: null,
      state: { code: '27', name: 'Maharashtra' },
      supportEmail: 'care@aurelialabdiamonds.com',
      supportPhone: '+91 22 4718 2200',
      demo: true,
    });
  });

  it('takes the state from the GSTIN when SHOP_STATE is unset', () => {
    const config = parseInvoicingConfig({ SHOP_GSTIN: ' 29aagcb7383j1z4 ', SHOP_ADDRESS: 'MG Road | Bengaluru' });
    expect(config).toMatchObject({ gstin: '29AAGCB7383J1Z4', state: { code: '29', name: 'Karnataka' }, address: ['MG Road', 'Bengaluru'] });
  });

  it('refuses a bad GSTIN, an unknown state, and a GSTIN of another state, each in one line', () => {
    expect(() => parseInvoicingConfig({ SHOP_GSTIN: '27AAPFU0939F1ZW' })).toThrow(
      new ConfigError('SHOP_GSTIN has a wrong check character (the 15th); check for a typo (got "27AAPFU0939F1ZW")'),
    );
    expect(() => parseInvoicingConfig({ SHOP_STATE: 'Bavaria' })).toThrow(/SHOP_STATE must be an Indian state/);
    expect(() => parseInvoicingConfig({ SHOP_STATE: 'KA', SHOP_GSTIN: '27AAPFU0939F1ZV' })).toThrow(
      'SHOP_STATE is Karnataka but SHOP_GSTIN is registered in Maharashtra (state code 27); a GSTIN belongs to one state',
    );
  });

  it('reads the whole identity once, and is no longer the demo when any of it is set', () => {
    const config = parseInvoicingConfig({
      SHOP_LEGAL_NAME: 'Kavya Jewels LLP',
      SHOP_TRADING_NAME: 'Kavya',
      SHOP_SUPPORT_EMAIL: ' Help@Kavya.example ',
      SHOP_SUPPORT_PHONE: '+91 20 5555 0101',
    });
    expect(config).toMatchObject({
      legalName: 'Kavya Jewels LLP',
      tradingName: 'Kavya',
      supportEmail: 'help@kavya.example',
      supportPhone: '+91 20 5555 0101',
      demo: false,
    });
    expect(parseInvoicingConfig({ SHOP_LEGAL_NAME: 'Kavya Jewels LLP' }).tradingName).toBe('Kavya Jewels LLP');
    expect(() => parseInvoicingConfig({ SHOP_SUPPORT_EMAIL: 'care' })).toThrow(/SHOP_SUPPORT_EMAIL must be an e-mail address/);
    expect(() => parseInvoicingConfig({ SHOP_SUPPORT_PHONE: '022 4718' })).toThrow(/SHOP_SUPPORT_PHONE must start with \+/);
  });

  it('words a missing GSTIN for a customer, never as a setting', () => {
    expect(gstRegistrationLine(null)).toBe('Not registered for GST (no GSTIN)');
    expect(gstRegistrationLine('27AAPFU0939F1ZV')).toBe('GSTIN: 27AAPFU0939F1ZV');
  });
});
