import { requireAdmin } from '../common/ownership';
import type { DataSource } from 'typeorm';
import { Currency } from '../../entities/currency.entity';
import {
  AlreadyExistsError,
  type InUseError,
  InputValidationError,
  ReferenceCurrencyError,
  StaleVersionError,
} from '../common/error-results';
import { claimVersion } from '../common/record-version';
import type { RequestContext } from '../common/request-context';
import { validateInput } from '../common/validation';
import { repriceAutoEntries } from '../pricing/repricing';
import { currencySchema, currencyUpdateSchema } from './catalogue-config.validation';
import {
  type CatalogueItemDeleted,
  type Repriced,
  type UsageRule,
  deleteRowUnlessUsed,
  existingRow,
  sentFields,
  uniqueTransaction,
  validatedUniqueTransaction,
  valueTaken,
  listInOrderAdded,
  changesRow,
} from './config-helpers';

/** The reference currency of the rate card (pricing/repricing.ts reads it by this code). */
export const REFERENCE_CODE = 'INR';

// Accounts keep their currency; prices in a deleted currency go with it (they mean nothing without it).
const CURRENCY_USERS: UsageRule[] = [{ table: 'users', column: 'currencyId', one: 'account', many: 'accounts' }];

const codeTaken = () => new AlreadyExistsError('code', 'A currency with this code already exists');
const REFERENCE_RATE = 'INR is the reference currency: every price is computed relative to it, so its conversion rate is always 1';
const REFERENCE_CODE_FIXED = 'INR is the reference currency: its code cannot change';
const REFERENCE_DELETE = 'INR is the reference currency: every price is computed relative to it, so it cannot be deleted';

export type CurrencyResult = Repriced<Currency> | InputValidationError | AlreadyExistsError | ReferenceCurrencyError | StaleVersionError;

/**
 * Currencies (code, conversion rate to INR, step 0.0001), docs/specifications.md#back-office-5-validation.
 * INR is the reference of the rate card and stays at rate 1. A new rate re-prices every auto entry in that
 * currency in the same transaction; a new currency gets an auto entry for every product carat at once, so the
 * storefront can sell in it immediately (administrators may then set entries by hand).
 */
export class CurrenciesConfig {
  constructor(private readonly ds: DataSource) {}

  /** Every currency, in the order they were added. */
  list(ctx: RequestContext): Promise<Currency[]> {
    return listInOrderAdded(ctx, this.ds, Currency);
  }

  /**
   * The currencies the storefront can price in (id and code only; rates stay back-office data), in
   * the order they were added. Public: guests choose one in the header, signup offers them.
   */
  listForStore(_ctx: RequestContext): Promise<Pick<Currency, 'id' | 'code'>[]> {
    return this.ds.getRepository(Currency).find({ select: { id: true, code: true }, order: { id: 'ASC' } });
  }

  async create(ctx: RequestContext, input: unknown): Promise<CurrencyResult> {
    requireAdmin(ctx);
    const data = validateInput(currencySchema, input);
    if (data instanceof InputValidationError) return data;
    if (data.code === REFERENCE_CODE && data.conversionRateToINR !== 1) return new ReferenceCurrencyError(REFERENCE_RATE);
    return uniqueTransaction(
      this.ds,
      async (m) => {
        if (await valueTaken(m, Currency, 'code', data.code)) return codeTaken();
        const currency = await m.save(m.create(Currency, data));
        // Placeholder auto entries for every product carat quoted in INR, which the rate card prices
        // right away (price by the formula, stone and labour converted from the INR quote).
        await m.query(
          `INSERT INTO price_entries (productCaratId, currencyId, priceMinor, stoneChargeMinor, labourChargeMinor, isManual)
             SELECT pe.productCaratId, ?, 0, 0, 0, 0 FROM price_entries pe JOIN currencies c ON c.id = pe.currencyId WHERE c.code = ?`,
          [currency.id, REFERENCE_CODE],
        );
        await repriceAutoEntries(m, { currencyId: currency.id });
        return currency;
      },
      codeTaken,
    );
  }

  /** Changes the fields sent; a new rate re-prices every auto entry in this currency (answered as `repriced`). */
  update(ctx: RequestContext, id: number, input: unknown): Promise<CurrencyResult> {
    return validatedUniqueTransaction(ctx, this.ds, currencyUpdateSchema, input, codeTaken, async (m, data): Promise<CurrencyResult> => {
      const { expectedVersion, ...fields } = data;
      const changes = sentFields(fields);
      const currency = await existingRow(m, Currency, id, 'currency');
      const rateChanged = changes.conversionRateToINR !== undefined && changes.conversionRateToINR !== Number(currency.conversionRateToINR);
      const codeChanged = changes.code !== undefined && changes.code !== currency.code;
      if (currency.code === REFERENCE_CODE && rateChanged) return new ReferenceCurrencyError(REFERENCE_RATE);
      if (currency.code === REFERENCE_CODE && codeChanged) return new ReferenceCurrencyError(REFERENCE_CODE_FIXED);
      if (codeChanged && (await valueTaken(m, Currency, 'code', changes.code!, id))) return codeTaken();
      if (changes.code === REFERENCE_CODE && (changes.conversionRateToINR ?? Number(currency.conversionRateToINR)) !== 1)
        return new ReferenceCurrencyError(REFERENCE_RATE);
      const version = await claimVersion(m, Currency, id, expectedVersion, 'Currency not found', {
        changes: changesRow(changes, currency),
      });
      if (version instanceof StaleVersionError) return version;
      if (Object.keys(changes).length > 0) await m.update(Currency, { id }, changes);
      const repriced = rateChanged ? await repriceAutoEntries(m, { currencyId: id }) : undefined;
      return Object.assign(currency, changes, { version, repriced });
    });
  }

  /** Deletes a currency that no account uses, with its price entries; never INR. */
  async delete(ctx: RequestContext, id: number): Promise<CatalogueItemDeleted | InUseError | ReferenceCurrencyError> {
    requireAdmin(ctx);
    const currency = await existingRow(this.ds.manager, Currency, id, 'currency');
    if (currency.code === REFERENCE_CODE) return new ReferenceCurrencyError(REFERENCE_DELETE);
    return deleteRowUnlessUsed(this.ds, Currency, 'currency', CURRENCY_USERS, id, (m) =>
      m.query('DELETE FROM price_entries WHERE currencyId = ?', [id]),
    );
  }
}
