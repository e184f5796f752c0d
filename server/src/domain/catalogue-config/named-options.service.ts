import { requireAdmin } from '../common/ownership';
import type { DataSource } from 'typeorm';
import { Color } from '../../entities/color.entity';
import { Size } from '../../entities/size.entity';
import { AlreadyExistsError, type InUseError, type InputValidationError, StaleVersionError } from '../common/error-results';
import { claimVersion } from '../common/record-version';
import type { RequestContext } from '../common/request-context';
import { namedSchema, namedUpdateSchema } from './catalogue-config.validation';
import {
  type CatalogueItemDeleted,
  type UsageRule,
  deleteRowUnlessUsed,
  existingRow,
  validatedUniqueTransaction,
  valueTaken,
  listInOrderAdded,
} from './config-helpers';

type NamedEntity = typeof Size | typeof Color;

interface NamedKind<E extends NamedEntity> {
  entity: E;
  /** Lower-case noun for messages: "size", "colour". */
  what: string;
  users: UsageRule[];
}

/**
 * The catalogue options that are only a unique name (docs/specifications.md#back-office-5-validation:
 * "Size and colour: name required"): sizes and colours. One implementation, one instance per kind.
 */
export class NamedOptionsConfig<E extends NamedEntity> {
  constructor(
    private readonly ds: DataSource,
    private readonly kind: NamedKind<E>,
  ) {}

  private taken = () => new AlreadyExistsError('name', `A ${this.kind.what} with this name already exists`);

  /** Every one, in the order they were added. */
  list(ctx: RequestContext): Promise<InstanceType<E>[]> {
    return listInOrderAdded<InstanceType<E>>(ctx, this.ds, this.kind.entity);
  }

  create(ctx: RequestContext, input: unknown): Promise<InstanceType<E> | InputValidationError | AlreadyExistsError> {
    return validatedUniqueTransaction(ctx, this.ds, namedSchema, input, this.taken, async (m, data) => {
      const repo = m.getRepository<InstanceType<E>>(this.kind.entity);
      if (await valueTaken(m, this.kind.entity, 'name', data.name)) return this.taken();
      return repo.save(repo.create(data as never)) as Promise<InstanceType<E>>;
    });
  }

  /** Renames; products offered in it show the new name at once. */
  update(
    ctx: RequestContext,
    id: number,
    input: unknown,
  ): Promise<InstanceType<E> | InputValidationError | AlreadyExistsError | StaleVersionError> {
    return validatedUniqueTransaction(ctx, this.ds, namedUpdateSchema, input, this.taken, async (m, data) => {
      const row = (await existingRow(m, this.kind.entity, id, this.kind.what)) as InstanceType<E>;
      const renamed = data.name !== undefined && data.name !== row.name;
      if (renamed && (await valueTaken(m, this.kind.entity, 'name', data.name!, id))) return this.taken();
      // Checked even for an unchanged name: a save from an older version must still be told so.
      const version = await claimVersion(m, this.kind.entity, id, data.expectedVersion, `${this.kind.what} not found`, {
        changes: renamed,
      });
      if (version instanceof StaleVersionError) return version;
      if (renamed) await m.update(this.kind.entity, { id }, { name: data.name });
      return Object.assign(row, renamed ? { name: data.name } : {}, { version });
    });
  }

  /** Deletes one that no product uses. */
  async delete(ctx: RequestContext, id: number): Promise<CatalogueItemDeleted | InUseError> {
    requireAdmin(ctx);
    return deleteRowUnlessUsed(this.ds, this.kind.entity, this.kind.what, this.kind.users, id);
  }
}

export const SIZES = {
  entity: Size,
  what: 'size',
  users: [
    { table: 'product_sizes', column: 'sizeId', one: 'product', many: 'products' },
    { table: 'product_variants', column: 'sizeId', one: 'product variant', many: 'product variants' },
  ],
} satisfies NamedKind<typeof Size>;

export const COLOURS = {
  entity: Color,
  what: 'colour',
  users: [{ table: 'product_colors', column: 'colorId', one: 'product', many: 'products' }],
} satisfies NamedKind<typeof Color>;
