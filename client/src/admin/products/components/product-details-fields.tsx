import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { TEXT_LIMITS } from '../../../shared/admin/text-limits';
import { FormTextField } from '../../../shared/forms/form-text-field';
import type { Lookups } from '../product-form-model';
import { productHint } from '../product-form-schema';
import type { ProductFormController } from '../use-product-form';
import { lookupOptions } from './product-form-parts';

/** The product's own fields: name, weight, metal type (changing it clears the carats), subcategory, description. */
export function ProductDetailsFields({ form, lookups }: { form: ProductFormController; lookups: Lookups }) {
  const control = form.form.control;
  const selects = [
    {
      name: 'metalTypeId',
      label: 'Metal Type',
      rows: lookups.metalTypes,
      onValue: form.setMetal,
      hint: form.values.carats.length > 0 ? 'Changing it clears the carats below' : productHint('metalTypeId'),
      testId: 'products-metal',
    },
    {
      name: 'subcategoryId',
      label: 'Subcategory',
      rows: lookups.subcategories,
      hint: productHint('subcategoryId'),
      testId: 'products-subcategory',
    },
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <FormTextField
        control={control}
        name="name"
        label="Name"
        required
        hint={productHint('name')}
        maxChars={TEXT_LIMITS.productName}
        slotProps={{ htmlInput: { 'data-testid': 'products-name' } }}
      />
      <FormTextField
        control={control}
        name="weightInGrams"
        label="Weight"
        required
        type="number"
        hint={`${productHint('weightInGrams')} · grams`}
        slotProps={{
          htmlInput: { min: 0, step: 0.001, 'data-testid': 'products-weight' },
          input: { endAdornment: <InputAdornment position="end">g</InputAdornment> },
        }}
      />
      {selects.map(({ rows, testId, ...select }) => (
        <FormTextField
          key={select.name}
          control={control}
          {...select}
          required
          data-testid={testId}
          options={lookupOptions(rows, (row) => row.name)}
        />
      ))}
      <FormTextField
        control={control}
        name="description"
        label="Description"
        required
        multiline
        minRows={3}
        hint={productHint('description')}
        maxChars={TEXT_LIMITS.productDescription}
        slotProps={{ htmlInput: { 'data-testid': 'products-description' } }}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </Box>
  );
}
