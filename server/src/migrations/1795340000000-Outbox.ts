import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The notifications outbox (docs/decisions.md#notifications), claimed by the job loop through IDX_outbox_due. */
export class Outbox1795340000000 implements MigrationInterface {
  name = 'Outbox1795340000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `outbox` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(40) NOT NULL, `payload` text NOT NULL, ' +
        "`recipient` varchar(255) NULL, `status` varchar(10) NOT NULL DEFAULT 'pending', `attempts` int NOT NULL DEFAULT 0, " +
        '`nextAttemptAt` datetime(3) NOT NULL, `lockedUntil` datetime(3) NULL, `lockedBy` varchar(64) NULL, ' +
        '`lastError` varchar(500) NULL, `sentAt` datetime(3) NULL, `createdAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), ' +
        'INDEX `IDX_outbox_due` (`status`, `nextAttemptAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `outbox`');
  }
}
