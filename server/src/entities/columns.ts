import { Column, CreateDateColumn, Index, JoinColumn, ManyToOne, type ObjectType, UpdateDateColumn, type ValueTransformer } from 'typeorm';
import { Field, Int } from 'type-graphql';

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

/** Every timestamp the shop stores: DATETIME to the millisecond (MariaDB's default precision is whole seconds). */
const TIMESTAMP = { type: 'datetime', precision: 3 } as const;

/** A column of a moment (expiry, use, next attempt): a timestamp, null where `nullable` says it may be unset. */
export const timestamp = (options: { nullable?: boolean } = {}) => ({ ...TIMESTAMP, ...options }) as const;

/**
 * The column shapes every entity repeats, one decorator each, so a table says what a column is (text of so many
 * characters, an amount, a moment, one of an enum) and the options that make it so on both SQLite and MariaDB
 * (/work/shared/STACK.md "SQLite and MariaDB differ") are written once.
 */
type ColumnExtras<T> = { nullable?: boolean; unique?: boolean; default?: T };

/** VARCHAR of at most `length` characters. */
export const VarcharColumn = (length: number, options: ColumnExtras<string> = {}): PropertyDecorator =>
  Column({ type: 'varchar', length, ...options });

/** A 32-bit INT (ids of other records kept without a relation, counts, versions). */
export const IntColumn = (options: ColumnExtras<number> = {}): PropertyDecorator => Column({ type: 'int', ...options });

/** An amount of money in minor units (minorUnits above). */
export const MoneyColumn = (options: { nullable?: boolean; default?: number } = {}): PropertyDecorator => Column(minorUnits(options));

/** A moment (timestamp above). */
export const TimestampColumn = (options: { nullable?: boolean } = {}): PropertyDecorator => Column(timestamp(options));

/** One value of a TypeScript enum, as `simple-enum` (SQLite rejects `enum`; MariaDB gets an ENUM either way). */
export const EnumColumn = <E extends object>(values: E, options: ColumnExtras<E[keyof E]> = {}): PropertyDecorator =>
  Column({ type: 'simple-enum', enum: values, ...options });

/** When the row was inserted, set by TypeORM. */
export const CreatedAt = (): PropertyDecorator => CreateDateColumn(TIMESTAMP);

/** When the row was last saved, set by TypeORM. */
export const UpdatedAt = (): PropertyDecorator => UpdateDateColumn(TIMESTAMP);

/** What happens to the rows that reference a record when it is deleted. */
type OnDelete = 'CASCADE' | 'RESTRICT' | 'SET NULL';

/**
 * A many-to-one reference and its foreign key in one, on the relation property (`product`): declares the
 * indexed INT column `productId`, nullable exactly when the reference is set null as its target goes, and
 * joins the relation through it. The class still declares `productId` (and any GraphQL field on it) for
 * TypeScript; the column metadata comes from here, registered just before the relation, as the
 * hand-written `@Index() @Column(...)` + `@ManyToOne(...) @JoinColumn(...)` pair did, so the schema TypeORM
 * derives is the same (index and constraint names hash the table and column names only).
 */
export function References<T>(target: () => ObjectType<T>, onDelete: OnDelete, inverse?: (other: T) => unknown): PropertyDecorator {
  return (prototype, property) => {
    const column = `${String(property)}Id`;
    const nullable = onDelete === 'SET NULL' ? { nullable: true } : {};
    Column({ type: 'int', ...nullable })(prototype, column);
    Index()(prototype, column);
    JoinColumn({ name: column })(prototype, property);
    const options = { onDelete, ...nullable };
    (inverse ? ManyToOne(target, inverse, options) : ManyToOne(target, options))(prototype, property);
  };
}

/**
 * The version of a record the back-office edits (docs/decisions.md#no-lost-updates): 1 when inserted, one more
 * at every save, claimed by domain/common/record-version.ts in the save's own UPDATE. A plain column, not
 * TypeORM's @VersionColumn: that one is bumped only by `save()` and never checked in the UPDATE's WHERE, so
 * two saves from one version would both pass.
 */
export const RecordVersion = (): PropertyDecorator => (prototype, property) => {
  Column({ type: 'int', default: 1 })(prototype, property);
  Field(() => Int, {
    description: 'Version of the record: send it back as expectedVersion when saving, so an older copy cannot overwrite a newer one.',
  })(prototype, property);
};
