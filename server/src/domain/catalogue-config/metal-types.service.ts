import { requireAdmin } from '../common/ownership';
import type { DataSource, EntityManager } from 'typeorm';
import { Carat } from '../../entities/carat.entity';
import { MetalType } from '../../entities/metal-type.entity';
import { AlreadyExistsError, InUseError, InputValidationError, StaleVersionError } from '../common/error-results';
import { claimVersion } from '../common/record-version';
import type { RequestContext } from '../common/request-context';
import { invalidField, validateInput } from '../common/validation';
import { repriceAutoEntries } from '../pricing/repricing';
import { caratSchema, caratUpdateSchema, metalTypeSchema, metalTypeUpdateSchema } from './catalogue-config.validation';
import {
  type CatalogueItemDeleted,
  type Repriced,
  type UsageRule,
  countUsages,
  deleteRowUnlessUsed,
  existingRow,
  describeUsages,
  sentFields,
  uniqueTransaction,
  validatedUniqueTransaction,
  valueTaken,
  listInOrderAdded,
  changesRow,
} from './config-helpers';

const METAL_TYPE_USERS: UsageRule[] = [
  { table: 'products', column: 'metalTypeId', one: 'product', many: 'products' },
  { table: 'carats', column: 'metalTypeId', one: 'carat', many: 'carats' },
];
const CARAT_USERS: UsageRule[] = [{ table: 'product_carats', column: 'caratId', one: 'product', many: 'products' }];

const metalNameTaken = () => new AlreadyExistsError('name', 'A metal type with this name already exists');
const caratTaken = (metal: MetalType, value: number) => new AlreadyExistsError('value', `${metal.name} already has a ${value} KT carat`);

export type MetalTypeResult = Repriced<MetalType> | InputValidationError | AlreadyExistsError | StaleVersionError;
export type CaratResult = Repriced<Carat> | InputValidationError | AlreadyExistsError | InUseError | StaleVersionError;

/**
 * Metal types (name, base rate per gram) and their carats (value, multiplier),
 * docs/specifications.md#back-office-5-validation. A new base rate or multiplier re-prices every auto price
 * entry it affects, in the same transaction (pricing/repricing.ts); manual entries stay.
 */
export class MetalTypesConfig {
  constructor(private readonly ds: DataSource) {}

  /** Every metal type, in the order they were added. */
  listMetalTypes(ctx: RequestContext): Promise<MetalType[]> {
    return listInOrderAdded(ctx, this.ds, MetalType);
  }

  createMetalType(ctx: RequestContext, input: unknown): Promise<MetalTypeResult> {
    return validatedUniqueTransaction(ctx, this.ds, metalTypeSchema, input, metalNameTaken, async (m, data) => {
      if (await valueTaken(m, MetalType, 'name', data.name)) return metalNameTaken();
      return m.save(m.create(MetalType, data));
    });
  }

  /**
   * Changes the fields sent; a new base rate re-prices the auto entries of every product of this metal
   * (answered as `repriced`).
   */
  updateMetalType(ctx: RequestContext, id: number, input: unknown): Promise<MetalTypeResult> {
    return validatedUniqueTransaction(ctx, this.ds, metalTypeUpdateSchema, input, metalNameTaken, async (m, data) => {
      const { expectedVersion, ...fields } = data;
      const changes = sentFields(fields);
      const metal = await existingRow(m, MetalType, id, 'metal type');
      if (changes.name !== undefined && changes.name !== metal.name && (await valueTaken(m, MetalType, 'name', changes.name, id)))
        return metalNameTaken();
      const rateChanged = changes.baseRatePerGram !== undefined && changes.baseRatePerGram !== Number(metal.baseRatePerGram);
      const version = await claimVersion(m, MetalType, id, expectedVersion, 'Metal type not found', {
        changes: changesRow(changes, metal),
      });
      if (version instanceof StaleVersionError) return version;
      if (Object.keys(changes).length > 0) await m.update(MetalType, { id }, changes);
      const repriced = rateChanged ? await repriceAutoEntries(m, { metalTypeId: id }) : undefined;
      return Object.assign(metal, changes, { version, repriced });
    });
  }

  /** Deletes a metal type that no product and no carat uses. */
  async deleteMetalType(ctx: RequestContext, id: number): Promise<CatalogueItemDeleted | InUseError> {
    requireAdmin(ctx);
    return deleteRowUnlessUsed(this.ds, MetalType, 'metal type', METAL_TYPE_USERS, id);
  }

  /** Carats with their metal type joined (one query), by metal then value; only one metal's when given. */
  async listCarats(ctx: RequestContext, metalTypeId?: number | null): Promise<Carat[]> {
    requireAdmin(ctx);
    return this.ds.getRepository(Carat).find({
      where: metalTypeId == null ? {} : { metalTypeId },
      relations: { metalType: true },
      order: { metalTypeId: 'ASC', value: 'ASC', id: 'ASC' },
    });
  }

  /** Adds a carat to an existing metal type; the value is unique within the metal. Answers it with its metal. */
  async createCarat(ctx: RequestContext, input: unknown): Promise<CaratResult> {
    requireAdmin(ctx);
    const data = validateInput(caratSchema, input);
    if (data instanceof InputValidationError) return data;
    const metal = await this.ds.getRepository(MetalType).findOneBy({ id: data.metalTypeId });
    if (!metal) return invalidField('metalTypeId', 'Metal type does not exist');
    const taken = () => caratTaken(metal, data.value);
    return uniqueTransaction(
      this.ds,
      async (m) => {
        if (await valueTaken(m, Carat, 'value', data.value, undefined, { metalTypeId: metal.id })) return taken();
        const carat = await m.save(m.create(Carat, data));
        return Object.assign(carat, { metalType: metal });
      },
      taken,
    );
  }

  /**
   * Changes the fields sent. A new multiplier re-prices the auto entries of every product carat of
   * this carat (answered as `repriced`); a carat that products use cannot move to another metal (their metal would no longer match).
   */
  updateCarat(ctx: RequestContext, id: number, input: unknown): Promise<CaratResult> {
    let duplicate: AlreadyExistsError = new AlreadyExistsError('value', 'This metal type already has a carat of this value');
    return validatedUniqueTransaction(
      ctx,
      this.ds,
      caratUpdateSchema,
      input,
      () => duplicate,
      async (m, data): Promise<CaratResult> => {
        const { expectedVersion, ...fields } = data;
        const changes = sentFields(fields);
        const carat = await existingRow(m, Carat, id, 'carat');
        const metalTypeId = changes.metalTypeId ?? carat.metalTypeId;
        const value = changes.value ?? carat.value;
        const metal = await m.findOneBy(MetalType, { id: metalTypeId });
        if (!metal) return invalidField('metalTypeId', 'Metal type does not exist');
        duplicate = caratTaken(metal, value);
        if (metalTypeId !== carat.metalTypeId) {
          const refused = await this.refuseMetalChange(m, id);
          if (refused) return refused;
        }
        if (
          (value !== carat.value || metalTypeId !== carat.metalTypeId) &&
          (await valueTaken(m, Carat, 'value', value, id, { metalTypeId }))
        )
          return duplicate;
        const multiplierChanged = changes.multiplier !== undefined && changes.multiplier !== Number(carat.multiplier);
        const version = await claimVersion(m, Carat, id, expectedVersion, 'Carat not found', { changes: changesRow(changes, carat) });
        if (version instanceof StaleVersionError) return version;
        if (Object.keys(changes).length > 0) await m.update(Carat, { id }, changes);
        const repriced = multiplierChanged ? await repriceAutoEntries(m, { caratId: id }) : undefined;
        return Object.assign(carat, changes, { version, metalType: metal, repriced });
      },
    );
  }

  /** Deletes a carat that no product offers. */
  async deleteCarat(ctx: RequestContext, id: number): Promise<CatalogueItemDeleted | InUseError> {
    requireAdmin(ctx);
    return deleteRowUnlessUsed(this.ds, Carat, 'carat', CARAT_USERS, id);
  }

  private async refuseMetalChange(m: EntityManager, caratId: number): Promise<InUseError | null> {
    const usages = await countUsages(m, CARAT_USERS, caratId);
    if (usages.length === 0) return null;
    return new InUseError(
      `This carat is used by ${describeUsages(usages)}, so its metal type cannot change; add a carat to the other metal type instead`,
      usages,
    );
  }
}
