import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

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
};

/**
 * The one MUI text field of every react-hook-form form (text, number, date, select): bound to one value by
 * useController, its ref on the <input> (so a refused submit focuses it), its error message under it, else
 * the hint. `error` marks it in error for a reason of the caller's too (a list that failed to load).
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  hint,
  onValue,
  error,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => (onValue ? onValue(event.target.value) : field.onChange(event.target.value))}
      error={Boolean(fieldState.error) || Boolean(error)}
      helperText={fieldState.error?.message ?? hint}
    />
  );
}
