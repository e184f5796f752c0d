/**
 * The product form's amounts as typed text and as minor units (paise, cents). The rate card itself is
 * @shop/contracts' (packages/contracts/src/pricing.ts), the one the server prices with.
 */

/** Minor units as the text of a major-unit input: 4521050 → "45210.50". */
export function minorToInput(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A typed major-unit amount in minor units (half up), or null when it is not a non-negative number. */
export function inputToMinor(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = BigInt((whole || '0') + fraction.padEnd(2, '0').slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1n : 0n;
  return Number(cents + roundUp);
}
