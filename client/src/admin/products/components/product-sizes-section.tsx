import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { FormTextField } from '../../../shared/forms/form-text-field';
import type { Lookups } from '../product-form-model';
import type { ProductFormController } from '../use-product-form';
import { EmptyNote, FormSection, lookupOptions } from './product-form-parts';

/** The Sizes section: a select per size the piece is offered in, none for one-size pieces. */
export function ProductSizesSection({ form, lookups }: { form: ProductFormController; lookups: Lookups }) {
  return (
    <FormSection
      title="Sizes"
      hint="Sizes it is offered in; leave empty for one-size pieces."
      testId="products-sizes"
      action={
        <Button startIcon={<AddIcon />} onClick={form.actions.addSize} data-testid="products-add-size">
          Add size
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {form.rows.sizes.map((sizeRow, index) => (
          <Box key={sizeRow.fieldId} sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <FormTextField
              control={form.form.control}
              name={`sizes.${index}.sizeId`}
              label={`Size ${index + 1}`}
              size="small"
              sx={{ minWidth: 160 }}
              options={lookupOptions(lookups.sizes, (option) => option.name)}
            />
            <IconButton aria-label={`Remove size ${index + 1}`} onClick={() => form.actions.removeSize(index)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {form.values.sizes.length === 0 ? <EmptyNote>No sizes.</EmptyNote> : null}
      </Box>
    </FormSection>
  );
}
