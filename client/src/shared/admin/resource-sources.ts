import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useCommittedValue } from '../api/use-committed-value';
import type { OptionsSource, SelectOption } from './form-rules';
import type { ListParams } from './list-view';
import { type Outcome, type SuccessOf, failureText, outcomeOf } from './resource-results';

/**
 * The typed GraphQL documents of a resource, wrapped once so that the generic controllers can call
 * them: each source is a small object with a hook, built from a generated `...Document` and the
 * functions that map its variables and answer. Sources are module constants, so the hooks they
 * hold are always the same functions in the same order.
 */

export interface ListState<TRow> {
  rows: readonly TRow[];
  /** Server-side lists: how many match in all. */
  totalCount: number | undefined;
  /** True until the first answer (skeletons); later refreshes keep the rows on screen. */
  loading: boolean;
  refreshing: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  /** Asks the server again and answers the fresh rows (a stale save's Reload reads its record from them). */
  reloadRows?: () => Promise<readonly TRow[]>;
}

export interface ListSource<TRow> {
  /** True: the server filters, sorts and pages (the params go into the query's variables). */
  readonly serverSide: boolean;
  useRows(params: ListParams): ListState<TRow>;
}

function listState<TData, TRow>(
  result: { data?: TData; previousData?: TData; loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
  rows: (data: TData) => readonly TRow[],
  totalCount?: (data: TData) => number,
): ListState<TRow> {
  // While new variables load, keep showing the previous page instead of blanking the table.
  const data = result.data ?? result.previousData;
  return {
    rows: data ? rows(data) : [],
    totalCount: data && totalCount ? totalCount(data) : undefined,
    loading: result.loading && data === undefined,
    refreshing: result.loading && data !== undefined,
    error: result.error,
    refetch: result.refetch,
    reloadRows: async () => {
      const answer = (await result.refetch()) as { data?: TData };
      return answer.data ? rows(answer.data) : [];
    },
  };
}

/** A whole list from a query without variables (the list view filters, sorts and pages it in the browser). */
export function listQuery<TData, TRow>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  rows: (data: TData) => readonly TRow[],
): ListSource<TRow> {
  return {
    serverSide: false,
    useRows() {
      const result = useQuery(document, { notifyOnNetworkStatusChange: true });
      const { data, previousData, loading, error, refetch } = result;
      return useMemo(
        () => listState({ data: data, previousData: previousData, loading, error, refetch }, rows),
        [data, previousData, loading, error, refetch],
      );
    },
  };
}

/** A list the server filters, sorts and pages: `variables` turns the list view's params into the query's. */
export function pagedListQuery<TData, TVariables extends OperationVariables, TRow>(
  document: TypedDocumentNode<TData, TVariables>,
  options: { variables: (params: ListParams) => TVariables; rows: (data: TData) => readonly TRow[]; totalCount: (data: TData) => number },
): ListSource<TRow> {
  return {
    serverSide: true,
    useRows(params) {
      // Asked once per view on screen, not once per render of a router transition (Back and Forward).
      const variables = useCommittedValue(options.variables(params)).value;
      const result = useQuery(document as TypedDocumentNode<TData, OperationVariables>, { variables, notifyOnNetworkStatusChange: true });
      const { data, previousData, loading, error, refetch } = result;
      return useMemo(
        () => listState({ data: data, previousData: previousData, loading, error, refetch }, options.rows, options.totalCount),
        [data, previousData, loading, error, refetch],
      );
    },
  };
}

/** The options of a select, from a query without variables; `failedText` is the spec's "Failed to fetch …". */
export function optionsQuery<TData>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  toOptions: (data: TData) => readonly SelectOption[],
  failedText: string,
): OptionsSource {
  return {
    useOptions() {
      const { data, loading, error, refetch } = useQuery(document);
      const options = useMemo(() => (data ? toOptions(data as TData) : []), [data]);
      const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
      return { options, loading: loading && !data, error: error ? failedText : null, retry };
    },
  };
}

/** `expectedVersion` of a row that carries a version (the catalogue settings); nothing for one without. */
function expectedVersionOf(row: object): { expectedVersion?: number } {
  return 'version' in row && typeof row.version === 'number' ? { expectedVersion: row.version } : {};
}

/** A thrown call (network or GraphQL error) as the text to show: the server's own words when it wrote some for people. */
export function callFailureText(error: unknown, fallback: string): string {
  return failureText(CombinedGraphQLErrors.is(error) ? error.errors : undefined, fallback);
}

/**
 * A save's outcome: what `call` answered, read by outcomeOf (the server's refusal or its success), or, when the
 * call itself failed, a refusal in the server's words (else `fallback`).
 */
export async function outcomeOfCall<T extends object>(
  call: () => Promise<T | null | undefined>,
  fallback: string,
): Promise<Outcome<SuccessOf<T>>> {
  try {
    return outcomeOf(await call(), fallback);
  } catch (failure) {
    return { ok: false, message: callFailureText(failure, fallback), fieldErrors: [], usages: [] };
  }
}

export interface MutationSource<TArgs, TResult> {
  /** Returns the function that runs the mutation and answers its result (null when the server answered no data). */
  useRun(): (args: TArgs) => Promise<TResult | null>;
}

/** A create, update or delete mutation: `variables` builds its variables, `result` picks the answer (a result union). */
export function mutationSource<TData, TVariables extends OperationVariables, TArgs, TResult>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: (args: TArgs) => TVariables,
  result: (data: TData) => TResult,
): MutationSource<TArgs, TResult> {
  return {
    useRun() {
      const [mutate] = useMutation(document as TypedDocumentNode<TData, OperationVariables>);
      return useCallback(
        async (args: TArgs) => {
          const answer = await mutate({ variables: variables(args) });
          return answer.data ? result(answer.data) : null;
        },
        [mutate],
      );
    },
  };
}

/**
 * The create, update and delete of a resource whose mutations have the house shape: `createX(input)`,
 * `updateX(id, input)` and `deleteX(id)`, each answering a result union read by the field of that name.
 * `input` turns the form's values into the input when they differ (one function for both, or one
 * each; identity by default). Spread into defineResource.
 */
export function crudMutations<
  N extends string,
  TCreate extends Record<`create${N}`, unknown>,
  TUpdate extends Record<`update${N}`, unknown>,
  TDelete extends Record<`delete${N}`, unknown>,
  TCreateInput,
  TUpdateInput,
  TValues = TCreateInput & TUpdateInput,
>(
  name: N,
  documents: {
    create: TypedDocumentNode<TCreate, { input: TCreateInput }>;
    update: TypedDocumentNode<TUpdate, { id: number; input: TUpdateInput }>;
    remove: TypedDocumentNode<TDelete, { id: number }>;
  },
  input:
    | ((values: TValues) => TCreateInput & TUpdateInput)
    | { create: (values: TValues) => TCreateInput; update: (values: TValues) => TUpdateInput } = (values) =>
    values as TCreateInput & TUpdateInput,
): {
  create: MutationSource<TValues, TCreate[`create${N}`]>;
  update: MutationSource<{ row: { id: number }; values: TValues }, TUpdate[`update${N}`]>;
  remove: MutationSource<{ id: number }, TDelete[`delete${N}`]>;
} {
  const answer =
    <TData>(field: string) =>
    (data: TData) =>
      (data as Record<string, unknown>)[field] as never;
  const { create, update } = typeof input === 'function' ? { create: input, update: input } : input;
  return {
    create: mutationSource(documents.create, (values: TValues) => ({ input: create(values) }), answer<TCreate>(`create${name}`)),
    update: mutationSource(
      documents.update,
      // The version the row was loaded at guards the save (docs/decisions.md#no-lost-updates); rows without one send none.
      ({ row, values }: { row: { id: number }; values: TValues }) => ({
        id: row.id,
        input: { ...update(values), ...expectedVersionOf(row) },
      }),
      answer<TUpdate>(`update${name}`),
    ),
    remove: mutationSource(documents.remove, (row: { id: number }) => ({ id: row.id }), answer<TDelete>(`delete${name}`)),
  };
}
