import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader } from '../ui/admin-page-header';
import { DeleteDialog } from './confirm-dialog';
import type { AnyFieldSpec } from './form-rules';
import { type ResourceConfig, resourceTestId, resourceTexts } from './resource-config';
import { ResourceForm } from './resource-form';
import { ResourceTable } from './resource-table';
import { useResourceDelete } from './use-resource-delete';
import { useResourceForm } from './use-resource-form';
import { useResourceList } from './use-resource-list';

/** The query parameter that opens a row in the form: /admin/metal-types?edit=3 (what the top-bar search links to). */
export const EDIT_PARAM = 'edit';

/** A link such as /admin/metal-types?edit=3 opens that row in the form once the list has it, then leaves the address. */
function useEditLink<TRow extends { id: number }>(list: { rows: readonly TRow[]; loading: boolean }, edit: (row: TRow) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const editParam = searchParams.get(EDIT_PARAM);
  const { rows, loading } = list;
  useEffect(() => {
    if (editParam === null || loading) return;
    const row = rows.find((candidate) => String(candidate.id) === editParam);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EDIT_PARAM);
        return next;
      },
      { replace: true },
    );
    // The URL is the outside world here: a deep link opens its row once, then leaves the address.
    if (row) edit(row);
  }, [edit, editParam, loading, rows, setSearchParams]);
}

/** The page's state: the list, the form, the delete, the notice after a save, and the edit that scrolls to the form. */
function useResourcePage<
  TRow extends { id: number },
  F extends readonly AnyFieldSpec[],
  TCreated extends object,
  TUpdated extends object,
  TDeleted extends object,
>(resource: ResourceConfig<TRow, F, TCreated, TUpdated, TDeleted>) {
  const { columns } = resource;
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const list = useResourceList(resource.list, columns);
  const { refetch, reloadRows } = list;
  const refresh = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const reloadRow = useCallback(
    async (id: number) => (reloadRows ? ((await reloadRows()).find((row) => row.id === id) ?? null) : null),
    [reloadRows],
  );
  const form = useResourceForm(resource, {
    onSaved: ({ notice: saved }) => {
      setNotice(saved);
      refresh();
    },
    reloadRow,
  });
  const { editing, cancelEdit, startEdit } = form;
  const deletion = useResourceDelete(resource, {
    onDeleted: (row) => {
      if (editing?.id === row.id) cancelEdit();
      refresh();
    },
  });

  const edit = useCallback(
    (row: TRow) => {
      setNotice(null);
      startEdit(row);
      // On a tablet the form is above the table: bring it into view with the first field focused.
      formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      const first = resource.fields[0];
      if (first) window.setTimeout(() => form.form.setFocus(first.name as never), 0);
    },
    [form.form, resource.fields, startEdit],
  );

  useEditLink(list, edit);
  return { list, form, deletion, edit, formRef, notice, dismissNotice: () => setNotice(null) };
}

/**
 * A whole list + form page of the back-office from one ResourceConfig: title, the Add/Edit form, the
 * table with edit and delete icons, the delete confirmation, and a note after an update when the
 * resource has one (e.g. how many prices a new rate re-priced). Desktop: form beside the table;
 * tablet: form above it, scrolled to and focused when a row is edited.
 */
export function ResourcePage<
  TRow extends { id: number },
  F extends readonly AnyFieldSpec[],
  TCreated extends object,
  TUpdated extends object,
  TDeleted extends object,
>({ resource }: { resource: ResourceConfig<TRow, F, TCreated, TUpdated, TDeleted> }) {
  const { names, columns, rowLabel } = resource;
  const testId = resourceTestId(names);
  const texts = resourceTexts(names);
  const { list, form, deletion, edit, formRef, notice, dismissNotice } = useResourcePage(resource);
  const { editing, cancelEdit } = form;

  return (
    <Box data-testid={`${testId}-page`}>
      <AdminPageHeader title={names.title} subtitle={resource.subtitle} />
      {notice ? (
        <Alert severity="success" role="status" onClose={dismissNotice} sx={{ mb: 3 }} data-testid={`${testId}-notice`}>
          {notice}
        </Alert>
      ) : null}
      {list.error && list.rows.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {texts.fetchFailed}: the table may be out of date.
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '360px minmax(0, 1fr)' } }}>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 96 } }}>
          <ResourceForm
            ref={formRef}
            names={names}
            testId={testId}
            fields={resource.fields}
            form={form.form as unknown as UseFormReturn<never, unknown, never>}
            mode={form.mode}
            editing={editing}
            editingLabel={editing ? rowLabel(editing) : null}
            formMessage={form.formMessage}
            onDismissMessage={form.dismissMessage}
            stale={form.stale}
            onReloadStale={form.reloadStale}
            onSubmit={(event) => void form.submit(event)}
            onCancel={cancelEdit}
          />
        </Box>
        <ResourceTable
          names={names}
          testId={testId}
          columns={columns}
          list={list}
          rowLabel={rowLabel}
          onEdit={edit}
          onDelete={deletion.request}
          selectedId={editing?.id ?? null}
          emptyText={resource.emptyText}
        />
      </Box>
      <DeleteDialog
        title={texts.deleteTitle}
        message={texts.deleteConfirm}
        deletion={deletion}
        rowName={rowLabel}
        testId={`${testId}-delete-dialog`}
      />
    </Box>
  );
}

/**
 * A route's component for one resource's page. Each resource gets its own component (not one
 * <ResourcePage> for every route), so that going from one page to another starts a fresh form and list.
 */
export function resourceView<
  TRow extends { id: number },
  F extends readonly AnyFieldSpec[],
  TCreated extends object,
  TUpdated extends object,
  TDeleted extends object,
>(resource: ResourceConfig<TRow, F, TCreated, TUpdated, TDeleted>) {
  const View = () => <ResourcePage resource={resource} />;
  View.displayName = `${resource.names.title.replace(/\W/g, '')}View`;
  return View;
}
