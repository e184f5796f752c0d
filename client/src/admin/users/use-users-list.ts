import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UsersDeleteDocument, UsersListDocument, type UsersRowFragment } from './users.generated';
import type { ResourceColumn } from '../../shared/admin/resource-config';
import { pagedListQuery } from '../../shared/admin/resource-sources';
import { DeleteRefusal, type DeleteFailure, useConfirmedDelete } from '../../shared/admin/use-resource-delete';
import { useResourceList } from '../../shared/admin/use-resource-list';
import { notify } from '../../shared/ui/notify';

export type UserRow = UsersRowFragment;

/** The specification's texts of the users page (docs/specifications.md#back-office-8-errors). */
export const USERS_TEXTS = {
  search: 'Search users...',
  empty: 'No users found',
  noMatch: (search: string) => `No users found matching “${search.trim()}”.`,
  confirm: 'Are you sure you want to delete this user?',
  deleted: 'User deleted successfully!',
  deleteFailed: 'Error deleting user',
  fetchFailed: 'Failed to fetch users',
  cannotDeleteSelf: 'You are signed in with this account: another administrator has to delete it.',
} as const;

export const userName = (row: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => `${row.firstName} ${row.lastName}`.trim() || row.email;

/** The server searches and pages the accounts (newest first); the search box fills `search`. */
const USERS_SOURCE = pagedListQuery(UsersListDocument, {
  variables: (params) => ({ first: params.pageSize, offset: params.page * params.pageSize, search: params.search.trim() || null }),
  rows: (data) => data.adminUsers.items,
  totalCount: (data) => data.adminUsers.totalCount,
});

// The server answers newest first and does not sort by column, so no header sorts.
const NO_SORT_COLUMNS: readonly ResourceColumn<UserRow>[] = [];

// Any failure is a toast and the dialog closes.
const USER_DELETE_FAILURE: DeleteFailure = { show: 'toast-and-close', text: () => USERS_TEXTS.deleteFailed };

/**
 * The users page's controller: server-side search and paging (page size 10), and the delete with
 * its confirmation. The search and page are in the address (`?search=` is also the top-bar search's link).
 */
export function useUsersList() {
  const list = useResourceList(USERS_SOURCE, NO_SORT_COLUMNS);
  const [mutate] = useMutation(UsersDeleteDocument);
  const { refetch } = list;

  const perform = useCallback(
    async (target: UserRow) => {
      const { data } = await mutate({ variables: { id: target.id } });
      const result = data?.deleteUser;
      if (result?.__typename !== 'UserDeleted') {
        throw new DeleteRefusal(
          result && 'message' in result ? `${USERS_TEXTS.deleteFailed}: ${result.message}` : USERS_TEXTS.deleteFailed,
        );
      }
      notify.success(USERS_TEXTS.deleted);
      await refetch().catch(() => undefined);
    },
    [mutate, refetch],
  );

  return { list, deletion: useConfirmedDelete(perform, USER_DELETE_FAILURE) };
}
