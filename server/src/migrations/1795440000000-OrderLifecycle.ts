import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order lifecycle (docs/decisions.md#order-lifecycle): what was refunded, the archive flag and
 * the version of an order; the two new payment statuses; the order history and the refunds asked of providers.
 */
export class OrderLifecycle1795440000000 implements MigrationInterface {
  name = 'OrderLifecycle1795440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "ALTER TABLE `orders` MODIFY `paymentStatus` enum ('pending', 'cod', 'paid', 'failed', 'refunded', 'partially_refunded', 'cod_collected') NOT NULL, " +
        "ADD `refundedMinor` bigint NOT NULL DEFAULT '0', ADD `archivedAt` datetime(3) NULL, ADD `version` int NOT NULL DEFAULT '1'",
    );
    // A refunded order of before had its whole total refunded.
    await queryRunner.query("UPDATE `orders` SET `refundedMinor` = `totalMinor` WHERE `paymentStatus` = 'refunded'");
    await queryRunner.query(
      'CREATE TABLE `order_events` (`id` int NOT NULL AUTO_INCREMENT, `orderId` int NOT NULL, `createdAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), ' +
        '`actor` varchar(10) NOT NULL, `actorUserId` int NULL, `kind` varchar(20) NOT NULL, `fromState` varchar(40) NULL, `toState` varchar(40) NULL, ' +
        '`amountMinor` bigint NULL, `currencyCode` varchar(3) NULL, `note` varchar(500) NULL, `providerReference` varchar(255) NULL, ' +
        '`customerVisible` tinyint NOT NULL DEFAULT 0, INDEX `IDX_order_events_order` (`orderId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `order_refunds` (`id` varchar(36) NOT NULL, `orderId` int NOT NULL, `attemptId` varchar(36) NOT NULL, `amountMinor` bigint NOT NULL, ' +
        '`currencyCode` varchar(3) NOT NULL, `reason` varchar(500) NOT NULL, `status` varchar(10) NOT NULL, `providerRefundId` varchar(255) NULL, ' +
        '`requestedByUserId` int NULL, `createdAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), ' +
        '`updatedAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), ' +
        'INDEX `IDX_order_refunds_order` (`orderId`), INDEX `IDX_order_refunds_status` (`status`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `order_refunds`');
    await queryRunner.query('DROP TABLE `order_events`');
    await queryRunner.query("UPDATE `orders` SET `paymentStatus` = 'paid' WHERE `paymentStatus` = 'partially_refunded'");
    await queryRunner.query("UPDATE `orders` SET `paymentStatus` = 'cod' WHERE `paymentStatus` = 'cod_collected'");
    await queryRunner.query(
      "ALTER TABLE `orders` MODIFY `paymentStatus` enum ('pending', 'cod', 'paid', 'failed', 'refunded') NOT NULL, " +
        'DROP COLUMN `version`, DROP COLUMN `archivedAt`, DROP COLUMN `refundedMinor`',
    );
  }
}
