import {
  CatalogueCaratCreateDocument,
  CatalogueCaratDeleteDocument,
  CatalogueCaratUpdateDocument,
  CatalogueCaratsDocument,
} from '../catalogue-config.generated';
import { field } from '../../../shared/admin/form-rules';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';
import { METAL_TYPE_OPTIONS } from '../catalogue-lookups';
import { repricingNotice } from '../repricing-notice';

/**
 * docs/specifications.md#back-office-5-validation: value required, min 1; multiplier required, min 0, step 0.01; metal type required. The
 * server keeps multipliers to 4 decimals (the demo's 14 KT is 0.585), so the form accepts as many.
 */
const FIELDS = [
  field.select('metalTypeId', 'Metal type', METAL_TYPE_OPTIONS, { emptyText: 'Add a metal type first.' }),
  field.number('value', 'Carat value (KT)', { integer: true, min: 1, max: 999 }, { messageLabel: 'Carat value', placeholder: 'e.g. 18' }),
  // Greater than 0: a multiplier of 0 would price the carat's auto entries at 0.
  field.number('multiplier', 'Multiplier', { greaterThan: 0, step: 0.01, decimals: 4 }, { placeholder: 'e.g. 0.75' }),
] as const;

/** "18 KT", as the specification displays carats. */
export const caratLabel = (value: number) => `${value} KT`;

export const CARATS = defineResource({
  names: { title: 'Carats', singular: 'carat', plural: 'carats' },
  subtitle: 'Purities of each metal and their share of its base rate. A new multiplier re-prices the auto-priced products in that carat.',
  list: listQuery(CatalogueCaratsDocument, (data) => data.carats),
  columns: [
    { key: 'value', header: 'Value', value: (row) => row.value, render: (row) => caratLabel(row.value) },
    { key: 'multiplier', header: 'Multiplier', align: 'right', value: (row) => row.multiplier },
    { key: 'metal', header: 'Metal type', value: (row) => row.metalType.name },
  ],
  rowLabel: (row) => `${caratLabel(row.value)} ${row.metalType.name}`,
  fields: FIELDS,
  ...crudMutations('Carat', {
    create: CatalogueCaratCreateDocument,
    update: CatalogueCaratUpdateDocument,
    remove: CatalogueCaratDeleteDocument,
  }),
  updatedNotice: (saved) =>
    repricingNotice(`${caratLabel(saved.value)} ${saved.metalType.name}'s multiplier is now ${saved.multiplier}`, saved.repriced),
});
