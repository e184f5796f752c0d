import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import type { CheckoutFormInput, CheckoutFormValues } from '../checkout-schema';

type TextFieldName = Exclude<keyof CheckoutFormInput, 'paymentMethod'>;

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

/** The delivery address and contact details; each field's error is shown under it. */
export function AddressFields({
  control,
  disabled,
}: {
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
  disabled: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          label={field.label}
          required={field.required}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          disabled={disabled}
          fullWidth
          data-testid={testId(field.name)}
          slotProps={{ htmlInput: { inputMode: field.inputMode, 'aria-required': field.required } }}
          sx={{ gridColumn: field.wide ? { sm: '1 / -1' } : undefined }}
        />
      ))}
    </Box>
  );
}
