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
 */
export function useResourceForm<
  TRow extends { id: number },
  F extends readonly AnyFieldSpec[],
  TCreated extends object,
  TUpdated extends object,
  TDeleted extends object,
>(resource: ResourceConfig<TRow, F, TCreated, TUpdated, TDeleted>, options: { onSaved?: (event: SavedEvent) => void } = {}) {
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

  const create = resource.create.useRun();
  const update = resource.update.useRun();

  const startEdit = useCallback(
    (row: TRow) => {
      setEditing(row);
      setFormMessage(null);
      reset(toValues ? toValues(row) : rowToValues(fields, row));
    },
    [fields, reset, toValues, setEditing, setFormMessage],
  );

  const cancelEdit = useCallback(() => {
    setEditing(null);
    setFormMessage(null);
    reset(empty);
  }, [empty, reset, setEditing, setFormMessage]);

  const submit = handleSubmit(async (values) => {
    setFormMessage(null);
    const before = editing;
    try {
      const answer = before ? await update({ row: before, values }) : await create(values);
      const outcome = outcomeOf<object>(answer, texts.saveFailed);
      if (!outcome.ok) {
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

  return { form, mode, editing, formMessage, startEdit, cancelEdit, submit, dismissMessage: () => setFormMessage(null) };
}

export type ResourceFormController = ReturnType<typeof useResourceForm>;
