import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Lookups, caratsForMetal } from '../product-form-model';
import { useCertificationTarget } from '../use-product-certification';
import { CertificatePart, HallmarkPart } from './certification-parts';
import { EmptyNote, FormSection } from './product-form-parts';

// The whole product in the "Applies to" select (MUI shows an empty value as no choice at all).
const PRODUCT_TARGET = 'product';

/** The product's certificate and hallmark, or a variant's: which one, and the two part editors. */
function CertificationEditor({ productId, lookups }: { productId: number; lookups: Lookups }) {
  const target = useCertificationTarget(productId);
  // The form's carats of the product's metal, highest first; offered lowest first.
  const purities = caratsForMetal(lookups, String(target.metalTypeId ?? ''))
    .reverse()
    .map((carat) => ({ value: carat.value, label: `${carat.value}K` }));
  // The editors start again from what is stored after every save and on every change of target.
  const { current } = target.scope;
  const certificateKey = `certificate:${target.target}:${JSON.stringify(current?.certificate ?? null)}`;
  const hallmarkKey = `hallmark:${target.target}:${JSON.stringify(current?.hallmark ?? null)}`;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        size="small"
        label="Applies to"
        value={target.target}
        onChange={(event) => target.setTarget(event.target.value)}
        sx={{ maxWidth: 420 }}
        data-testid="products-certification-target"
      >
        <MenuItem value={PRODUCT_TARGET}>Whole product</MenuItem>
        {target.variants.map((variant) => (
          <MenuItem key={variant.id} value={String(variant.id)}>
            {`Variant: ${variant.colorName} · ${variant.purity} · size ${variant.sizeName}${target.owned.has(variant.id) ? ' (own)' : ''}`}
          </MenuItem>
        ))}
      </TextField>
      {target.loadError ? <Alert severity="error">{target.loadError}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <CertificatePart key={certificateKey} scope={target.scope} />
        <HallmarkPart key={hallmarkKey} scope={target.scope} purities={purities} />
      </Box>
    </Box>
  );
}

/**
 * The Certificate and hallmark section of the product form (docs/decisions.md#certificates): the diamond certificate (lab, report
 * number, file) and the BIS hallmark (purity, HUID) of the product, or of a variant where it differs, each
 * saved on its own. Only for a saved product: a certificate belongs to a product id.
 */
export function ProductCertificationSection({ productId, lookups }: { productId: number | null; lookups: Lookups }) {
  return (
    <FormSection
      title="Certificate and hallmark"
      hint="The diamond's lab report and the BIS hallmark; give a variant its own only where it differs."
      testId="products-certification"
    >
      {productId === null ? (
        <EmptyNote>Save the product first, then add its certificate and hallmark.</EmptyNote>
      ) : (
        <CertificationEditor key={productId} productId={productId} lookups={lookups} />
      )}
    </FormSection>
  );
}
