import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail and phone changes by an account's owner (docs/decisions.md#email-change): the change, its
 * hashed single-use links (confirm, sent to the new e-mail; undo, sent to the old one) and their lives.
 */
export class AccountChanges1795405000000 implements MigrationInterface {
  name = 'AccountChanges1795405000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `account_changes` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `oldEmail` varchar(255) NOT NULL, ' +
        '`oldPhone` varchar(20) NOT NULL, `newEmail` varchar(255) NULL, `newPhone` varchar(20) NULL, `confirmTokenHash` varchar(64) NULL, ' +
        '`confirmExpiresAt` datetime(3) NULL, `confirmedAt` datetime(3) NULL, `emailCancelledAt` datetime(3) NULL, ' +
        '`undoTokenHash` varchar(64) NOT NULL, `undoExpiresAt` datetime(3) NOT NULL, `undoneAt` datetime(3) NULL, `closedAt` datetime(3) NULL, ' +
        '`requestIp` varchar(45) NULL, `createdAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), ' +
        'INDEX `IDX_account_changes_user` (`userId`), UNIQUE INDEX `IDX_account_changes_confirm` (`confirmTokenHash`), ' +
        'UNIQUE INDEX `IDX_account_changes_undo` (`undoTokenHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `account_changes` ADD CONSTRAINT `FK_account_changes_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `account_changes` DROP FOREIGN KEY `FK_account_changes_user`');
    await queryRunner.query('DROP TABLE `account_changes`');
  }
}
