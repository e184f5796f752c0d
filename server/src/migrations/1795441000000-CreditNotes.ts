import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST credit notes (docs/decisions.md#credit-notes): one row per note, numbered from its own series
 * in `invoice_series` (no new table for the numbers). The order cannot be deleted while it has one.
 */
export class CreditNotes1795441000000 implements MigrationInterface {
  name = 'CreditNotes1795441000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `credit_notes` (`id` int NOT NULL AUTO_INCREMENT, `orderId` int NOT NULL, `number` varchar(32) NOT NULL, ' +
        '`amountMinor` bigint NOT NULL, `taxableMinor` bigint NOT NULL, `cgstMinor` bigint NOT NULL, `sgstMinor` bigint NOT NULL, ' +
        '`igstMinor` bigint NOT NULL, `currencyCode` varchar(3) NOT NULL, `reason` varchar(500) NOT NULL, `refundId` varchar(36) NULL, ' +
        '`issuedAt` datetime(3) NOT NULL, INDEX `IDX_9ff8029bfd567d3d19dbddfbc0` (`orderId`), UNIQUE INDEX `uq_credit_note_number` (`number`), ' +
        'INDEX `IDX_credit_notes_refund` (`refundId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `credit_notes` ADD CONSTRAINT `FK_9ff8029bfd567d3d19dbddfbc0d` FOREIGN KEY (`orderId`) REFERENCES `orders`(`id`) ' +
        'ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `credit_notes` DROP FOREIGN KEY `FK_9ff8029bfd567d3d19dbddfbc0d`');
    await queryRunner.query('DROP TABLE `credit_notes`');
  }
}
