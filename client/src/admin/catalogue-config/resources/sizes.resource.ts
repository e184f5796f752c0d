import {
  CatalogueSizeCreateDocument,
  CatalogueSizeDeleteDocument,
  CatalogueSizeUpdateDocument,
  CatalogueSizesDocument,
} from '../catalogue-config.generated';
import { field } from '../../../shared/admin/form-rules';
import { TEXT_LIMITS } from '../../../shared/admin/text-limits';
import { defineResource } from '../../../shared/admin/resource-config';
import { crudMutations, listQuery } from '../../../shared/admin/resource-sources';

/** docs/specifications.md#back-office-5-validation: name required. */
const FIELDS = [field.text('name', 'Name', { rules: { max: TEXT_LIMITS.catalogueName }, placeholder: 'e.g. 16 (18.1 mm)' })] as const;

export const SIZES = defineResource({
  names: { title: 'Sizes', singular: 'size', plural: 'sizes' },
  subtitle: 'Ring and bracelet sizes products can be offered in.',
  list: listQuery(CatalogueSizesDocument, (data) => data.sizes),
  columns: [{ key: 'name', header: 'Name', value: (row) => row.name }],
  fields: FIELDS,
  ...crudMutations('Size', {
    create: CatalogueSizeCreateDocument,
    update: CatalogueSizeUpdateDocument,
    remove: CatalogueSizeDeleteDocument,
  }),
});
