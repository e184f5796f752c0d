import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UsersUpdateAccessDocument } from './users.generated';
import { DeleteRefusal, useConfirmedDelete } from '../../shared/admin/use-resource-delete';
import { notify } from '../../shared/ui/notify';
import { type UserRow, userName } from './use-users-list';

/** One change of an account's access, asked about before it is made. */
export interface AccessChange {
  row: UserRow;
  change: 'activate' | 'deactivate' | 'make-admin' | 'make-customer';
}

export const ACCESS_TEXTS = {
  activate: { title: 'Activate user?', confirm: 'Activate', done: 'User activated', question: 'They can log in again.' },
  deactivate: {
    title: 'Deactivate user?',
    confirm: 'Deactivate',
    done: 'User deactivated',
    question: 'They are signed out everywhere at once and cannot log in or reset their password until activated again.',
  },
  'make-admin': {
    title: 'Make administrator?',
    confirm: 'Make admin',
    done: 'Role changed to Admin',
    question: 'They get the whole back-office: orders, products, content and users. Their sessions end; they log in again.',
  },
  'make-customer': {
    title: 'Make customer?',
    confirm: 'Make customer',
    done: 'Role changed to User',
    question: 'They lose the back-office at once. Their sessions end; they log in again.',
  },
  failed: 'Error updating user',
} as const;

const INPUTS = {
  activate: { isActive: true },
  deactivate: { isActive: false },
  'make-admin': { role: 'ADMIN' },
  'make-customer': { role: 'CUSTOMER' },
} as const;

/** The access change the row's button offers: the opposite of what the account is now. */
export const activeChangeOf = (row: UserRow): AccessChange['change'] => (row.isActive ? 'deactivate' : 'activate');
export const roleChangeOf = (row: UserRow): AccessChange['change'] => (row.role === 'ADMIN' ? 'make-customer' : 'make-admin');

/**
 * Activate/deactivate and role change on the users page (updateUserAccess), each after a confirmation; the
 * answer updates the row in Apollo's cache by its id. A refusal stays in the dialog in the server's words.
 */
export function useUserAccess() {
  const [mutate] = useMutation(UsersUpdateAccessDocument);
  const perform = useCallback(
    async ({ row, change }: AccessChange) => {
      const { data } = await mutate({ variables: { id: row.id, input: INPUTS[change] } });
      const result = data?.updateUserAccess;
      if (result?.__typename !== 'User') {
        throw new DeleteRefusal(result && 'message' in result ? `${ACCESS_TEXTS.failed}: ${result.message}` : ACCESS_TEXTS.failed);
      }
      notify.success(`${ACCESS_TEXTS[change].done}: ${userName(row)}`);
    },
    [mutate],
  );
  return useConfirmedDelete<AccessChange>(perform, { show: 'dialog', text: () => ACCESS_TEXTS.failed });
}
