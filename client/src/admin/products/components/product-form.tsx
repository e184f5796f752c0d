import AddIcon from '@mui/icons-material/Add';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, forwardRef } from 'react';
import { type Control, Controller, type FieldErrors, type FieldPath, get } from 'react-hook-form';
import { IMAGE_UPLOAD, acceptOf, imageRuleHint } from '../../../shared/admin/image-upload';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { currencySymbol } from '../../../shared/money/format-money';
import { StatusMessage } from '../../../shared/ui/status-message';
import { type ProductFormValues, caratsForMetal } from '../product-form-model';
import { productHint } from '../product-form-schema';
import type { PriceField, ProductFormController } from '../use-product-form';
import { ProductImageThumb } from './product-image-thumb';

type Path = FieldPath<ProductFormValues>;

/**
 * A MUI text field bound to one form value (react-hook-form's Controller): its error, else the hint, under
 * it. `onValue` replaces the plain write where typing has more to do (a price turns Manual).
 */
function FormField({
  control,
  name,
  hint,
  onValue,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<ProductFormValues>;
  name: Path;
  hint?: string;
  onValue?: (text: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => (onValue ? onValue(event.target.value) : field.onChange(event.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
}

/** The first message anywhere under a path (a colour's picture refused by the server: colors.1.images.0). */
function firstMessage(errors: FieldErrors<ProductFormValues>, path: string): string | undefined {
  const visit = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    for (const child of Object.values(node)) {
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  return visit(get(errors, path));
}

function Section({
  title,
  hint,
  action,
  children,
  testId,
}: {
  title: string;
  hint: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box component="section" aria-label={title} data-testid={testId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Box>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>{action}</Box>
      </Box>
      {children}
    </Box>
  );
}

/**
 * The product form (dumb view of useProductForm): the product's fields, its colours with pictures, its
 * carats with a price row per currency (Auto from the rate card, or Manual), and its sizes.
 */
export const ProductForm = forwardRef<HTMLFormElement, { form: ProductFormController }>(function ProductForm({ form }, ref) {
  const { lookups, values, editingId, rows } = form;
  const { control } = form.form;
  const errors = form.form.formState.errors;
  const busy = form.saving || form.loadingProduct;
  const heading = editingId === null ? 'Add product' : `Edit product #${editingId}`;

  if (form.lookupsError) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <StatusMessage tone="error" onRetry={form.retryLookups} testId="products-form-error">
          {form.lookupsError}
        </StatusMessage>
      </Paper>
    );
  }
  if (!lookups) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="products-form-skeleton" aria-busy="true">
        <Skeleton variant="text" width={200} height={36} />
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={48} sx={{ mt: 2 }} />
        ))}
      </Paper>
    );
  }

  const carats = caratsForMetal(lookups, values.metalTypeId);
  const noMetal = values.metalTypeId === '';
  const anyManual = values.carats.some((carat) => carat.prices.some((row) => row.manual));
  const caratsError = errors.carats?.root?.message ?? errors.carats?.message;
  const currencyCode = (id: number) => lookups.currencies.find((currency) => currency.id === id)?.code ?? '?';

  return (
    <Paper
      component="form"
      ref={ref}
      variant="outlined"
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-labelledby="products-form-title"
      aria-busy={busy}
      data-testid="products-form"
      data-mode={editingId === null ? 'add' : 'edit'}
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 96 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="products-form-title" variant="h5" component="h2" sx={{ flexGrow: 1 }} data-testid="products-form-title">
          {heading}
        </Typography>
        {form.loadingProduct ? <CircularProgress size={20} aria-label="Loading the product" /> : null}
      </Box>
      {form.formMessage ? (
        <Alert severity="error" onClose={form.dismissMessage} sx={{ mb: 2 }} data-testid="products-form-message">
          {form.formMessage}
        </Alert>
      ) : null}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormField
          control={control}
          name="name"
          label="Name"
          required
          hint={`${productHint('name')} · at most 200 characters`}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'products-name' } }}
        />
        <FormField
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
        <FormField
          control={control}
          name="metalTypeId"
          select
          label="Metal Type"
          required
          onValue={form.setMetal}
          hint={values.carats.length > 0 ? 'Changing it clears the carats below' : productHint('metalTypeId')}
          data-testid="products-metal"
        >
          {lookups.metalTypes.map((metal) => (
            <MenuItem key={metal.id} value={String(metal.id)}>
              {metal.name}
            </MenuItem>
          ))}
        </FormField>
        <FormField
          control={control}
          name="subcategoryId"
          select
          label="Subcategory"
          required
          hint={productHint('subcategoryId')}
          data-testid="products-subcategory"
        >
          {lookups.subcategories.map((sub) => (
            <MenuItem key={sub.id} value={String(sub.id)}>
              {sub.name}
            </MenuItem>
          ))}
        </FormField>
        <FormField
          control={control}
          name="description"
          label="Description"
          required
          multiline
          minRows={3}
          hint={`${productHint('description')} · at most 5000 characters`}
          slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'products-description' } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>

      <Section
        title="Colours"
        hint={`Each colour with its pictures (${imageRuleHint(IMAGE_UPLOAD)} each).`}
        testId="products-colors"
        action={
          <Button startIcon={<AddIcon />} onClick={form.actions.addColor} data-testid="products-add-color">
            Add colour
          </Button>
        }
      >
        {values.colors.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No colours yet.
          </Typography>
        ) : null}
        {rows.colors.map((colorRow, index) => {
          const color = values.colors[index] ?? { colorId: '', images: [] };
          const colorName = lookups.colors.find((candidate) => String(candidate.id) === color.colorId)?.name ?? `colour ${index + 1}`;
          const imageError = get(errors, `colors.${index}.colorId`) ? undefined : firstMessage(errors, `colors.${index}`);
          return (
            <Box
              key={colorRow.fieldId}
              data-testid="products-color-row"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 1.5 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <FormField
                  control={control}
                  name={`colors.${index}.colorId`}
                  select
                  label="Colour"
                  size="small"
                  hint="A row without a colour is left out"
                  sx={{ minWidth: 220 }}
                  data-testid="products-color-select"
                >
                  {lookups.colors.map((option) => (
                    <MenuItem key={option.id} value={String(option.id)}>
                      {option.name}
                    </MenuItem>
                  ))}
                </FormField>
                <Button
                  component="label"
                  startIcon={<AddPhotoAlternateOutlinedIcon />}
                  sx={{ mt: 0.5, whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  Add pictures
                  <input
                    hidden
                    type="file"
                    multiple
                    accept={acceptOf(IMAGE_UPLOAD)}
                    data-testid="products-color-files"
                    aria-label={`Add pictures of ${colorName}`}
                    onChange={(event) => {
                      const files = [...(event.target.files ?? [])];
                      event.target.value = '';
                      void form.actions.addImages(index, files);
                    }}
                  />
                </Button>
                <Box sx={{ flexGrow: 1 }} />
                <Tooltip title="Remove colour">
                  <IconButton aria-label={`Remove ${colorName}`} onClick={() => form.actions.removeColor(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {color.images.map((image, imageIndex) => (
                  <ProductImageThumb
                    testId="products-image"
                    key={image.kind === 'stored' ? image.url : image.preview}
                    src={image.kind === 'stored' ? apiAssetUrl(image.url) : image.preview}
                    alt={`${colorName} picture ${imageIndex + 1}`}
                    onRemove={() => form.actions.removeImage(index, imageIndex)}
                  />
                ))}
                {color.images.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    No pictures yet.
                  </Typography>
                ) : null}
              </Box>
              {imageError ? (
                <FormHelperText error role="alert" data-testid="products-color-error">
                  {imageError}
                </FormHelperText>
              ) : null}
            </Box>
          );
        })}
      </Section>

      <Section
        title="Carats and prices"
        hint={
          editingId === null
            ? 'Auto prices follow the rate card: base rate per gram × carat multiplier × weight × currency rate. Typing a price or charge makes it Manual.'
            : 'A loaded product’s prices start Manual, as saved; use ⟳ (or All to Auto) to hand a price back to the rate card.'
        }
        testId="products-carats"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {anyManual ? (
              <Tooltip title="Hand every price below back to the rate card">
                <Button startIcon={<AutorenewIcon />} onClick={form.actions.allAuto} data-testid="products-all-auto">
                  All to Auto
                </Button>
              </Tooltip>
            ) : null}
            <Button startIcon={<AddIcon />} onClick={() => form.actions.addCarat()} disabled={noMetal} data-testid="products-add-carat">
              Add carat
            </Button>
          </Box>
        }
      >
        {noMetal ? (
          <Typography variant="body2" color="text.secondary" data-testid="products-carat-hint">
            Please select a Metal Type first.
          </Typography>
        ) : null}
        {caratsError ? <FormHelperText error>{caratsError}</FormHelperText> : null}
        {rows.carats.map((caratRow, index) => {
          const carat = values.carats[index] ?? { caratId: '', prices: [] };
          const label = carats.find((option) => String(option.id) === carat.caratId);
          const caratName = label ? `${label.value}K` : `carat ${index + 1}`;
          return (
            <Box
              key={caratRow.fieldId}
              data-testid="products-carat-row"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 1.5 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <FormField
                  control={control}
                  name={`carats.${index}.caratId`}
                  select
                  label="Carat"
                  size="small"
                  disabled={noMetal}
                  hint={noMetal ? 'Please select a Metal Type first.' : 'A row without a carat is left out'}
                  sx={{ minWidth: 220 }}
                  data-testid="products-carat-select"
                >
                  {carats.map((option) => (
                    <MenuItem key={option.id} value={String(option.id)}>
                      {option.value}K (× {option.multiplier})
                    </MenuItem>
                  ))}
                </FormField>
                <Box sx={{ flexGrow: 1 }} />
                <Tooltip title="Remove carat">
                  <IconButton aria-label={`Remove ${caratName}`} onClick={() => form.actions.removeCarat(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Box>
              <Divider sx={{ my: 1.5 }} />
              {carat.prices.map((row, rowIndex) => {
                const code = currencyCode(row.currencyId);
                const symbol = currencySymbol(code);
                const path = `carats.${index}.prices.${rowIndex}` as const;
                const amountField = (name: PriceField, text: string) => (
                  <FormField
                    control={control}
                    name={`${path}.${name}`}
                    label={text}
                    size="small"
                    sx={{ gridArea: name }}
                    onValue={(typed) => form.actions.editPrice(index, rowIndex, name, typed)}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: {
                        // Text, not a number input: what the admin typed ("-10", "1,5") is what the form
                        // checks and shows its message for; a number input would hand over '' instead.
                        inputMode: 'decimal',
                        'data-testid': `products-${name}-${code}`,
                        'aria-label': `${text} ${code} ${caratName}`,
                      },
                      input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
                    }}
                  />
                );
                return (
                  <Box
                    key={row.currencyId}
                    data-testid="products-price-row"
                    data-currency={code}
                    sx={{
                      display: 'grid',
                      gap: 1.5,
                      alignItems: 'center',
                      // One line from a small tablet up; on a phone the code and its Auto/Manual chip above the
                      // three amounts, one under the other, so each input and its message keep a readable width.
                      gridTemplateColumns: { xs: '48px minmax(0, 1fr)', sm: '48px repeat(3, minmax(0, 1fr)) 150px' },
                      gridTemplateAreas: {
                        xs: '"code mode" "price price" "stoneCharge stoneCharge" "labourCharge labourCharge"',
                        sm: '"code price stoneCharge labourCharge mode"',
                      },
                      mb: 2,
                    }}
                  >
                    <Typography sx={{ fontWeight: 600, gridArea: 'code' }}>{code}</Typography>
                    {amountField('price', 'Price')}
                    {amountField('stoneCharge', 'Stone charge')}
                    {amountField('labourCharge', 'Labour charge')}
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, gridArea: 'mode' }}>
                      <Chip
                        size="small"
                        label={row.manual ? 'Manual' : 'Auto'}
                        color={row.manual ? 'warning' : 'success'}
                        variant={row.manual ? 'filled' : 'outlined'}
                        data-testid={`products-mode-${code}`}
                      />
                      {row.manual ? (
                        <Tooltip title="Back to the rate card (Auto)">
                          <IconButton
                            size="small"
                            aria-label={`Use the rate card for ${code} ${caratName}`}
                            onClick={() => form.actions.setAuto(index, rowIndex)}
                            data-testid={`products-auto-${code}`}
                          >
                            <AutorenewIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          );
        })}
      </Section>

      <Section
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
          {rows.sizes.map((sizeRow, index) => (
            <Box key={sizeRow.fieldId} sx={{ display: 'flex', alignItems: 'flex-start' }}>
              <FormField
                control={control}
                name={`sizes.${index}.sizeId`}
                select
                label={`Size ${index + 1}`}
                size="small"
                sx={{ minWidth: 160 }}
              >
                {lookups.sizes.map((option) => (
                  <MenuItem key={option.id} value={String(option.id)}>
                    {option.name}
                  </MenuItem>
                ))}
              </FormField>
              <IconButton aria-label={`Remove size ${index + 1}`} onClick={() => form.actions.removeSize(index)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {values.sizes.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No sizes.
            </Typography>
          ) : null}
        </Box>
      </Section>

      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        {editingId !== null ? (
          <Button onClick={form.cancel} disabled={form.saving} data-testid="products-cancel">
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={form.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="products-save"
        >
          {editingId === null ? 'Add product' : 'Save changes'}
        </Button>
      </Box>
    </Paper>
  );
});
