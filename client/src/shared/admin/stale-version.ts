/**
 * A save refused because someone else saved the record since this form loaded it (the API's
 * StaleVersionError; docs/decisions.md#no-lost-updates), and what the reload then shows: the fields whose
 * stored value differs from the value the form had loaded. Free of React (stale-version.spec.ts).
 */

/** The sentence every stale save shows (the server's own message adds "reload to see the changes"). */
export const STALE_VERSION_TITLE = 'This was changed by someone else since you opened it';

export const STALE_VERSION_ERROR = 'STALE_VERSION_ERROR';

/** True for the refusal of a save made from an older version. */
export const isStaleVersion = (refusal: { errorCode?: string | null }): boolean => refusal.errorCode === STALE_VERSION_ERROR;

/**
 * One field whose stored value differs from what the admin had: changed by someone else since the form
 * loaded it (`byOthers`), or only by this admin's unsaved typing, which the reload replaced.
 */
export interface StaleChange {
  field: string;
  label: string;
  loaded: string;
  stored: string;
  /** This admin's unsaved value, when it differs from the stored one (else null): to apply again if still wanted. */
  typed: string | null;
  /** True when the stored value is not the one the form had loaded (someone else saved it). */
  byOthers: boolean;
}

/** A field of the form as the comparison names it. */
export interface ComparedField {
  name: string;
  label: string;
  /** The value as a person reads it; by default text, lists joined by commas, blank as "(empty)". */
  show?: (value: unknown) => string;
}

/** A form value as text: blank is "(empty)", a list is its items joined, an object its JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(showValue).join(', ');
  const text = typeof value === 'string' ? value.trim() : JSON.stringify(value);
  return text === '' ? '(empty)' : text;
}

/**
 * The fields whose stored value (`stored`, the reloaded record as form values) differs from the value the
 * form had loaded (`loaded`) or from what the admin had typed (`typed`, in the form when the save was
 * refused), in the order of `fields`. Values compare by how they read (showValue or the field's own
 * `show`), so "12" and 12 are the same.
 */
export function changedFields(
  fields: readonly ComparedField[],
  loaded: Record<string, unknown>,
  stored: Record<string, unknown>,
  typed: Record<string, unknown> = loaded,
): StaleChange[] {
  return fields.flatMap((spec) => {
    const show = spec.show ?? showValue;
    const before = show(loaded[spec.name]);
    const now = show(stored[spec.name]);
    const mine = show(typed[spec.name]);
    if (before === now && mine === now) return [];
    const byOthers = before !== now;
    return [
      { field: spec.name, label: spec.label, loaded: before, stored: now, typed: mine !== now && mine !== before ? mine : null, byOthers },
    ];
  });
}
