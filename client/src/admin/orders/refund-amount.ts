/**
 * The refund dialog's amount: typed in the order's currency with at most two decimals, more than 0 and
 * at most what may still be refunded; sent as minor units (paise, cents), never through floating point.
 */
const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '1250.5' → 125050; null for anything that is not a plain amount with at most two decimals. */
export function minorUnitsOf(text: string): number | null {
  const match = AMOUNT_PATTERN.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

export const AMOUNT_FORMAT_TEXT = 'Enter an amount more than 0, with at most two decimals';
export const REASON_REQUIRED_TEXT = 'Say why the money goes back (kept on the refund and the credit note)';
export const REASON_MAX_LENGTH = 500;

/** Why the amount cannot be refunded, or null; `refundable` is in minor units, `maxText` it formatted. */
export function refundAmountProblem(text: string, refundable: number, maxText: string): string | null {
  const minor = minorUnitsOf(text);
  if (minor === null || minor <= 0) return AMOUNT_FORMAT_TEXT;
  if (minor > refundable) return `At most ${maxText} can be refunded`;
  return null;
}

export function refundReasonProblem(text: string): string | null {
  if (text.trim() === '') return REASON_REQUIRED_TEXT;
  if (text.trim().length > REASON_MAX_LENGTH) return `At most ${REASON_MAX_LENGTH} characters`;
  return null;
}
