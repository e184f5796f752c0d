import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The records the back-office edits, in the order of entities/columns.ts RecordVersion's users. */
const VERSIONED_TABLES = [
  'products',
  'categories',
  'subcategories',
  'metal_types',
  'carats',
  'sizes',
  'colors',
  'currencies',
  'social_posts',
] as const;

/**
 * A version on every record the back-office edits (docs/decisions.md#no-lost-updates): a save names the
 * version it was made from, and one made from an older version is refused instead of overwriting.
 */
export class RecordVersions1795443000000 implements MigrationInterface {
  name = 'RecordVersions1795443000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED_TABLES) await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`version\` int NOT NULL DEFAULT 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED_TABLES) await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`version\``);
  }
}
