import {
  type CatalogueSizeFragment,
  CatalogueSizeCreateDocument,
  CatalogueSizeDeleteDocument,
  CatalogueSizeUpdateDocument,
  CatalogueSizesDocument,
} from '../../../graphql/generated/graphql';
import { type ParsedValues, field } from '../../../shared/admin/form-rules';
import { type UpdateArgs, defineResource } from '../../../shared/admin/resource-config';
import { listQuery, mutationSource } from '../../../shared/admin/resource-sources';

type Row = CatalogueSizeFragment;

/** docs/specifications.md#back-office-5-validation: name required. */
const FIELDS = [field.text('name', 'Name', { rules: { max: 100 }, placeholder: 'e.g. 16 (18.1 mm)' })] as const;
type Values = ParsedValues<typeof FIELDS>;

export const SIZES = defineResource({
  names: { title: 'Sizes', singular: 'size', plural: 'sizes' },
  testId: 'sizes',
  subtitle: 'Ring and bracelet sizes products can be offered in.',
  list: listQuery(CatalogueSizesDocument, (data) => data.sizes),
  columns: [{ key: 'name', header: 'Name', value: (row) => row.name }],
  rowLabel: (row) => row.name,
  fields: FIELDS,
  create: mutationSource(
    CatalogueSizeCreateDocument,
    (values: Values) => ({ input: values }),
    (data) => data.createSize,
  ),
  update: mutationSource(
    CatalogueSizeUpdateDocument,
    ({ row, values }: UpdateArgs<Row, Values>) => ({ id: row.id, input: values }),
    (data) => data.updateSize,
  ),
  remove: mutationSource(
    CatalogueSizeDeleteDocument,
    (row: Row) => ({ id: row.id }),
    (data) => data.deleteSize,
  ),
});
