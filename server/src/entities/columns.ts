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
