import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions (docs/decisions.md#sessions): users.tokenVersion and the hashed, rotated refresh tokens. */
export class RefreshSessions1795310000000 implements MigrationInterface {
  name = 'RefreshSessions1795310000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `users` ADD `tokenVersion` int NOT NULL DEFAULT 0');
    await queryRunner.query(
      'CREATE TABLE `refresh_tokens` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `familyId` varchar(32) NOT NULL, `tokenVersion` int NOT NULL, ' +
        '`tokenHash` varchar(64) NOT NULL, `expiresAt` datetime(3) NOT NULL, `usedAt` datetime(3) NULL, `revokedAt` datetime(3) NULL, ' +
        '`createdAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `IDX_refresh_tokens_family` (`familyId`), ' +
        'UNIQUE INDEX `IDX_refresh_tokens_hash` (`tokenHash`), INDEX `IDX_refresh_tokens_user_revoked` (`userId`, `revokedAt`), ' +
        'PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `refresh_tokens` ADD CONSTRAINT `FK_refresh_tokens_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `refresh_tokens` DROP FOREIGN KEY `FK_refresh_tokens_user`');
    await queryRunner.query('DROP TABLE `refresh_tokens`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `tokenVersion`');
  }
}
