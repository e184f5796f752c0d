import { type ValueTransformer } from 'typeorm';

/**
 * DECIMAL columns come back as strings from MariaDB and as numbers from SQLite; this makes both numbers.
 * Used for rates and weights only: amounts of money are integer minor units (see pricing/money.ts).
 */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};

export const decimal = (precision: number, scale: number) =>
  ({ type: 'decimal', precision, scale, transformer: decimalTransformer }) as const;

/**
 * Reads a BIGINT of minor units as a JS number. mysql2 (as TypeORM configures it) returns BIGINT as a
 * string, better-sqlite3 as a number; anything past Number.MAX_SAFE_INTEGER (90 trillion rupees) is
 * refused rather than rounded, so an amount is either exact or an error (docs/decisions.md#money-columns).
 */
export function minorUnitsFromDatabase(value: string | number | bigint | null | undefined): number | null | undefined {
  if (value === null || value === undefined) return value;
  const exact = typeof value === 'string' ? BigInt(value.trim()) : typeof value === 'bigint' ? value : null;
  const number = Number(value);
  if (
    !Number.isSafeInteger(number) ||
    (exact !== null && (exact > BigInt(Number.MAX_SAFE_INTEGER) || exact < BigInt(Number.MIN_SAFE_INTEGER)))
  ) {
    throw new RangeError(`An amount of ${String(value)} minor units is beyond what the shop can represent exactly`);
  }
  return number;
}

/** BIGINT minor units in, exact numbers out; a write of a non-safe integer is refused too. */
export const minorUnitsTransformer: ValueTransformer = {
  to: (value: unknown) => {
    if (typeof value === 'number' && !Number.isSafeInteger(value)) {
      throw new RangeError(`An amount of ${value} minor units is not a whole number the shop can store exactly`);
    }
    return value;
  },
  from: minorUnitsFromDatabase,
};

/** An amount of money: integer minor units (paise, cents) in a 64-bit column. */
export const minorUnits = (options: { nullable?: boolean; default?: number } = {}) =>
  ({ type: 'bigint', transformer: minorUnitsTransformer, ...options }) as const;
