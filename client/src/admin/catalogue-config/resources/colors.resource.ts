import {
  type CatalogueColorFragment,
  CatalogueColorCreateDocument,
  CatalogueColorDeleteDocument,
  CatalogueColorUpdateDocument,
  CatalogueColorsDocument,
} from '../../../graphql/generated/graphql';
import { type ParsedValues, field } from '../../../shared/admin/form-rules';
import { type UpdateArgs, defineResource } from '../../../shared/admin/resource-config';
import { listQuery, mutationSource } from '../../../shared/admin/resource-sources';

type Row = CatalogueColorFragment;

/** docs/specifications.md#back-office-5-validation: name required. */
const FIELDS = [field.text('name', 'Name', { rules: { max: 100 }, placeholder: 'e.g. Rose Gold' })] as const;
type Values = ParsedValues<typeof FIELDS>;

export const COLORS = defineResource({
  names: { title: 'Colors', singular: 'color', plural: 'colors' },
  testId: 'colors',
  subtitle: 'Metal colours products are offered in, such as yellow, white and rose gold.',
  list: listQuery(CatalogueColorsDocument, (data) => data.colors),
  columns: [{ key: 'name', header: 'Name', value: (row) => row.name }],
  rowLabel: (row) => row.name,
  fields: FIELDS,
  create: mutationSource(
    CatalogueColorCreateDocument,
    (values: Values) => ({ input: values }),
    (data) => data.createColor,
  ),
  update: mutationSource(
    CatalogueColorUpdateDocument,
    ({ row, values }: UpdateArgs<Row, Values>) => ({ id: row.id, input: values }),
    (data) => data.updateColor,
  ),
  remove: mutationSource(
    CatalogueColorDeleteDocument,
    (row: Row) => ({ id: row.id }),
    (data) => data.deleteColor,
  ),
});
