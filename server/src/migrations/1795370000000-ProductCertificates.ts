import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Diamond certificates and BIS hallmarks per product, with per-variant overrides (
 * docs/decisions.md#certificates): one row per product (variantKey 0) and per overriding variant.
 */
export class ProductCertificates1795370000000 implements MigrationInterface {
  name = 'ProductCertificates1795370000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `product_certificates` (`id` int NOT NULL AUTO_INCREMENT, `productId` int NOT NULL, `variantId` int NULL, ' +
        "`variantKey` int NOT NULL DEFAULT '0', `lab` varchar(8) NULL, `reportNumber` varchar(20) NULL, `fileUrl` varchar(500) NULL, " +
        '`hallmarkPurity` int NULL, `huid` varchar(6) NULL, ' +
        '`updatedAt` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), ' +
        'INDEX `IDX_4db92452b098172933cfb01ca1` (`productId`), INDEX `IDX_bba3bfd97fcdefcd0e1cebe309` (`variantId`), ' +
        'UNIQUE INDEX `uq_product_certificate_scope` (`productId`, `variantKey`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `product_certificates` ADD CONSTRAINT `FK_4db92452b098172933cfb01ca15` FOREIGN KEY (`productId`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `product_certificates` ADD CONSTRAINT `FK_bba3bfd97fcdefcd0e1cebe309f` FOREIGN KEY (`variantId`) REFERENCES `product_variants`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `product_certificates` DROP FOREIGN KEY `FK_bba3bfd97fcdefcd0e1cebe309f`');
    await queryRunner.query('ALTER TABLE `product_certificates` DROP FOREIGN KEY `FK_4db92452b098172933cfb01ca15`');
    await queryRunner.query('DROP TABLE `product_certificates`');
  }
}
