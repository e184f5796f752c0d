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
    fieldErrors.push(Object.assign(new FieldError(), { field, message: issue.message }));
  }
  return new InputValidationError(fieldErrors);
}
