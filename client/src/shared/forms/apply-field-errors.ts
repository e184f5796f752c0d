import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows a server InputValidationError's field errors under the form's own fields; errors of fields
 * the form does not have are left to the form's summary message.
 */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: readonly { field: string; message: string }[],
  formFields: ReadonlySet<string>,
  setError: UseFormSetError<T>,
): void {
  for (const { field, message } of fieldErrors) {
    if (formFields.has(field)) setError(field as Path<T>, { message });
  }
}
