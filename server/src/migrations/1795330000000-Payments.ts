import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online payment (docs/decisions.md#payments): the provider and reference on orders, the attempts to pay
 * an order, and the processed provider events (unique per provider and event id: webhooks are idempotent).
 */
export class Payments1795330000000 implements MigrationInterface {
  name = 'Payments1795330000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `orders` ADD `paymentProvider` varchar(20) NULL, ADD `paymentReference` varchar(255) NULL');
    await queryRunner.query(
      'CREATE TABLE `payment_attempts` (`id` varchar(36) NOT NULL, `orderId` int NOT NULL, `sequence` int NOT NULL, `provider` varchar(20) NOT NULL, ' +
        '`providerPaymentId` varchar(255) NULL, `amountMinor` bigint NOT NULL, `currencyCode` varchar(3) NOT NULL, ' +
        "`status` varchar(20) NOT NULL DEFAULT 'created', `reference` varchar(255) NULL, `failureMessage` varchar(500) NULL, " +
        '`createdAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), ' +
        '`updatedAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), ' +
        'UNIQUE INDEX `IDX_payment_attempts_order` (`orderId`, `sequence`), ' +
        'UNIQUE INDEX `IDX_payment_attempts_provider_payment` (`providerPaymentId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `payment_attempts` ADD CONSTRAINT `FK_payment_attempts_order` FOREIGN KEY (`orderId`) REFERENCES `orders`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'CREATE TABLE `payment_events` (`id` int NOT NULL AUTO_INCREMENT, `provider` varchar(20) NOT NULL, `eventId` varchar(255) NOT NULL, ' +
        '`kind` varchar(20) NOT NULL, `providerPaymentId` varchar(255) NOT NULL, `orderId` int NULL, `amountMinor` bigint NOT NULL, ' +
        '`currencyCode` varchar(3) NOT NULL, `outcome` varchar(40) NOT NULL, `createdAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), ' +
        'INDEX `IDX_payment_events_order` (`orderId`), UNIQUE INDEX `IDX_payment_events_provider_event` (`provider`, `eventId`), ' +
        'PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `payment_events`');
    await queryRunner.query('ALTER TABLE `payment_attempts` DROP FOREIGN KEY `FK_payment_attempts_order`');
    await queryRunner.query('DROP TABLE `payment_attempts`');
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `paymentReference`, DROP COLUMN `paymentProvider`');
  }
}
