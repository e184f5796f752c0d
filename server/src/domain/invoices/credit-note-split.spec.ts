import fc from 'fast-check';
import { splitGst } from '../tax/gst';
import { type GstParts, creditNoteParts, gstPartsOf } from './credit-note-split';

const sum = (parts: GstParts) => parts.taxableMinor + parts.cgstMinor + parts.sgstMinor + parts.igstMinor;
const PARTS = ['taxableMinor', 'cgstMinor', 'sgstMinor', 'igstMinor'] as const;

/** An invoice as checkout makes them: a taxable value and its GST, split CGST + SGST (odd paisa to CGST) or IGST. */
const invoices = fc
  .record({ taxable: fc.integer({ min: 0, max: 5_000_000_000 }), gst: fc.integer({ min: 0, max: 500_000_000 }), intraState: fc.boolean() })
  .map(({ taxable, gst, intraState }): GstParts => ({ taxableMinor: taxable, ...splitGst(gst, intraState) }))
  .filter((invoice) => sum(invoice) > 0);

/** An invoice and the amounts of a run of credit notes against it that together credit at most its total. */
const invoiceAndCredits = invoices.chain((invoice) =>
  fc.array(fc.integer({ min: 1, max: sum(invoice) }), { minLength: 1, maxLength: 6 }).map((amounts) => {
    const kept: number[] = [];
    let left = sum(invoice);
    for (const amount of amounts) {
      if (amount > left) break;
      kept.push(amount);
      left -= amount;
    }
    return { invoice, amounts: kept.length > 0 ? kept : [sum(invoice)] };
  }),
);

describe('the GST split of a credit note', () => {
  it('credits a whole invoice exactly its taxable value and each tax', () => {
    // ₹1,23,456.00 at 3 % in the shop's state: taxable 12345600 × 100 / 103 = 11986019.4 → 11986019, GST 359581
    // → CGST 179791, SGST 179790.
    const invoice = { taxableMinor: 11_986_019, cgstMinor: 179_791, sgstMinor: 179_790, igstMinor: 0 };
    expect(creditNoteParts(12_345_600, 0, invoice)).toEqual(invoice);
    // Half of it: taxable 11986019 / 2 = 5993009.5 → 5993010 (half up); GST 179790, CGST 179790 × 179791 / 359581
    // = 89895.25 → 89895, SGST the other 89895.
    expect(creditNoteParts(6_172_800, 0, invoice)).toEqual({ taxableMinor: 5_993_010, cgstMinor: 89_895, sgstMinor: 89_895, igstMinor: 0 });
    // And the other half: what is left of each part, so the two notes add up to the invoice.
    expect(creditNoteParts(6_172_800, 6_172_800, invoice)).toEqual({
      taxableMinor: 5_993_009,
      cgstMinor: 89_896,
      sgstMinor: 89_895,
      igstMinor: 0,
    });
  });

  it('refuses an amount that is not a positive whole number or more than the invoice has left', () => {
    const invoice = { taxableMinor: 9_709, cgstMinor: 0, sgstMinor: 0, igstMinor: 291 };
    expect(() => creditNoteParts(0, 0, invoice)).toThrow(RangeError);
    expect(() => creditNoteParts(1.5, 0, invoice)).toThrow(RangeError);
    expect(() => creditNoteParts(10_001, 0, invoice)).toThrow(RangeError);
    expect(() => creditNoteParts(2, 9_999, invoice)).toThrow(RangeError);
  });

  it('has parts that add up to the amount, never negative, never more than the invoice’s (property)', () => {
    fc.assert(
      fc.property(
        invoices.chain((invoice) => fc.record({ invoice: fc.constant(invoice), amount: fc.integer({ min: 0, max: sum(invoice) }) })),
        ({ invoice, amount }) => {
          const parts = gstPartsOf(amount, invoice);
          expect(sum(parts)).toBe(amount);
          for (const part of PARTS) {
            expect(parts[part]).toBeGreaterThanOrEqual(0);
            expect(parts[part]).toBeLessThanOrEqual(invoice[part]);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps a run of notes within the invoice, each part to the paisa, and a full run equal to it (property)', () => {
    fc.assert(
      fc.property(invoiceAndCredits, ({ invoice, amounts }) => {
        const credited: GstParts = { taxableMinor: 0, cgstMinor: 0, sgstMinor: 0, igstMinor: 0 };
        let before = 0;
        for (const amount of amounts) {
          const note = creditNoteParts(amount, before, invoice);
          expect(sum(note)).toBe(amount);
          for (const part of PARTS) {
            expect(note[part]).toBeGreaterThanOrEqual(0);
            credited[part] += note[part];
            expect(credited[part]).toBeLessThanOrEqual(invoice[part]);
          }
          before += amount;
        }
        if (before === sum(invoice)) expect(credited).toEqual(invoice);
        // A tax the invoice does not have is never credited (IGST on an intra-state sale, CGST + SGST across states).
        for (const part of PARTS) if (invoice[part] === 0) expect(credited[part]).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });
});
