import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ContactsListDocument, type ContactsRowFragment, ContactsUpdateStatusDocument } from './contacts.generated';
import { type InquiryStatus } from '../../graphql/generated/graphql';
import { INQUIRY_STATUSES, inquiryStatusLabel } from '../../shared/admin/inquiry-status';
import { callFailureText, pagedListQuery } from '../../shared/admin/resource-sources';
import { useResourceList } from '../../shared/admin/use-resource-list';
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

/** The `?status=` filter of the address. */
export const STATUS_FILTER = 'status';

/** Newest first, paged and filtered by status on the server. */
const CONTACTS_SOURCE = pagedListQuery(ContactsListDocument, {
  variables: (params) => ({
    first: params.pageSize,
    offset: params.page * params.pageSize,
    status: parseStatusParam(params.filters?.[STATUS_FILTER] ?? null),
  }),
  rows: (data) => data.adminInquiries.items,
  totalCount: (data) => data.adminInquiries.totalCount,
});

// The server answers newest first and does not sort by column.
const NO_SORT_COLUMNS: readonly [] = [];

/**
 * The contacts page's controller: inquiries newest first, paged and filtered by status on the server
 * (page and `?status=` in the address), and the status change (saved at once, the list asked again
 * so the filter stays true).
 */
export function useContactsList() {
  const list = useResourceList(CONTACTS_SOURCE, NO_SORT_COLUMNS, { filters: [STATUS_FILTER] });
  const status = parseStatusParam(list.params.filters?.[STATUS_FILTER] ?? null);
  const [savingId, setSavingId] = useState<number | null>(null);
  const [mutate] = useMutation(ContactsUpdateStatusDocument);
  const { refetch } = list;

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
    list,
    status,
    setStatus: (next: InquiryStatus | null) => list.setFilter(STATUS_FILTER, next ? next.toLowerCase() : null),
    savingId,
    changeStatus,
  };
}
