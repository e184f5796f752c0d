import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows a server InputValidationError's field errors under the form's own fields; errors of fields
 * the form does not have are left to the form's summary message. True when at least one landed under a
 * field (a form that shows its banner only for the rest can skip it).
 */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: readonly { field: string; message: string }[],
  formFields: ReadonlySet<string>,
  setError: UseFormSetError<T>,
): boolean {
  let placed = false;
  for (const { field, message } of fieldErrors) {
    if (!formFields.has(field)) continue;
    setError(field as Path<T>, { message });
    placed = true;
  }
  return placed;
}
