import {
  CatalogueColorCreateDocument,
  CatalogueColorDeleteDocument,
  CatalogueColorUpdateDocument,
  CatalogueColorsDocument,
} from '../catalogue-config.generated';
import { field } from '../../../shared/admin/form-rules';
import { TEXT_LIMITS } from '../../../shared/admin/text-limits';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';

/** docs/specifications.md#back-office-5-validation: name required. */
const FIELDS = [field.text('name', 'Name', { rules: { max: TEXT_LIMITS.catalogueName }, placeholder: 'e.g. Rose Gold' })] as const;

export const COLORS = defineResource({
  names: { title: 'Colors', singular: 'color', plural: 'colors' },
  subtitle: 'Metal colours products are offered in, such as yellow, white and rose gold.',
  list: listQuery(CatalogueColorsDocument, (data) => data.colors),
  columns: [{ key: 'name', header: 'Name', value: (row) => row.name }],
  fields: FIELDS,
  ...crudMutations('Color', {
    create: CatalogueColorCreateDocument,
    update: CatalogueColorUpdateDocument,
    remove: CatalogueColorDeleteDocument,
  }),
});
