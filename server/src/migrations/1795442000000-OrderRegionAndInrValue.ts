import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery addresses by list and stored rupee values (docs/decisions.md#delivery-addresses): an order's
 * delivery country and its value in rupees at placement with the rate used. Existing orders: a rupee order is
 * in India (country IN) and worth its total at rate 1; another currency's country is unknown (NULL) and its
 * value is converted at the currency's rate of today, the best the database still knows. Stored free-text
 * states are left as written: the list applies to new orders.
 */
export class OrderRegionAndInrValue1795442000000 implements MigrationInterface {
  name = 'OrderRegionAndInrValue1795442000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "ALTER TABLE `orders` ADD `country` varchar(2) NULL, ADD `inrTotalMinor` bigint NOT NULL DEFAULT '0', " +
        "ADD `inrConversionRate` decimal(14,6) NOT NULL DEFAULT '1.000000'",
    );
    await queryRunner.query("UPDATE `orders` SET `country` = 'IN', `inrTotalMinor` = `totalMinor` WHERE `currencyCode` = 'INR'");
    // As the dashboard converted until now: total × (INR's rate ÷ the currency's rate), half up to a paisa.
    await queryRunner.query(
      'UPDATE `orders` o JOIN `currencies` c ON c.`code` = o.`currencyCode` ' +
        "JOIN `currencies` inr ON inr.`code` = 'INR' " +
        'SET o.`inrConversionRate` = c.`conversionRateToINR`, ' +
        'o.`inrTotalMinor` = ROUND(o.`totalMinor` * inr.`conversionRateToINR` / c.`conversionRateToINR`) ' +
        "WHERE o.`currencyCode` <> 'INR' AND c.`conversionRateToINR` > 0",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `inrConversionRate`, DROP COLUMN `inrTotalMinor`, DROP COLUMN `country`');
  }
}
