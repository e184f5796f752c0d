import AddIcon from '@mui/icons-material/Add';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { currencySymbol } from '../../../shared/money/format-money';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { type FormPrice, type Lookups, type PriceField, caratsForMetal } from '../product-form-model';
import type { ProductFormController } from '../use-product-form';
import { EmptyNote, FormSection, RowCard, lookupOptions } from './product-form-parts';

const NO_METAL = 'Please select a Metal Type first.';

/**
 * The Carats and prices section: a row per carat of the chosen metal, each with a price row per currency
 * (Auto from the rate card, or Manual as typed), and All to Auto while any row is Manual.
 */
export function ProductCaratsSection({ form, lookups }: { form: ProductFormController; lookups: Lookups }) {
  const { values } = form;
  const errors = form.form.formState.errors;
  const noMetal = values.metalTypeId === '';
  const anyManual = values.carats.some((carat) => carat.prices.some((row) => row.manual));
  const caratsError = errors.carats?.root?.message ?? errors.carats?.message;
  return (
    <FormSection
      title="Carats and prices"
      hint={
        form.editingId === null
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
      {noMetal ? <EmptyNote testId="products-carat-hint">{NO_METAL}</EmptyNote> : null}
      {caratsError ? <FormHelperText error>{caratsError}</FormHelperText> : null}
      {form.rows.carats.map((caratRow, index) => (
        <CaratRow key={caratRow.fieldId} form={form} lookups={lookups} index={index} />
      ))}
    </FormSection>
  );
}

function CaratRow({ form, lookups, index }: { form: ProductFormController; lookups: Lookups; index: number }) {
  const { values } = form;
  const noMetal = values.metalTypeId === '';
  const carats = caratsForMetal(lookups, values.metalTypeId);
  const carat = values.carats[index] ?? { caratId: '', prices: [] };
  const label = carats.find((option) => String(option.id) === carat.caratId);
  const caratName = label ? `${label.value}K` : `carat ${index + 1}`;
  return (
    <RowCard
      kind="carat"
      rowName={caratName}
      onRemove={() => form.actions.removeCarat(index)}
      control={form.form.control}
      choice={{
        name: `carats.${index}.caratId`,
        label: 'Carat',
        disabled: noMetal,
        hint: noMetal ? NO_METAL : 'A row without a carat is left out',
        'data-testid': 'products-carat-select',
        options: lookupOptions(carats, (option) => `${option.value}K (× ${option.multiplier})`),
      }}
    >
      <Divider sx={{ my: 1.5 }} />
      {carat.prices.map((row, rowIndex) => (
        <PriceRow key={row.currencyId} form={form} lookups={lookups} row={row} at={[index, rowIndex]} caratName={caratName} />
      ))}
    </RowCard>
  );
}

const AMOUNTS: readonly { name: PriceField; text: string }[] = [
  { name: 'price', text: 'Price' },
  { name: 'stoneCharge', text: 'Stone charge' },
  { name: 'labourCharge', text: 'Labour charge' },
];

/** One currency of a carat: its three amounts (typing one makes the row Manual) and its Auto/Manual chip. */
function PriceRow({
  form,
  lookups,
  row,
  at: [index, rowIndex],
  caratName,
}: {
  form: ProductFormController;
  lookups: Lookups;
  row: FormPrice;
  /** The carat's index and the row's index in it. */
  at: readonly [number, number];
  caratName: string;
}) {
  const code = lookups.currencies.find((currency) => currency.id === row.currencyId)?.code ?? '?';
  const symbol = currencySymbol(code);
  return (
    <Box
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
      {AMOUNTS.map(({ name, text }) => (
        <FormTextField
          key={name}
          control={form.form.control}
          name={`carats.${index}.prices.${rowIndex}.${name}`}
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
      ))}
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
}
