import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every amount column of money, by table (docs/decisions.md#money-columns). */
const AMOUNTS: { table: string; columns: { name: string; definition: string }[] }[] = [
  {
    table: 'orders',
    columns: [
      { name: 'subtotalMinor', definition: 'NOT NULL' },
      { name: 'shippingMinor', definition: "NOT NULL DEFAULT '0'" },
      { name: 'taxMinor', definition: "NOT NULL DEFAULT '0'" },
      { name: 'totalMinor', definition: 'NOT NULL' },
    ],
  },
  {
    table: 'order_items',
    columns: [
      { name: 'unitPriceMinor', definition: 'NOT NULL' },
      { name: 'stoneChargeMinor', definition: "NOT NULL DEFAULT '0'" },
      { name: 'labourChargeMinor', definition: "NOT NULL DEFAULT '0'" },
      { name: 'totalMinor', definition: 'NOT NULL' },
    ],
  },
  {
    table: 'price_entries',
    columns: [
      { name: 'priceMinor', definition: 'NOT NULL' },
      { name: 'stoneChargeMinor', definition: "NOT NULL DEFAULT '0'" },
      { name: 'labourChargeMinor', definition: "NOT NULL DEFAULT '0'" },
    ],
  },
  { table: 'products', columns: [{ name: 'fromPriceInrMinor', definition: 'NULL' }] },
];

const modify = (type: 'bigint' | 'int') =>
  AMOUNTS.map(
    ({ table, columns }) => `ALTER TABLE \`${table}\` ${columns.map((c) => `MODIFY \`${c.name}\` ${type} ${c.definition}`).join(', ')}`,
  );

/**
 * Amounts of money become BIGINT minor units: INT stopped at 2,147,483,647 paise (₹2.1 crore), less than
 * one diamond set. Widening keeps every value and the indexes. `down` narrows them again and fails
 * (strict mode, "Out of range value") rather than cut an amount that no longer fits.
 */
export class MoneyBigint1795320000000 implements MigrationInterface {
  name = 'MoneyBigint1795320000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of modify('bigint')) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of modify('int')) await queryRunner.query(sql);
  }
}
