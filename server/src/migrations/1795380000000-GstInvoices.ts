import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST breakups and tax invoices (docs/decisions.md#gst-and-invoices): a GST rate and HSN code per
 * category, the GST each order line and order contains, the pieces' certificate numbers and HUIDs as sold,
 * and the invoice number series. Orders placed before keep a null taxable value: they carry no breakup and
 * get no invoice.
 */
export class GstInvoices1795380000000 implements MigrationInterface {
  name = 'GstInvoices1795380000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `invoice_series` (`series` varchar(20) NOT NULL, `lastNumber` int NOT NULL, PRIMARY KEY (`series`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "ALTER TABLE `categories` ADD `gstRate` decimal(5,2) NOT NULL DEFAULT '3.00', ADD `hsnCode` varchar(8) NOT NULL DEFAULT '7113'",
    );
    await queryRunner.query(
      'ALTER TABLE `orders` ADD `taxableMinor` bigint NULL, ' +
        "ADD `cgstMinor` bigint NOT NULL DEFAULT '0', ADD `sgstMinor` bigint NOT NULL DEFAULT '0', ADD `igstMinor` bigint NOT NULL DEFAULT '0', " +
        'ADD `placeOfSupply` varchar(120) NULL, ADD `invoiceNumber` varchar(32) NULL, ADD `invoicedAt` datetime(3) NULL, ' +
        'ADD UNIQUE INDEX `uq_order_invoice_number` (`invoiceNumber`)',
    );
    await queryRunner.query(
      "ALTER TABLE `order_items` ADD `gstRate` decimal(5,2) NOT NULL DEFAULT '0.00', ADD `hsnCode` varchar(8) NULL, " +
        "ADD `taxableMinor` bigint NULL, ADD `gstMinor` bigint NOT NULL DEFAULT '0', " +
        'ADD `certificateLab` varchar(8) NULL, ADD `certificateNumber` varchar(20) NULL, ADD `hallmarkPurity` int NULL, ADD `huid` varchar(6) NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `order_items` DROP COLUMN `huid`, DROP COLUMN `hallmarkPurity`, DROP COLUMN `certificateNumber`, DROP COLUMN `certificateLab`, ' +
        'DROP COLUMN `gstMinor`, DROP COLUMN `taxableMinor`, DROP COLUMN `hsnCode`, DROP COLUMN `gstRate`',
    );
    await queryRunner.query(
      'ALTER TABLE `orders` DROP INDEX `uq_order_invoice_number`, DROP COLUMN `invoicedAt`, DROP COLUMN `invoiceNumber`, DROP COLUMN `placeOfSupply`, ' +
        'DROP COLUMN `igstMinor`, DROP COLUMN `sgstMinor`, DROP COLUMN `cgstMinor`, DROP COLUMN `taxableMinor`',
    );
    await queryRunner.query('ALTER TABLE `categories` DROP COLUMN `hsnCode`, DROP COLUMN `gstRate`');
    await queryRunner.query('DROP TABLE `invoice_series`');
  }
}
