import { useCallback, useState } from 'react';
import { notify } from '../ui/notify';
import type { AnyFieldSpec } from './form-rules';
import { type ResourceConfig, resourceTexts } from './resource-config';
import { deleteRefusalText, outcomeOf } from './resource-results';
import { callFailureText } from './resource-sources';

/** Thrown by a delete's `perform` when the server refused in words fit to show as they are. */
export class DeleteRefusal extends Error {}

/**
 * Where a failed delete is told: `dialog` keeps the confirm dialog open with the text as its refusal;
 * `toast` shows it as an error toast and keeps the dialog open; `toast-and-close` also closes it.
 */
export interface DeleteFailure {
  show: 'dialog' | 'toast' | 'toast-and-close';
  /** The text of a failure that is not a `DeleteRefusal` (whose own message is shown). */
  text: (error: unknown) => string;
}

/** A failed delete told as a toast in the server's words (else `fallback`), closing the dialog. */
export const toastAndCloseFailure = (fallback: string): DeleteFailure => ({
  show: 'toast-and-close',
  text: (failure) => callFailureText(failure, fallback),
});

/** What a confirm dialog needs of a delete: the row asked about, busy, the refusal, and the three actions. */
export interface ConfirmedDelete<T> {
  target: T | null;
  busy: boolean;
  refusal: string | null;
  request: (row: T) => void;
  close: () => void;
  confirm: () => Promise<void>;
}

/**
 * The one confirm-then-delete controller of the back-office: `request(row)` opens the dialog, `confirm()`
 * runs `perform(row)` (the call and what follows a success: its toast, a reload) and then closes; a failure
 * is told as `failure` says. Nothing runs twice while busy, and a busy dialog does not close.
 */
export function useConfirmedDelete<T>(perform: (row: T) => Promise<unknown>, failure: DeleteFailure): ConfirmedDelete<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { show, text } = failure;

  const request = useCallback((row: T) => {
    setTarget(row);
    setRefusal(null);
  }, []);

  const close = useCallback(() => {
    if (busy) return;
    setTarget(null);
    setRefusal(null);
  }, [busy]);

  const confirm = useCallback(async () => {
    if (target === null || busy) return;
    setBusy(true);
    try {
      await perform(target);
      setTarget(null);
    } catch (error) {
      const message = error instanceof DeleteRefusal ? error.message : text(error);
      if (show === 'dialog') setRefusal(message);
      else notify.error(message);
      if (show === 'toast-and-close') setTarget(null);
    } finally {
      setBusy(false);
    }
  }, [busy, perform, show, target, text]);

  return { target, busy, refusal, request, close, confirm };
}

/**
 * The delete controller of a configured resource: a refusal (the row is in use, or the reference
 * currency) stays in the dialog in plain words; a failed call shows the specification's "Failed to
 * delete …". On success a toast says so and `onDeleted` runs.
 */
export function useResourceDelete<TRow extends { id: number }, TDeleted extends object>(
  resource: Pick<ResourceConfig<TRow, readonly AnyFieldSpec[], object, object, TDeleted>, 'names' | 'remove' | 'rowLabel'>,
  options: { onDeleted?: (row: TRow) => void } = {},
) {
  const texts = resourceTexts(resource.names);
  const remove = resource.remove.useRun();
  const { onDeleted } = options;
  const { rowLabel } = resource;

  const perform = useCallback(
    async (target: TRow) => {
      const outcome = outcomeOf<object>(await remove(target), texts.deleteFailed);
      if (!outcome.ok) throw new DeleteRefusal(deleteRefusalText(rowLabel(target), outcome));
      const message = 'message' in outcome.value && typeof outcome.value.message === 'string' ? outcome.value.message : texts.deleted;
      notify.success(message);
      onDeleted?.(target);
    },
    [onDeleted, remove, rowLabel, texts.deleteFailed, texts.deleted],
  );
  const failureText = useCallback((error: unknown) => callFailureText(error, texts.deleteFailed), [texts.deleteFailed]);
  return useConfirmedDelete(perform, { show: 'dialog', text: failureText });
}
