import AddIcon from '@mui/icons-material/Add';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { type FieldErrors, get } from 'react-hook-form';
import { IMAGE_UPLOAD, acceptOf, imageRuleHint } from '../../../shared/admin/image-upload';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import type { Lookups, ProductFormValues } from '../product-form-model';
import type { ProductFormController } from '../use-product-form';
import { EmptyNote, FormSection, RowCard, lookupOptions } from './product-form-parts';
import { ProductImageThumb } from './product-image-thumb';

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

/** The Colours section: a row per colour with its pictures (added, previewed, removed) and Add colour. */
export function ProductColorsSection({ form, lookups }: { form: ProductFormController; lookups: Lookups }) {
  return (
    <FormSection
      title="Colours"
      hint={`Each colour with its pictures (${imageRuleHint(IMAGE_UPLOAD)} each).`}
      testId="products-colors"
      action={
        <Button startIcon={<AddIcon />} onClick={form.actions.addColor} data-testid="products-add-color">
          Add colour
        </Button>
      }
    >
      {form.values.colors.length === 0 ? <EmptyNote>No colours yet.</EmptyNote> : null}
      {form.rows.colors.map((colorRow, index) => (
        <ColorRow key={colorRow.fieldId} form={form} lookups={lookups} index={index} />
      ))}
    </FormSection>
  );
}

function ColorRow({ form, lookups, index }: { form: ProductFormController; lookups: Lookups; index: number }) {
  const errors = form.form.formState.errors;
  const color = form.values.colors[index] ?? { colorId: '', images: [] };
  const colorName = lookups.colors.find((candidate) => String(candidate.id) === color.colorId)?.name ?? `colour ${index + 1}`;
  const imageError = get(errors, `colors.${index}.colorId`) ? undefined : firstMessage(errors, `colors.${index}`);
  return (
    <RowCard
      kind="colour"
      rowName={colorName}
      onRemove={() => form.actions.removeColor(index)}
      control={form.form.control}
      choice={{
        name: `colors.${index}.colorId`,
        label: 'Colour',
        hint: 'A row without a colour is left out',
        'data-testid': 'products-color-select',
        options: lookupOptions(lookups.colors, (option) => option.name),
      }}
      tools={
        <Button component="label" startIcon={<AddPhotoAlternateOutlinedIcon />} sx={{ mt: 0.5, whiteSpace: 'nowrap', flexShrink: 0 }}>
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
      }
    >
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
        {color.images.length === 0 ? <EmptyNote>No pictures yet.</EmptyNote> : null}
      </Box>
      {imageError ? (
        <FormHelperText error role="alert" data-testid="products-color-error">
          {imageError}
        </FormHelperText>
      ) : null}
    </RowCard>
  );
}
