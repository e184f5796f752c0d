import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { notify } from '../ui/notify';
import {
  type AnyFieldSpec,
  type FormMode,
  type ParsedValues,
  type RawValues,
  buildFormSchema,
  emptyValues,
  rowToValues,
} from './form-rules';
import { type ResourceConfig, resourceTexts } from './resource-config';
import { outcomeOf, placeRefusal } from './resource-results';
import { callFailureText } from './resource-sources';
import { changedFields, isStaleVersion } from './stale-version';
import { type StaleVersionController, useStaleVersion } from './use-stale-version';

export interface SavedEvent {
  mode: FormMode;
  /** What the resource asks to keep on screen after the save (e.g. prices re-priced), if anything. */
  notice: string | null;
}

/**
 * The form controller (react-admin's useCreateController + useEditController in one, as the
 * specification's pages toggle): Add mode by default; `startEdit(row)` loads a row and switches to
 * Edit; a successful save returns to Add mode with an empty form. Refusals go under their fields, or
 * above the form when no field shows them; a failed call shows the specification's "Failed to save …".
 * A save refused as stale (someone else saved the row since it was loaded) keeps the admin's values and
 * offers Reload: `reloadRow` reads the stored row, which is loaded into the form with what changed listed.
 */
export function useResourceForm<
  TRow extends { id: number },
  F extends readonly AnyFieldSpec[],
  TCreated extends object,
  TUpdated extends object,
  TDeleted extends object,
>(
  resource: ResourceConfig<TRow, F, TCreated, TUpdated, TDeleted>,
  options: { onSaved?: (event: SavedEvent) => void; reloadRow?: (id: number) => Promise<TRow | null> } = {},
) {
  type Raw = RawValues<F> & FieldValues;
  type Parsed = ParsedValues<F>;
  const { fields, names, toValues, updatedNotice } = resource;
  const texts = resourceTexts(names);
  const [editing, setEditing] = useState<TRow | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const mode: FormMode = editing ? 'edit' : 'add';

  const schemas = useMemo(() => ({ add: buildFormSchema(fields, 'add'), edit: buildFormSchema(fields, 'edit') }), [fields]);
  const empty = useMemo(() => emptyValues(fields) as Raw, [fields]);
  const fieldNames = useMemo(() => new Set<string>(fields.map((spec) => spec.name)), [fields]);
  const form = useForm<Raw, unknown, Parsed>({
    // The resolver follows the mode: a category's picture is required only when adding.
    resolver: zodResolver(schemas[mode] as Parameters<typeof zodResolver<Raw, unknown, Parsed>>[0]),
    defaultValues: empty as DefaultValues<Raw>,
  });
  const { reset, setError, handleSubmit } = form;
  const stale = useStaleVersion();
  const clearStale = stale.clear;
  const valuesOf = useCallback((row: TRow) => (toValues ? toValues(row) : rowToValues(fields, row)) as Raw, [fields, toValues]);

  const [create, update] = [resource.create.useRun(), resource.update.useRun()];

  const startEdit = useCallback(
    (row: TRow) => {
      setEditing(row);
      setFormMessage(null);
      clearStale();
      reset(valuesOf(row));
    },
    [reset, valuesOf, clearStale, setEditing, setFormMessage],
  );

  const reloadStale = useStaleReload(stale, { editing, reloadRow: options.reloadRow, fields, valuesOf, form, setEditing });

  const cancelEdit = useCallback(() => {
    setEditing(null);
    setFormMessage(null);
    clearStale();
    reset(empty);
  }, [empty, reset, clearStale, setEditing, setFormMessage]);

  const submit = handleSubmit(async (values) => {
    setFormMessage(null);
    const before = editing;
    try {
      const answer = before ? await update({ row: before, values }) : await create(values);
      const outcome = outcomeOf<object>(answer, texts.saveFailed);
      if (!outcome.ok) {
        if (isStaleVersion(outcome)) return stale.markStale();
        const placed = placeRefusal(outcome, fieldNames);
        for (const error of placed.fieldErrors) setError(error.field as Path<Raw>, { type: 'server', message: error.message });
        setFormMessage(placed.formMessage);
        return;
      }
      notify.success(before ? texts.updated : texts.added);
      const notice = before && updatedNotice ? updatedNotice(outcome.value as Parameters<typeof updatedNotice>[0], before) : null;
      setEditing(null);
      reset(empty);
      options.onSaved?.({ mode: before ? 'edit' : 'add', notice });
    } catch (error) {
      setFormMessage(callFailureText(error, texts.saveFailed));
    }
  });

  return {
    form,
    mode,
    editing,
    formMessage,
    startEdit,
    cancelEdit,
    submit,
    dismissMessage: () => setFormMessage(null),
    stale,
    reloadStale,
  };
}

export type ResourceFormController = ReturnType<typeof useResourceForm>;

/** Reload after a stale save: the stored row into the form (with its new version), and what changed since it was loaded. */
function useStaleReload<TRow extends { id: number }, Raw extends FieldValues>(
  stale: StaleVersionController,
  {
    editing,
    reloadRow,
    fields,
    valuesOf,
    form,
    setEditing,
  }: {
    editing: TRow | null;
    reloadRow: ((id: number) => Promise<TRow | null>) | undefined;
    fields: readonly AnyFieldSpec[];
    valuesOf: (row: TRow) => Raw;
    form: { getValues: () => Raw; reset: (values: Raw) => void };
    setEditing: (row: TRow) => void;
  },
) {
  const { reload } = stale;
  const { getValues, reset } = form;
  return useCallback(
    () =>
      void reload(async () => {
        const fresh = editing && reloadRow ? await reloadRow(editing.id) : null;
        if (!editing || !fresh) return null;
        const changes = changedFields(fields, valuesOf(editing), valuesOf(fresh), getValues());
        setEditing(fresh);
        reset(valuesOf(fresh));
        return changes;
      }),
    [reload, editing, reloadRow, getValues, fields, valuesOf, reset, setEditing],
  );
}
