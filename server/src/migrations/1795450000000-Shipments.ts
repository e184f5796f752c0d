import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipments (docs/decisions.md#shipments-and-one-vocabulary): the couriers the admin edits, one
 * shipment per order (courier, tracking number, its link as it was) and the pieces sent, whose HUID is unique
 * across the shop (the unique index decides between two admins). The history's words follow the one
 * vocabulary: Pending reads Placed and Processing reads Being made. The five default couriers are written the
 * first time the couriers table is read empty (domain/shipments/couriers.ts), on SQLite too.
 */
export class Shipments1795450000000 implements MigrationInterface {
  name = 'Shipments1795450000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `couriers` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(100) NOT NULL, `trackingUrlTemplate` varchar(500) NULL, ' +
        '`active` tinyint NOT NULL DEFAULT 1, UNIQUE INDEX `uq_courier_name` (`name`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `shipments` (`id` int NOT NULL AUTO_INCREMENT, `orderId` int NOT NULL, `courierId` int NULL, `courierName` varchar(100) NOT NULL, ' +
        '`trackingNumber` varchar(60) NOT NULL, `trackingUrl` varchar(600) NULL, `shippedAt` datetime(3) NOT NULL, `shippedByUserId` int NULL, ' +
        'UNIQUE INDEX `uq_shipment_order` (`orderId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `shipment_pieces` (`id` int NOT NULL AUTO_INCREMENT, `shipmentId` int NOT NULL, `orderItemId` int NOT NULL, `huid` varchar(6) NULL, ' +
        '`certificateNumber` varchar(40) NULL, INDEX `idx_shipment_piece_shipment` (`shipmentId`), INDEX `idx_shipment_piece_item` (`orderItemId`), ' +
        'UNIQUE INDEX `uq_shipment_piece_huid` (`huid`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query("UPDATE `order_events` SET `fromState` = 'Placed' WHERE `fromState` = 'Pending'");
    await queryRunner.query("UPDATE `order_events` SET `toState` = 'Placed' WHERE `toState` = 'Pending'");
    await queryRunner.query("UPDATE `order_events` SET `fromState` = 'Being made' WHERE `fromState` = 'Processing'");
    await queryRunner.query("UPDATE `order_events` SET `toState` = 'Being made' WHERE `toState` = 'Processing'");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `shipment_pieces`');
    await queryRunner.query('DROP TABLE `shipments`');
    await queryRunner.query('DROP TABLE `couriers`');
  }
}
