import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { type DeliveryRegions, INDIA } from '../../../shared/address/delivery-regions';
import { FormTextField } from '../../../shared/forms/form-text-field';
import type { CheckoutFormInput, CheckoutFormValues } from '../checkout-schema';

type TextFieldName = Exclude<keyof CheckoutFormInput, 'paymentMethod' | 'country'>;

interface FieldSpec {
  name: TextFieldName;
  label: string;
  autoComplete: string;
  required: boolean;
  type?: string;
  /** Full width on wide screens too. */
  wide?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email';
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', autoComplete: 'email', required: true, type: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', required: true, type: 'tel', inputMode: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'address-line1', required: true, wide: true },
  { name: 'apartment', label: 'Apartment, suite, etc. (optional)', autoComplete: 'address-line2', required: false, wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', required: true },
  { name: 'zipCode', label: 'Zip code', autoComplete: 'postal-code', required: true },
];

const testId = (name: string) => `checkout-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

// A native select: the device's own picker (a long list scrolls well on phones) and typing a letter jumps to it.
const EMPTY_CHOICE = { value: '', label: '' };

/**
 * The delivery address and contact details; each field's error is shown under it. The state is chosen from
 * India's states and union territories when the address is in India (docs/decisions.md#delivery-addresses);
 * an order in another currency first chooses its country (a rupee order's is India, not asked). Without the
 * lists (their request failed) both are typed, and the server checks them.
 */
export function AddressFields({
  control,
  disabled,
  regions,
  askCountry,
  country,
}: {
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
  disabled: boolean;
  regions: DeliveryRegions | null;
  /** Only an order in another currency than rupees names its country. */
  askCountry: boolean;
  /** The country chosen now (IN for a rupee order). */
  country: string;
}) {
  const stateOptions = regions && country === INDIA ? [EMPTY_CHOICE, ...regions.states] : undefined;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {askCountry ? (
        <FormTextField
          control={control}
          name="country"
          label="Country"
          required
          autoComplete="country"
          disabled={disabled}
          fullWidth
          data-testid="checkout-country"
          options={regions ? [EMPTY_CHOICE, ...regions.countries] : undefined}
          nativeSelect={regions !== null}
          slotProps={{ htmlInput: { 'aria-required': true } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      ) : null}
      {FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          label={field.label}
          required={field.required}
          autoComplete={field.autoComplete}
          disabled={disabled}
          fullWidth
          data-testid={testId(field.name)}
          {...(field.name === 'state' && stateOptions ? { options: stateOptions, nativeSelect: true } : { type: field.type ?? 'text' })}
          slotProps={{ htmlInput: { inputMode: field.inputMode, 'aria-required': field.required } }}
          sx={{ gridColumn: field.wide ? { sm: '1 / -1' } : undefined }}
        />
      ))}
    </Box>
  );
}
