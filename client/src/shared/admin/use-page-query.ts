import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * A back-office page's own query without variables (a page that is no ResourcePage): its data, `reload` (a
 * refetch whose failure the query's error shows), and what the page shows of the load: loading only until the
 * first answer, the error (`failedText`) once a load has ended, and a retry.
 */
export function usePageQuery<TData>(document: TypedDocumentNode<TData, Record<string, never>>, failedText: string) {
  const { data, loading, error, refetch } = useQuery(document, { notifyOnNetworkStatusChange: true });
  const reload = useCallback(() => refetch().catch(() => undefined), [refetch]);
  const load = { loading: loading && !data, error: error && !loading ? failedText : null, retry: () => void reload() };
  return { data, refetch, reload, load };
}
