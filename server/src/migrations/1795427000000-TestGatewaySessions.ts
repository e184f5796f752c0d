import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The test gateway's sessions, shared by every app server (entities/test-gateway-session.entity.ts). */
export class TestGatewaySessions1795427000000 implements MigrationInterface {
  name = 'TestGatewaySessions1795427000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `test_gateway_sessions` (`id` varchar(40) NOT NULL, `orderId` int NOT NULL, `attemptId` varchar(36) NOT NULL, ' +
        '`amountMinor` bigint NOT NULL, `currencyCode` varchar(3) NOT NULL, `returnUrl` varchar(2048) NOT NULL, `outcome` varchar(10) NULL, ' +
        '`createdAt` datetime(3) NOT NULL, INDEX `IDX_test_gateway_sessions_created` (`createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `test_gateway_sessions`');
  }
}
