import { containedGst, gstinProblem, gstStateOf, placeOfSupplyLabel, splitGst } from './gst';
import { INDIAN_STATES, indianStateOf } from './indian-states';

describe('GST contained in a tax-inclusive amount', () => {
  it('takes the taxable value as amount × 100 / (100 + rate), rounded half up to a paisa', () => {
    // ₹1,03,000.00 at 3 %: exactly ₹1,00,000.00 taxable and ₹3,000.00 GST.
    expect(containedGst(10_300_000, 3)).toEqual({ taxableMinor: 10_000_000, gstMinor: 300_000 });
    // ₹100.00 at 3 %: 10000 × 100 / 103 = 9708.737… → 9709 paise taxable, 291 GST.
    expect(containedGst(10_000, 3)).toEqual({ taxableMinor: 9_709, gstMinor: 291 });
    // ₹0.01 at 3 %: 0.97 → 1 paisa taxable, no GST.
    expect(containedGst(1, 3)).toEqual({ taxableMinor: 1, gstMinor: 0 });
    // A rate with decimals: ₹1,000.00 at 0.25 % → 99750.623… → 99751.
    expect(containedGst(100_000, 0.25)).toEqual({ taxableMinor: 99_751, gstMinor: 249 });
    expect(containedGst(123_456, 0)).toEqual({ taxableMinor: 123_456, gstMinor: 0 });
  });

  it('splits it half and half inside the state (the odd paisa to CGST) and all IGST across states', () => {
    expect(splitGst(291, true)).toEqual({ cgstMinor: 146, sgstMinor: 145, igstMinor: 0 });
    expect(splitGst(300_000, true)).toEqual({ cgstMinor: 150_000, sgstMinor: 150_000, igstMinor: 0 });
    expect(splitGst(291, false)).toEqual({ cgstMinor: 0, sgstMinor: 0, igstMinor: 291 });
  });
});

describe('states', () => {
  it('recognises a state by name, alias or code, whatever the case and spacing', () => {
    expect(gstStateOf('Maharashtra')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(gstStateOf('  tamil   NADU ')?.code).toBe('33');
    expect(gstStateOf('MH')?.code).toBe('27');
    expect(gstStateOf('Orissa')?.name).toBe('Odisha');
    expect(gstStateOf('J & K')?.code).toBe('01');
    expect(gstStateOf('Bavaria')).toBeNull();
    expect(placeOfSupplyLabel(gstStateOf('gujarat')!)).toBe('24-Gujarat');
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN with the right state code and check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
  });

  it('refuses a wrong shape, an unknown state and a typo', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15-character/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/not a GST state code/);
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
  });
});

describe('the one list of states (indian-states.ts)', () => {
  it('has the 28 states and 8 union territories, each with its GST code and two-letter code', () => {
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union territory')).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.gstCode)).size).toBe(36);
    expect(indianStateOf(' mh ')).toEqual({ name: 'Maharashtra', code: 'MH', gstCode: '27', kind: 'state' });
    expect(indianStateOf('TG')?.name).toBe('Telangana');
    expect(indianStateOf('Bengaluru Urban')).toBeNull();
    expect(gstStateOf('Bengaluru Urban')).toBeNull();
  });
});
