import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { AnyFieldSpec, ParsedValues, RawValues } from './form-rules';
import type { ViewColumn } from './list-view';
import type { SuccessOf } from './resource-results';
import type { ListSource, MutationSource } from './resource-sources';

/** How a resource is named in titles and messages. */
export interface ResourceNames {
  /** The page title: 'Metal Types'. */
  title: string;
  /** 'metal type': "Failed to save metal type", "Edit metal type". */
  singular: string;
  /** 'metal types': "Failed to fetch metal types", "No metal types yet". */
  plural: string;
}

/** A table column: its header, how a cell shows, and (via `value`) how it filters and sorts. */
export interface ResourceColumn<TRow> extends ViewColumn<TRow> {
  header: string;
  /** The cell; `value` as text when absent. */
  render?: (row: TRow) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Sortable when it has a value, unless false. */
  sortable?: boolean;
  width?: number | string;
  /**
   * The table leaves this column out below the breakpoint (a secondary column on a tablet, as Shopify's admin
   * does), so that the name and the actions stay on the screen; a phone's cards still show it.
   */
  hideBelow?: Breakpoint;
}

/** What an update mutation's `variables` function receives: the row being edited and the form's values. */
export interface UpdateArgs<TRow, TValues> {
  row: TRow;
  values: TValues;
}

/**
 * Everything a list + form page of the back-office needs, in one object (see client/README.md,
 * "Adding a back-office resource"). The controllers (use-resource-list, use-resource-form,
 * use-resource-delete) read it; ResourcePage composes them with the MUI views.
 */
export interface ResourceConfig<
  TRow extends { id: number },
  F extends readonly AnyFieldSpec[],
  TCreated extends object,
  TUpdated extends object,
  TDeleted extends object,
> {
  names: ResourceNames;
  /** One line under the title. */
  subtitle?: string;
  list: ListSource<TRow>;
  columns: readonly ResourceColumn<TRow>[];
  /** How the confirm dialog and messages name a row: 'Gold', '18 KT Gold'. */
  rowLabel: (row: TRow) => string;
  fields: F;
  /** A row loaded into the form for editing; by default each field from the row property of the same name. */
  toValues?: (row: TRow) => RawValues<F>;
  create: MutationSource<ParsedValues<F>, TCreated>;
  update: MutationSource<UpdateArgs<TRow, ParsedValues<F>>, TUpdated>;
  remove: MutationSource<TRow, TDeleted>;
  /** A note kept above the table after an update, e.g. how many prices a new rate re-priced; null for none. */
  updatedNotice?: (saved: SuccessOf<TUpdated>, before: TRow) => string | null;
  /** Shown when there are no rows at all; "No <plural> yet." by default. */
  emptyText?: string;
}

/** A row named by its `name` needs no `rowLabel`; any other row says how it is named. */
type RowLabelOption<TRow> = TRow extends { name: string } ? { rowLabel?: (row: TRow) => string } : { rowLabel: (row: TRow) => string };

/** What defineResource takes: a ResourceConfig whose rowLabel may be left to the row's name. */
export type ResourceDefinition<
  TRow extends { id: number },
  F extends readonly AnyFieldSpec[],
  TCreated extends object,
  TUpdated extends object,
  TDeleted extends object,
> = Omit<ResourceConfig<TRow, F, TCreated, TUpdated, TDeleted>, 'rowLabel'> & RowLabelOption<TRow>;

const byName = (row: object) => (row as { name: string }).name;

/** Declares a resource with its types inferred from the object; a row with a name is labelled by it by default. */
export function defineResource<
  TRow extends { id: number },
  const F extends readonly AnyFieldSpec[],
  TCreated extends object,
  TUpdated extends object,
  TDeleted extends object,
>(definition: ResourceDefinition<TRow, F, TCreated, TUpdated, TDeleted>): ResourceConfig<TRow, F, TCreated, TUpdated, TDeleted> {
  return { ...definition, rowLabel: definition.rowLabel ?? byName };
}

/** Prefix of a resource page's data-testid attributes, its plural hyphenated: 'metal-types' → 'metal-types-form', 'metal-types-table', … */
export const resourceTestId = (names: ResourceNames) => names.plural.replace(/ /g, '-');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The texts of a resource: the specification's failure texts (docs/specifications.md#back-office-8-errors) and the success toasts. */
export function resourceTexts(names: ResourceNames) {
  const Singular = capitalise(names.singular);
  return {
    fetchFailed: `Failed to fetch ${names.plural}`,
    saveFailed: `Failed to save ${names.singular}`,
    deleteFailed: `Failed to delete ${names.singular}`,
    added: `${Singular} added`,
    updated: `${Singular} updated`,
    deleted: `${Singular} deleted`,
    deleteTitle: `Delete ${names.singular}?`,
    deleteConfirm: `Are you sure you want to delete this ${names.singular}?`,
    empty: `No ${names.plural} yet.`,
    noMatch: (search: string) => `No ${names.plural} match “${search.trim()}”.`,
    addTitle: `Add ${names.singular}`,
    editTitle: `Edit ${names.singular}`,
    filterLabel: `Filter ${names.plural}`,
  };
}
