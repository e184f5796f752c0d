import { describe, expect, it } from '@jest/globals';
import { gstParts } from './gst-parts';

const inr = (minorUnits: number) => ({ minorUnits, currencyCode: 'INR' });

describe('GST parts', () => {
  it('splits a delivery inside the shop state into CGST and SGST', () => {
    expect(gstParts({ cgst: inr(1501), sgst: inr(1500), igst: inr(0) })).toEqual([
      { label: 'CGST', value: inr(1501) },
      { label: 'SGST', value: inr(1500) },
    ]);
  });

  it('shows IGST for a delivery to another state', () => {
    expect(gstParts({ cgst: inr(0), sgst: inr(0), igst: inr(3001) })).toEqual([{ label: 'IGST', value: inr(3001) }]);
  });

  it('shows IGST at zero when the order contains no GST', () => {
    expect(gstParts({ cgst: inr(0), sgst: inr(0), igst: inr(0) })).toEqual([{ label: 'IGST', value: inr(0) }]);
  });
});
