import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Self-service password reset (docs/decisions.md#password-reset): the hashed, single-use, one-hour links. */
export class PasswordResets1795350000000 implements MigrationInterface {
  name = 'PasswordResets1795350000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `password_resets` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `tokenHash` varchar(64) NOT NULL, ' +
        '`expiresAt` datetime(3) NOT NULL, `usedAt` datetime(3) NULL, `createdAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), ' +
        '`requestIp` varchar(45) NULL, INDEX `IDX_password_resets_user` (`userId`), UNIQUE INDEX `IDX_password_resets_hash` (`tokenHash`), ' +
        'PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `password_resets` ADD CONSTRAINT `FK_password_resets_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `password_resets` DROP FOREIGN KEY `FK_password_resets_user`');
    await queryRunner.query('DROP TABLE `password_resets`');
  }
}
