import { useCallback, useState } from 'react';
import { notify } from '../ui/notify';
import type { AnyFieldSpec } from './form-rules';
import { type ResourceConfig, resourceTexts } from './resource-config';
import { deleteRefusalText, outcomeOf } from './resource-results';
import { callFailureText } from './resource-sources';

/**
 * The delete controller: `request(row)` opens the confirm dialog, `confirm()` deletes. A refusal (the
 * row is in use, or the reference currency) stays in the dialog in plain words; a failed call shows the
 * specification's "Failed to delete …". On success a toast says so and `onDeleted` runs.
 */
export function useResourceDelete<
  TRow extends { id: number },
  F extends readonly AnyFieldSpec[],
  TCreated extends object,
  TUpdated extends object,
  TDeleted extends object,
>(resource: ResourceConfig<TRow, F, TCreated, TUpdated, TDeleted>, options: { onDeleted?: (row: TRow) => void } = {}) {
  const texts = resourceTexts(resource.names);
  const [target, setTarget] = useState<TRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = resource.remove.useRun();
  const { onDeleted } = options;
  const { rowLabel } = resource;

  const request = useCallback((row: TRow) => {
    setTarget(row);
    setRefusal(null);
  }, []);

  const close = useCallback(() => {
    if (busy) return;
    setTarget(null);
    setRefusal(null);
  }, [busy]);

  const confirm = useCallback(async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      const outcome = outcomeOf<object>(await remove(target), texts.deleteFailed);
      if (!outcome.ok) {
        setRefusal(deleteRefusalText(rowLabel(target), outcome));
        return;
      }
      const message = 'message' in outcome.value && typeof outcome.value.message === 'string' ? outcome.value.message : texts.deleted;
      notify.success(message);
      setTarget(null);
      onDeleted?.(target);
    } catch (error) {
      setRefusal(callFailureText(error, texts.deleteFailed));
    } finally {
      setBusy(false);
    }
  }, [busy, onDeleted, remove, rowLabel, target, texts.deleteFailed, texts.deleted]);

  return { target, busy, refusal, request, close, confirm };
}
