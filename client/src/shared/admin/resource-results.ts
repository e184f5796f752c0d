/**
 * What a back-office mutation answered, read the same way for every resource. The API answers expected
 * refusals as members of a result union implementing ErrorResult (errorCode, message), with the
 * fields they concern (InputValidationError.fieldErrors, AlreadyExistsError.field) or what still uses
 * the record (InUseError.usages); anything else is a GraphQL or network error.
 */

export interface FieldMessage {
  field: string;
  message: string;
}

export interface RecordUsage {
  usedBy: string;
  count: number;
}

/** The fields of an ErrorResult member that the back-office reads (the AdminErrorFields fragment). */
export interface ErrorResultFields {
  __typename?: string;
  errorCode: string;
  message: string;
  fieldErrors?: readonly FieldMessage[];
  field?: string;
  usages?: readonly RecordUsage[];
}

export type Refusal = {
  ok: false;
  message: string;
  fieldErrors: FieldMessage[];
  usages: RecordUsage[];
  /** The refusal's code (STALE_VERSION_ERROR: see stale-version.ts); absent when no answer came. */
  errorCode?: string;
};
export type Outcome<TSuccess> = { ok: true; value: TSuccess } | Refusal;

/** The members of a result union that are not error results. */
export type SuccessOf<T> = Exclude<NonNullable<T>, { errorCode: string }>;

const isErrorResult = (value: object): value is ErrorResultFields => 'errorCode' in value && 'message' in value;

/**
 * Splits a result union into its success member or a refusal. A missing answer (null data) is a
 * refusal with `fallback`, the specification's "Failed to save …" text.
 */
export function outcomeOf<T extends object>(result: T | null | undefined, fallback: string): Outcome<SuccessOf<T>> {
  if (!result) return { ok: false, message: fallback, fieldErrors: [], usages: [] };
  if (isErrorResult(result)) {
    const fieldErrors = [...(result.fieldErrors ?? [])];
    // AlreadyExistsError names the one field that must be unique.
    if (result.field && !fieldErrors.some((error) => error.field === result.field))
      fieldErrors.push({ field: result.field, message: result.message });
    return { ok: false, message: result.message || fallback, fieldErrors, usages: [...(result.usages ?? [])], errorCode: result.errorCode };
  }
  return { ok: true, value: result as SuccessOf<T> };
}

/**
 * Where a refusal's messages go in a form: each field error under its field when the form has it,
 * and a message above the form only when something is not already shown under a field.
 */
export function placeRefusal(
  refusal: Refusal,
  formFields: ReadonlySet<string>,
): { fieldErrors: FieldMessage[]; formMessage: string | null } {
  const fieldErrors = refusal.fieldErrors.filter((error) => formFields.has(error.field));
  const unplaced = refusal.fieldErrors.filter((error) => !formFields.has(error.field));
  if (fieldErrors.length > 0 && unplaced.length === 0) return { fieldErrors, formMessage: null };
  const formMessage = unplaced.length > 0 ? unplaced.map((error) => error.message).join('. ') : refusal.message;
  return { fieldErrors, formMessage };
}

/** "12 products and 3 carats" */
export function describeUsages(usages: readonly RecordUsage[]): string {
  const parts = usages.map((usage) => `${usage.count} ${usage.usedBy}`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * A refused delete in plain words, naming the record and what still uses it:
 * '“Gold” can't be deleted: 12 products and 3 carats still use it. Move or delete them first.'
 * Without usages (or for another refusal, e.g. the reference currency) the server's message is kept.
 */
export function deleteRefusalText(label: string, refusal: Refusal): string {
  if (refusal.usages.length === 0) return refusal.message;
  const total = refusal.usages.reduce((sum, usage) => sum + usage.count, 0);
  return `“${label}” can't be deleted: ${describeUsages(refusal.usages)} still use${total === 1 ? 's' : ''} it. Move or delete ${
    total === 1 ? 'it' : 'them'
  } first.`;
}

/** A GraphQL error as Apollo reports it (CombinedGraphQLErrors.errors). */
export interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown };
}

// Codes whose message is written for the person who sent the request (server/src/graphql/errors.ts).
const SHOWN_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT']);

/**
 * The text for a failed call: the server's own message when it wrote one for the administrator (e.g.
 * "These rates would price some products beyond the largest amount the shop can store"), otherwise the
 * specification's text, e.g. "Failed to save metal type".
 */
export function failureText(graphQLErrors: readonly GraphQLErrorLike[] | undefined, fallback: string): string {
  const shown = graphQLErrors?.find((error) => typeof error.extensions?.code === 'string' && SHOWN_CODES.has(error.extensions.code));
  return shown?.message || fallback;
}
