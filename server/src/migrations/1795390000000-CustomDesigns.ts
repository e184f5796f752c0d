import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom designs (docs/decisions.md#custom-designs): a request is an order with one custom item.
 * The item gains the rest of the bespoke request (dimensions, stone and carat wish, budget); the order gains
 * where its quote stands, the quoted price and the shop's note.
 */
export class CustomDesigns1795390000000 implements MigrationInterface {
  name = 'CustomDesigns1795390000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `order_items` ADD `width` decimal(7,2) NULL, ADD `height` decimal(7,2) NULL, ADD `stone` varchar(100) NULL, ' +
        'ADD `caratWish` decimal(6,2) NULL, ADD `budgetMinor` bigint NULL',
    );
    await queryRunner.query(
      "ALTER TABLE `orders` ADD `quoteStatus` enum ('requested', 'quoted', 'accepted', 'declined') NULL, " +
        'ADD `quoteMinor` bigint NULL, ADD `quoteNote` varchar(500) NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `quoteNote`, DROP COLUMN `quoteMinor`, DROP COLUMN `quoteStatus`');
    await queryRunner.query(
      'ALTER TABLE `order_items` DROP COLUMN `budgetMinor`, DROP COLUMN `caratWish`, DROP COLUMN `stone`, DROP COLUMN `height`, DROP COLUMN `width`',
    );
  }
}
