import { ConfigError } from './config-error';
import { parseInvoicingConfig } from './invoicing-config';

describe('invoicing settings', () => {
  it('defaults to the demo seller in Maharashtra, without a GSTIN', () => {
    expect(parseInvoicingConfig({})).toEqual({
      legalName: 'Aurelia Lab Diamonds',
      address: ['12 Zaveri Bazaar', 'Kalbadevi, Mumbai 400002', 'Maharashtra, India'],
      gstin: null,
      state: { code: '27', name: 'Maharashtra' },
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
});
