import {
  CatalogueMetalTypeCreateDocument,
  CatalogueMetalTypeDeleteDocument,
  CatalogueMetalTypeUpdateDocument,
  CatalogueMetalTypesDocument,
} from '../catalogue-config.generated';
import { field } from '../../../shared/admin/form-rules';
import { TEXT_LIMITS } from '../../../shared/admin/text-limits';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';
import { formatMoney } from '../../../shared/money/format-money';
import { repricingNotice } from '../repricing-notice';

/** docs/specifications.md#back-office-5-validation: name required; base rate required, number, min 0, step 0.01. */
const FIELDS = [
  field.text('name', 'Name', { rules: { max: TEXT_LIMITS.catalogueName }, placeholder: 'e.g. Gold' }),
  // Greater than 0: a rate of 0 would price every auto entry of the metal at 0.
  field.number('baseRatePerGram', 'Base rate per gram', { greaterThan: 0, step: 0.01 }, { prefix: '₹', messageLabel: 'Base rate' }),
] as const;

const perGram = (rate: number) => `${formatMoney(rate, 'INR')} per gram`;

export const METAL_TYPES = defineResource({
  names: { title: 'Metal Types', singular: 'metal type', plural: 'metal types' },
  subtitle: 'Metals and their base rate per gram in rupees. A new rate re-prices every auto-priced product of the metal at once.',
  list: listQuery(CatalogueMetalTypesDocument, (data) => data.metalTypes),
  columns: [
    { key: 'name', header: 'Name', value: (row) => row.name },
    {
      key: 'rate',
      header: 'Base rate',
      align: 'right',
      value: (row) => row.baseRatePerGram,
      render: (row) => perGram(row.baseRatePerGram),
    },
  ],
  fields: FIELDS,
  ...crudMutations('MetalType', {
    create: CatalogueMetalTypeCreateDocument,
    update: CatalogueMetalTypeUpdateDocument,
    remove: CatalogueMetalTypeDeleteDocument,
  }),
  updatedNotice: (saved) => repricingNotice(`${saved.name}'s base rate is now ${perGram(saved.baseRatePerGram)}`, saved.repriced),
});
