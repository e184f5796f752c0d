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
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, forwardRef } from 'react';
import { IMAGE_TYPES } from '../../../shared/admin/form-rules';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { currencySymbol } from '../../../shared/money/format-money';
import { notify } from '../../../shared/ui/notify';
import { StatusMessage } from '../../../shared/ui/status-message';
import { caratsForMetal } from '../product-form-model';
import type { ProductFormController } from '../use-product-form';
import { ProductImageThumb } from './product-image-thumb';

const FIVE_MB = 5 * 1024 * 1024;

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
  const { lookups, values, errors, editingId } = form;
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
  const currencyCode = (id: number) => lookups.currencies.find((currency) => currency.id === id)?.code ?? '?';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Paper
      component="form"
      ref={ref}
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
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
        <TextField
          label="Name"
          required
          value={values.name}
          onChange={(event) => form.setText('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? 'Required · at most 200 characters'}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'products-name' } }}
        />
        <TextField
          label="Weight"
          required
          type="number"
          value={values.weightInGrams}
          onChange={(event) => form.setText('weightInGrams', event.target.value)}
          error={Boolean(errors.weightInGrams)}
          helperText={errors.weightInGrams ?? 'Required · grams, more than 0 · step 0.001'}
          slotProps={{
            htmlInput: { min: 0, step: 0.001, 'data-testid': 'products-weight' },
            input: { endAdornment: <InputAdornment position="end">g</InputAdornment> },
          }}
        />
        <TextField
          select
          label="Metal Type"
          required
          value={values.metalTypeId}
          onChange={(event) => form.setMetal(event.target.value)}
          error={Boolean(errors.metalTypeId)}
          helperText={errors.metalTypeId ?? (values.carats.length > 0 ? 'Changing it clears the carats below' : 'Required')}
          data-testid="products-metal"
        >
          {lookups.metalTypes.map((metal) => (
            <MenuItem key={metal.id} value={String(metal.id)}>
              {metal.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Subcategory"
          required
          value={values.subcategoryId}
          onChange={(event) => form.setText('subcategoryId', event.target.value)}
          error={Boolean(errors.subcategoryId)}
          helperText={errors.subcategoryId ?? 'Required'}
          data-testid="products-subcategory"
        >
          {lookups.subcategories.map((sub) => (
            <MenuItem key={sub.id} value={String(sub.id)}>
              {sub.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Description"
          required
          multiline
          minRows={3}
          value={values.description}
          onChange={(event) => form.setText('description', event.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description ?? 'Required · at most 5000 characters'}
          slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'products-description' } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>

      <Section
        title="Colours"
        hint="Each colour with its pictures (JPEG, PNG, WebP or GIF, up to 5 MB each)."
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
        {values.colors.map((color, index) => {
          const colorName = lookups.colors.find((candidate) => String(candidate.id) === color.colorId)?.name ?? `colour ${index + 1}`;
          const imageError = Object.entries(errors).find(([key]) => key.startsWith(`colors.${index}.`))?.[1];
          return (
            <Box
              key={color.key}
              data-testid="products-color-row"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 1.5 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  select
                  label="Colour"
                  size="small"
                  value={color.colorId}
                  onChange={(event) => form.actions.setColor(index, event.target.value)}
                  error={Boolean(errors[`colors.${index}.colorId`])}
                  helperText={errors[`colors.${index}.colorId`] ?? 'A row without a colour is left out'}
                  sx={{ minWidth: 220 }}
                  data-testid="products-color-select"
                >
                  {lookups.colors.map((option) => (
                    <MenuItem key={option.id} value={String(option.id)}>
                      {option.name}
                    </MenuItem>
                  ))}
                </TextField>
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
                    accept={IMAGE_TYPES.join(',')}
                    data-testid="products-color-files"
                    aria-label={`Add pictures of ${colorName}`}
                    onChange={(event) => {
                      const files = [...(event.target.files ?? [])];
                      event.target.value = '';
                      const accepted = files.filter(
                        (file) => (IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= FIVE_MB,
                      );
                      if (accepted.length < files.length) notify.error('Pictures must be JPEG, PNG, WebP or GIF, up to 5 MB each');
                      form.actions.addImages(index, accepted);
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
              {imageError ? <FormHelperText error>{imageError}</FormHelperText> : null}
            </Box>
          );
        })}
      </Section>

      <Section
        title="Carats and prices"
        hint="Auto prices follow the rate card: base rate per gram × carat multiplier × weight × currency rate. Typing a price or charge makes it Manual."
        testId="products-carats"
        action={
          <Button startIcon={<AddIcon />} onClick={() => form.actions.addCarat()} disabled={noMetal} data-testid="products-add-carat">
            Add carat
          </Button>
        }
      >
        {noMetal ? (
          <Typography variant="body2" color="text.secondary" data-testid="products-carat-hint">
            Please select a Metal Type first.
          </Typography>
        ) : null}
        {errors.carats ? <FormHelperText error>{errors.carats}</FormHelperText> : null}
        {values.carats.map((carat, index) => {
          const label = carats.find((option) => String(option.id) === carat.caratId);
          const caratName = label ? `${label.value}K` : `carat ${index + 1}`;
          return (
            <Box
              key={carat.key}
              data-testid="products-carat-row"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 1.5 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  select
                  label="Carat"
                  size="small"
                  value={carat.caratId}
                  disabled={noMetal}
                  onChange={(event) => form.actions.setCarat(index, event.target.value)}
                  error={Boolean(errors[`carats.${index}.caratId`])}
                  helperText={
                    errors[`carats.${index}.caratId`] ??
                    (noMetal ? 'Please select a Metal Type first.' : 'A row without a carat is left out')
                  }
                  sx={{ minWidth: 220 }}
                  data-testid="products-carat-select"
                >
                  {carats.map((option) => (
                    <MenuItem key={option.id} value={String(option.id)}>
                      {option.value}K (× {option.multiplier})
                    </MenuItem>
                  ))}
                </TextField>
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
                const path = `carats.${index}.prices.${rowIndex}`;
                const amountField = (name: 'price' | 'stoneCharge' | 'labourCharge', text: string) => (
                  <TextField
                    label={text}
                    size="small"
                    type="number"
                    value={row[name]}
                    onChange={(event) => form.actions.editPrice(index, rowIndex, name, event.target.value)}
                    error={Boolean(errors[`${path}.${name}`])}
                    helperText={errors[`${path}.${name}`]}
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        step: 0.01,
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
                      gridTemplateColumns: { xs: '48px repeat(3, minmax(0, 1fr)) 150px' },
                      mb: 1,
                    }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{code}</Typography>
                    {amountField('price', 'Price')}
                    {amountField('stoneCharge', 'Stone charge')}
                    {amountField('labourCharge', 'Labour charge')}
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
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
          {values.sizes.map((size, index) => (
            <Box key={size.key} sx={{ display: 'flex', alignItems: 'flex-start' }}>
              <TextField
                select
                label={`Size ${index + 1}`}
                size="small"
                value={size.sizeId}
                onChange={(event) => form.actions.setSize(index, event.target.value)}
                error={Boolean(errors[`sizes.${index}.sizeId`])}
                helperText={errors[`sizes.${index}.sizeId`]}
                sx={{ minWidth: 160 }}
              >
                {lookups.sizes.map((option) => (
                  <MenuItem key={option.id} value={String(option.id)}>
                    {option.name}
                  </MenuItem>
                ))}
              </TextField>
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
