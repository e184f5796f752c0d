import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useHydrated } from '../ssr/use-hydrated';

/** A choice of a select field; its value is sent as text. */
export interface FieldOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'helperText'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Under the field while it has no error (a rule, an example, a counter). */
  hint?: ReactNode;
  /** Replaces the plain write where typing has more to do (a price turns Manual, a metal clears the carats). */
  onValue?: (text: string) => void;
  /** Makes it a select of these choices: a MUI menu, or with `nativeSelect` the device's own picker. */
  options?: readonly FieldOption[];
  /** The select is a native <select>; its label stays above its first choice. */
  nativeSelect?: boolean;
  /**
   * The longest text the field takes: a counter ("12 / 200") follows the hint. Deliberately no maxLength
   * attribute: the browser would cut a pasted text at the limit without a word; the form's schema refuses
   * it under the field instead (client/src/shared/admin/text-limits.ts).
   */
  maxChars?: number;
};

/**
 * The one MUI text field of every react-hook-form form (text, number, date, select): bound to one value by
 * useController, its ref on the <input> (so a refused submit focuses it), its error message under it, else
 * the hint. `error` marks it in error for a reason of the caller's too (a list that failed to load).
 *
 * In a server-drawn page it is read-only until the page has hydrated: what someone typed into the server's
 * HTML before would be wiped by the form's state (the value is controlled) and the submit would find it
 * empty; blocked for that moment, the typing is never lost (and tests that type wait for it).
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  hint,
  onValue,
  error,
  options,
  nativeSelect = false,
  maxChars,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const hydrated = useHydrated();
  const Choice = nativeSelect ? 'option' : MenuItem;
  const slotProps = nativeSelect ? { ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } } : props.slotProps;
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : undefined;
  const counter = maxChars === undefined ? null : `${String(field.value ?? '').length} / ${maxChars}`;
  return (
    <TextField
      {...props}
      select={props.select ?? options !== undefined}
      slotProps={hydrated ? slotProps : { ...slotProps, htmlInput: { ...htmlInput, readOnly: true } }}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => (onValue ? onValue(event.target.value) : field.onChange(event.target.value))}
      error={Boolean(fieldState.error) || Boolean(error)}
      helperText={
        fieldState.error?.message ??
        (counter ? (
          <>
            {hint}
            {hint ? ' · ' : null}
            {counter}
          </>
        ) : (
          hint
        ))
      }
    >
      {options
        ? options.map((option) => (
            <Choice key={option.value} value={String(option.value)} disabled={option.disabled}>
              {option.label}
            </Choice>
          ))
        : props.children}
    </TextField>
  );
}

/** The account's phone number (signup, Personal Information): the example shows the form the server takes. */
export function PhoneField<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  return (
    <FormTextField
      label="Phone number"
      type="tel"
      autoComplete="tel"
      placeholder="+919876543210"
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
      {...props}
    />
  );
}
