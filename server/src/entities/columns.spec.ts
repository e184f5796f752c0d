import { Column, getMetadataArgsStorage } from 'typeorm';
import {
  EnumColumn,
  IntColumn,
  minorUnits,
  minorUnitsFromDatabase,
  minorUnitsTransformer,
  MoneyColumn,
  timestamp,
  TimestampColumn,
  VarcharColumn,
} from './columns';

describe('minor-unit BIGINT columns', () => {
  it('reads BIGINT as an exact number, whether mysql2 sends a string or a number', () => {
    expect(minorUnitsFromDatabase('30000000000')).toBe(30_000_000_000);
    expect(minorUnitsFromDatabase(30_000_000_000)).toBe(30_000_000_000);
    expect(minorUnitsFromDatabase('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(minorUnitsFromDatabase('-125')).toBe(-125);
    expect(minorUnitsFromDatabase(null)).toBeNull();
  });

  it.each([['9007199254740992'], ['9007199254740993'], [9_007_199_254_740_992], [2n ** 60n], ['-9007199254740993']])(
    'refuses %p rather than round it',
    (value) => {
      expect(() => minorUnitsFromDatabase(value)).toThrow(RangeError);
    },
  );

  it('refuses to write an amount that is not a safe whole number', () => {
    const to = (value: unknown): unknown => (minorUnitsTransformer.to as (v: unknown) => unknown)(value);
    expect(to(30_000_000_000)).toBe(30_000_000_000);
    expect(to(null)).toBeNull();
    expect(() => to(12.5)).toThrow(RangeError);
    expect(() => to(2 ** 53)).toThrow(RangeError);
  });
});

describe('composed column decorators', () => {
  enum Colour {
    RED = 'red',
  }
  /** The options TypeORM stored for each property of `target`, by property name. */
  const options = (target: object) =>
    Object.fromEntries(
      getMetadataArgsStorage()
        .columns.filter((column) => column.target === target)
        .map((column) => [column.propertyName, column.options]),
    );

  it('register exactly the options of the hand-written @Column they stand for', () => {
    class Composed {
      @VarcharColumn(20, { nullable: true }) a: string | null;
      @IntColumn({ default: 1 }) b: number;
      @MoneyColumn({ default: 0 }) c: number;
      @TimestampColumn({ nullable: true }) d: Date | null;
      @EnumColumn(Colour, { default: Colour.RED }) e: Colour;
    }
    class HandWritten {
      @Column({ type: 'varchar', length: 20, nullable: true }) a: string | null;
      @Column({ type: 'int', default: 1 }) b: number;
      @Column(minorUnits({ default: 0 })) c: number;
      @Column(timestamp({ nullable: true })) d: Date | null;
      @Column({ type: 'simple-enum', enum: Colour, default: Colour.RED }) e: Colour;
    }
    expect(options(Composed)).toEqual(options(HandWritten));
    expect(options(Composed).c).toMatchObject({ type: 'bigint', transformer: minorUnitsTransformer });
  });
});
