import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock per variant (docs/decisions.md#stock): the count on product_variants (NULL = not tracked, so every
 * existing variant keeps selling as before), the variant each order line reserved, and whether an order
 * holds its reservation.
 */
export class Stock1795360000000 implements MigrationInterface {
  name = 'Stock1795360000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `product_variants` ADD `stock` int NULL');
    await queryRunner.query('ALTER TABLE `order_items` ADD `productVariantId` int NULL');
    await queryRunner.query("ALTER TABLE `orders` ADD `stockReservation` enum ('held', 'returned', 'expired') NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `stockReservation`');
    await queryRunner.query('ALTER TABLE `order_items` DROP COLUMN `productVariantId`');
    await queryRunner.query('ALTER TABLE `product_variants` DROP COLUMN `stock`');
  }
}
