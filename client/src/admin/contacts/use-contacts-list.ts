import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  ContactsListDocument,
  type ContactsRowFragment,
  ContactsUpdateStatusDocument,
  type InquiryStatus,
} from '../../graphql/generated/graphql';
import { DEFAULT_PAGE_SIZE } from '../../shared/admin/list-view';
import { INQUIRY_STATUSES, inquiryStatusLabel } from '../../shared/admin/inquiry-status';
import { callFailureText } from '../../shared/admin/resource-sources';
import { notify } from '../../shared/ui/notify';

export type ContactRow = ContactsRowFragment;

export const CONTACTS_TEXTS = {
  fetchFailed: 'Failed to fetch contact inquiries',
  empty: 'No inquiries yet.',
  emptyOf: (status: InquiryStatus) => `No ${inquiryStatusLabel(status).toLowerCase()} inquiries.`,
  updateFailed: 'Status update failed!',
  updated: (status: InquiryStatus) => `Inquiry marked ${inquiryStatusLabel(status)}`,
} as const;

/** A `?status=` value as a status the server knows, or null for all. */
export function parseStatusParam(value: string | null): InquiryStatus | null {
  const upper = value?.toUpperCase();
  return INQUIRY_STATUSES.find((status) => status === upper) ?? null;
}

/**
 * The contacts page's controller: inquiries newest first, paged and filtered by status on the server,
 * and the status change (saved at once, the list asked again so the filter stays true).
 */
export function useContactsList(status: InquiryStatus | null) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [savingId, setSavingId] = useState<number | null>(null);
  const result = useQuery(ContactsListDocument, {
    variables: { first: pageSize, offset: page * pageSize, status },
    notifyOnNetworkStatusChange: true,
  });
  const [mutate] = useMutation(ContactsUpdateStatusDocument);
  const data = result.data ?? result.previousData;
  const { refetch } = result;

  const changeStatus = useCallback(
    async (row: ContactRow, next: InquiryStatus) => {
      if (row.status === next) return;
      setSavingId(row.id);
      try {
        const answer = await mutate({ variables: { id: row.id, status: next } });
        const saved = answer.data?.updateInquiryStatus;
        if (saved?.__typename === 'ContactInquiry') {
          notify.success(CONTACTS_TEXTS.updated(next));
          await refetch().catch(() => undefined);
        } else {
          notify.error(saved && 'message' in saved ? saved.message : CONTACTS_TEXTS.updateFailed);
        }
      } catch (error) {
        notify.error(callFailureText(error, CONTACTS_TEXTS.updateFailed));
      } finally {
        setSavingId(null);
      }
    },
    [mutate, refetch],
  );

  return {
    rows: data?.adminInquiries.items ?? [],
    total: data?.adminInquiries.totalCount ?? 0,
    page,
    pageSize,
    loading: result.loading && data === undefined,
    refreshing: result.loading && data !== undefined,
    error: result.error ? CONTACTS_TEXTS.fetchFailed : null,
    retry: () => void refetch().catch(() => undefined),
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    resetPage: () => setPage(0),
    savingId,
    changeStatus,
  };
}
