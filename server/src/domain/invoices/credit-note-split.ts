/** An amount and its GST parts, in minor units: taxable + cgst + sgst + igst = amount. */
export interface GstParts {
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

/** `amount × part / whole`, rounded half up, in integers (BigInt: no float error on large amounts). */
function share(amount: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  const numerator = 2n * BigInt(amount) * BigInt(part) + BigInt(whole);
  return Number(numerator / (2n * BigInt(whole)));
}

/**
 * The parts of `amount` (0 ≤ amount ≤ the invoice's total) in the invoice's proportions: first its taxable
 * value, then of the GST the rest is, IGST, then CGST of what is left, SGST the remainder. Each step rounds
 * half up and the last part takes the rest, so the parts always add up to the amount. Every part grows
 * with the amount (never by more than the amount) and equals the invoice's own at its total, so it is
 * never negative and never more than the invoice's.
 */
export function gstPartsOf(amount: number, invoice: GstParts): GstParts {
  const gst = invoice.cgstMinor + invoice.sgstMinor + invoice.igstMinor;
  const total = invoice.taxableMinor + gst;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > total) {
    throw new RangeError(`A credit of ${amount} does not fit an invoice of ${total}`);
  }
  const taxableMinor = share(amount, invoice.taxableMinor, total);
  const creditedGst = amount - taxableMinor;
  const igstMinor = share(creditedGst, invoice.igstMinor, gst);
  const stateGst = creditedGst - igstMinor;
  const cgstMinor = share(stateGst, invoice.cgstMinor, invoice.cgstMinor + invoice.sgstMinor);
  return { taxableMinor, cgstMinor, sgstMinor: stateGst - cgstMinor, igstMinor };
}

/**
 * The parts of a credit note of `amount` when notes of `creditedBefore` were issued on the same invoice:
 * the parts of everything credited after it less those of everything before. Splitting the running total
 * (not each note alone) keeps the notes' parts together within the invoice's, to the paisa: a fully
 * refunded invoice is credited exactly its taxable value and each tax, however many notes it took.
 */
export function creditNoteParts(amount: number, creditedBefore: number, invoice: GstParts): GstParts {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A credit note needs a positive amount, not ${amount}`);
  const before = gstPartsOf(creditedBefore, invoice);
  const after = gstPartsOf(creditedBefore + amount, invoice);
  return {
    taxableMinor: after.taxableMinor - before.taxableMinor,
    cgstMinor: after.cgstMinor - before.cgstMinor,
    sgstMinor: after.sgstMinor - before.sgstMinor,
    igstMinor: after.igstMinor - before.igstMinor,
  };
}
