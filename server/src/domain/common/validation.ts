import type { z } from 'zod';
import { FieldError, InputValidationError } from './error-results';

/**
 * Checks `input` against a zod schema. Returns the parsed value, or an InputValidationError that lists
 * every field's first problem in the schema's field order (the documented texts of the specifications).
 */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> | InputValidationError {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'input';
    if (seen.has(field)) continue;
    seen.add(field);
    fieldErrors.push(fieldError(field, issue.message));
  }
  return new InputValidationError(fieldErrors);
}

/** What is wrong with one input field, e.g. fieldError('colorId', 'Colour not found'). */
export const fieldError = (field: string, message: string): FieldError => Object.assign(new FieldError(), { field, message });

/** An InputValidationError about one field: a check after the schema's (a missing reference, a unique value). */
export const invalidField = (field: string, message: string): InputValidationError =>
  new InputValidationError([fieldError(field, message)]);
