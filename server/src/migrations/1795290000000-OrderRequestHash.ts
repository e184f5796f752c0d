import type { MigrationInterface, QueryRunner } from 'typeorm';

/** orders.requestHash: a repeated Idempotency-Key must come with the same request (checkout.ts). */
export class OrderRequestHash1795290000000 implements MigrationInterface {
  name = 'OrderRequestHash1795290000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `orders` ADD `requestHash` varchar(64) NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `requestHash`');
  }
}
