import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { rateLimitedMessage } from '../api/rate-limited';
import { applyFieldErrors } from './apply-field-errors';

/** What an InputValidationError brings a form: its summary and each field's message. */
export interface FieldRefusal {
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
}

const isFieldRefusal = (result: object | null | undefined): result is FieldRefusal =>
  !!result && '__typename' in result && result.__typename === 'InputValidationError' && 'fieldErrors' in result;

/**
 * The line of a storefront form for what the server refused outside its fields. `send` wraps a submit: the
 * line clears first, and a call that fails shows the rate limit's words or `failedText`. `refuseOrFail` takes
 * the answers a form has no case of its own for: an InputValidationError's field errors go under the form's
 * fields and its message shows only when none landed there; anything else shows `failedText`.
 */
export function useServerError<T extends FieldValues>(failedText: string, formFields: ReadonlySet<string>, setError: UseFormSetError<T>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const fail = (message?: string | null) => setServerError(message || failedText);
  const refuseOrFail = (result: object | null | undefined) => {
    if (isFieldRefusal(result)) {
      if (!applyFieldErrors(result.fieldErrors, formFields, setError)) fail(result.message);
    } else fail();
  };
  const send =
    <V>(submit: (values: V) => Promise<void>) =>
    async (values: V) => {
      setServerError(null);
      try {
        await submit(values);
      } catch (error) {
        fail(rateLimitedMessage(error));
      }
    };
  return { serverError, refuseOrFail, send };
}
