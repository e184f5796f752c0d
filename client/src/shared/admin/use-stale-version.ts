import { useCallback, useState } from 'react';
import type { StaleChange } from './stale-version';

/** Where a form stands with a stale save: refused (offer Reload), reloading, or reloaded with what changed. */
export interface StaleVersionState {
  /** The last save was refused as stale; the form still holds the admin's values. */
  stale: boolean;
  reloading: boolean;
  /** After Reload: the fields someone else changed (empty: none of this form's fields). Null before. */
  changes: StaleChange[] | null;
  /** The reload itself failed (offer it again). */
  failed: boolean;
}

const IDLE: StaleVersionState = { stale: false, reloading: false, changes: null, failed: false };

/**
 * The stale-save state every back-office form shares (the product form, the catalogue resource forms,
 * social posts): `markStale` when a save answers StaleVersionError; `reload(refetch)` runs the form's own
 * refetch, which loads the stored record (and its version) into the form and answers what changed, shown by
 * StaleVersionNotice instead of the admin's values overwriting the other save; `clear` on a new edit.
 */
export function useStaleVersion() {
  const [state, setState] = useState<StaleVersionState>(IDLE);
  const markStale = useCallback(() => setState({ ...IDLE, stale: true }), []);
  const clear = useCallback(() => setState(IDLE), []);
  const reload = useCallback(async (refetch: () => Promise<StaleChange[] | null>) => {
    setState((current) => ({ ...current, reloading: true, failed: false }));
    try {
      const changes = await refetch();
      setState(changes === null ? { ...IDLE, stale: true, failed: true } : { ...IDLE, changes });
    } catch {
      setState({ ...IDLE, stale: true, failed: true });
    }
  }, []);
  return { ...state, markStale, clear, reload };
}

export type StaleVersionController = ReturnType<typeof useStaleVersion>;
