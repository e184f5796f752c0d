import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { CouriersListDocument, CouriersSaveDocument } from './couriers.generated';
import type { CourierRowFragment } from './couriers.generated';
import type { Refusal } from '../../shared/admin/resource-results';
import { outcomeOfCall } from '../../shared/admin/resource-sources';
import { notify } from '../../shared/ui/notify';
import type { CourierFormValues } from './courier-form-schema';
import { usePageQuery } from '../../shared/admin/use-page-query';

export const COURIER_TEXTS = {
  loadFailed: 'Failed to load couriers',
  saveFailed: 'Failed to save courier',
  added: 'Courier added',
  edited: 'Courier updated',
  deactivated: 'Courier deactivated: no longer offered when shipping',
  reactivated: 'Courier reactivated',
} as const;

/** What a save answered: ok, or the server's refusal (its field errors go under the form's fields). */
export type SaveOutcome = { ok: true } | Refusal;

/** Which form is open: a new courier, or the courier edited. */
export type CourierEditing = { mode: 'add' } | { mode: 'edit'; courier: CourierRowFragment };

/**
 * The couriers page's controller: the couriers (active first, then by name), add, edit, and deactivate or
 * reactivate (couriers are never deleted: past shipments name them). Saving goes through saveCourier, whose
 * answer updates the cached courier; an added one is read again with the list.
 */
export function useCouriers() {
  const { data, reload, load } = usePageQuery(CouriersListDocument, COURIER_TEXTS.loadFailed);
  const [save] = useMutation(CouriersSaveDocument);
  const [editing, setEditing] = useState<CourierEditing | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const send = useCallback(
    async (id: number | null, values: CourierFormValues): Promise<SaveOutcome> => {
      const template = values.trackingUrlTemplate.trim();
      const input = { name: values.name.trim(), trackingUrlTemplate: template === '' ? null : template, active: values.active };
      const outcome = await outcomeOfCall(
        async () => (await save({ variables: { id, input } })).data?.saveCourier,
        COURIER_TEXTS.saveFailed,
      );
      if (!outcome.ok) return outcome;
      if (id === null) await reload();
      return { ok: true };
    },
    [reload, save],
  );

  /** The open form's save: closes it and says so when the server took it. */
  const submit = useCallback(
    async (values: CourierFormValues): Promise<SaveOutcome> => {
      if (!editing) return { ok: true };
      const outcome = await send(editing.mode === 'edit' ? editing.courier.id : null, values);
      if (outcome.ok) {
        notify.success(editing.mode === 'add' ? COURIER_TEXTS.added : COURIER_TEXTS.edited);
        setEditing(null);
      }
      return outcome;
    },
    [editing, send],
  );

  /** Deactivates an active courier or reactivates an inactive one; a refusal is a toast in the server's words. */
  const toggleActive = useCallback(
    async (courier: CourierRowFragment) => {
      setSwitching(courier.id);
      const outcome = await send(courier.id, {
        name: courier.name,
        trackingUrlTemplate: courier.trackingUrlTemplate ?? '',
        active: !courier.active,
      });
      setSwitching(null);
      if (outcome.ok) notify.success(courier.active ? COURIER_TEXTS.deactivated : COURIER_TEXTS.reactivated);
      else notify.error(outcome.message);
    },
    [send],
  );

  const couriers = [...(data?.couriers ?? [])].sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name));
  return {
    couriers,
    ...load,
    editing,
    startAdd: () => setEditing({ mode: 'add' }),
    startEdit: (courier: CourierRowFragment) => setEditing({ mode: 'edit', courier }),
    cancelEdit: () => setEditing(null),
    submit,
    switching,
    toggleActive,
  };
}
