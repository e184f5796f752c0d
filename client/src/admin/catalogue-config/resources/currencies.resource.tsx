import Chip from '@mui/material/Chip';
import {
  CatalogueCurrenciesDocument,
  CatalogueCurrencyCreateDocument,
  CatalogueCurrencyDeleteDocument,
  CatalogueCurrencyUpdateDocument,
} from '../catalogue-config.generated';
import { field } from '../../../shared/admin/form-rules';
import { TEXT_LIMITS } from '../../../shared/admin/text-limits';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';
import { currencyName } from '../../../shared/money/format-money';
import { repricingNotice } from '../repricing-notice';

/** The reference currency: its rate stays 1 and it cannot be deleted (the server explains if tried). */
const REFERENCE_CODE = 'INR';

/**
 * docs/specifications.md#back-office-5-validation: code required; rate required, min 0, step 0.0001. The server requires a rate above 0 (0
 * would price everything at nothing), so the form says so.
 */
const FIELDS = [
  field.text('code', 'Code', {
    messageLabel: 'Currency code',
    placeholder: 'e.g. USD',
    rules: {
      max: TEXT_LIMITS.currencyCode,
      upperCase: true,
      pattern: { regex: /^[A-Za-z]{3}$/, message: 'Currency code must be 3 letters, e.g. USD', hint: '3 letters' },
    },
  }),
  field.number(
    'conversionRateToINR',
    'Rate: how much of it 1 rupee buys',
    { greaterThan: 0, step: 0.0001 },
    { messageLabel: 'Conversion rate', placeholder: 'e.g. 0.012' },
  ),
] as const;

const rateText = (row: { code: string; conversionRateToINR: number }) => `₹1 = ${row.conversionRateToINR} ${row.code}`;

export const CURRENCIES = defineResource({
  names: { title: 'Currencies', singular: 'currency', plural: 'currencies' },
  subtitle: 'Currencies prices are kept in, with their rate to the rupee. A new rate re-prices every auto price in that currency at once.',
  list: listQuery(CatalogueCurrenciesDocument, (data) => data.currencies),
  columns: [
    {
      key: 'code',
      header: 'Code',
      value: (row) => row.code,
      render: (row) => (
        <>
          {row.code}
          {row.code === REFERENCE_CODE ? <Chip size="small" label="Reference" sx={{ ml: 1 }} /> : null}
        </>
      ),
    },
    { key: 'name', header: 'Name', value: (row) => currencyName(row.code) },
    { key: 'rate', header: 'Rate', align: 'right', value: (row) => row.conversionRateToINR, render: rateText },
  ],
  rowLabel: (row) => row.code,
  fields: FIELDS,
  ...crudMutations('Currency', {
    create: CatalogueCurrencyCreateDocument,
    update: CatalogueCurrencyUpdateDocument,
    remove: CatalogueCurrencyDeleteDocument,
  }),
  updatedNotice: (saved) => repricingNotice(`${saved.code}'s rate is now ${rateText(saved)}`, saved.repriced),
});
