import { creditNoteSeries } from './credit-notes';
import { financialYear, invoiceNumber, invoiceSeries } from './invoice-rules';

describe('invoice numbers', () => {
  it('follow the Indian financial year, April to March, in India’s time', () => {
    expect(financialYear(new Date('2026-11-26T10:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:29:00Z'))).toBe('26-27'); // 23:59 on 31 March in India
    expect(financialYear(new Date('2027-03-31T18:31:00Z'))).toBe('27-28'); // 00:01 on 1 April in India
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });

  it('are at most 16 characters, one series per kind and year', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(invoiceNumber(invoiceSeries('tax', at), 42)).toBe('INV/26-27/000042');
    expect(invoiceNumber(invoiceSeries('commercial', at), 7)).toBe('EXP/26-27/000007');
    expect(invoiceNumber(invoiceSeries('tax', at), 999_999)).toHaveLength(16);
  });

  it('give credit notes their own series, apart for exports, within 16 characters', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(invoiceNumber(creditNoteSeries('INR', at), 1)).toBe('CN/26-27/000001');
    expect(invoiceNumber(creditNoteSeries('USD', at), 999_999)).toBe('CNX/26-27/999999');
    expect(invoiceNumber(creditNoteSeries('USD', at), 999_999)).toHaveLength(16);
  });
});
