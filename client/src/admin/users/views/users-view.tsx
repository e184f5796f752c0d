import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ActiveChip } from '../../../shared/admin/active-chip';
import { ConfirmDialog, DeleteDialog } from '../../../shared/admin/confirm-dialog';
import type { ResourceColumn } from '../../../shared/admin/resource-config';
import { ResourceTable } from '../../../shared/admin/resource-table';
import { useAuth } from '../../../shared/auth/auth-context';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { ACCESS_TEXTS, type AccessChange, activeChangeOf, roleChangeOf, useUserAccess } from '../use-user-access';
import { USERS_TEXTS, type UserRow, useUsersList, userName } from '../use-users-list';

const NAMES = { title: 'Users', singular: 'user', plural: 'users' };

const initials = (row: UserRow) => `${row.firstName.charAt(0)}${row.lastName.charAt(0)}`.toUpperCase() || '?';

const COLUMNS: readonly ResourceColumn<UserRow>[] = [
  {
    key: 'user',
    header: 'User',
    sortable: false,
    render: (row) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'rgba(176,141,87,0.18)', color: 'primary.dark' }} aria-hidden>
          {initials(row)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="users-name">
            {userName(row)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.currency.code} · joined {new Date(row.createdAt).toLocaleDateString('en-IN', { dateStyle: 'medium' })}
            {row.isActive ? '' : ' · inactive'}
          </Typography>
        </Box>
      </Box>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    sortable: false,
    render: (row) => (
      <Typography variant="body2" sx={{ overflowWrap: 'break-word' }} data-testid="users-email">
        {row.email}
      </Typography>
    ),
  },
  {
    key: 'role',
    header: 'Role',
    sortable: false,
    render: (row) => (
      <Chip
        size="small"
        label={row.role === 'ADMIN' ? 'Admin' : 'User'}
        color={row.role === 'ADMIN' ? 'primary' : 'default'}
        variant={row.role === 'ADMIN' ? 'filled' : 'outlined'}
        data-testid="users-role"
      />
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortable: false,
    render: (row) => <ActiveChip active={row.isActive} testId="users-status" />,
  },
];

const ACCESS_ICONS: Record<AccessChange['change'], typeof BlockIcon> = {
  activate: CheckCircleOutlineIcon,
  deactivate: BlockIcon,
  'make-admin': AdminPanelSettingsOutlinedIcon,
  'make-customer': PersonOutlineIcon,
};

/** One access button of a row (activate/deactivate, or the role): it asks first, through the access dialog. */
function AccessButton({
  row,
  change,
  onRequest,
}: {
  row: UserRow;
  change: AccessChange['change'];
  onRequest: (request: AccessChange) => void;
}) {
  const Icon = ACCESS_ICONS[change];
  const label = ACCESS_TEXTS[change].confirm;
  const kind = change === 'activate' || change === 'deactivate' ? 'active' : 'role';
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={`${label}: ${userName(row)}`}
        onClick={() => onRequest({ row, change })}
        data-testid={`users-toggle-${kind}`}
        data-change={change}
        size="small"
      >
        <Icon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** Asks before an access change, naming the account and what follows for it; a refusal stays in the dialog. */
function AccessDialog({ access }: { access: ReturnType<typeof useUserAccess> }) {
  const { target } = access;
  const texts = target ? ACCESS_TEXTS[target.change] : null;
  return (
    <ConfirmDialog
      open={target !== null}
      title={texts?.title ?? ''}
      message={
        target ? (
          <>
            {texts?.question}
            <Typography component="span" sx={{ display: 'block', mt: 1, fontWeight: 600, color: 'text.primary' }}>
              {`${userName(target.row)} (${target.row.email})`}
            </Typography>
          </>
        ) : null
      }
      confirmLabel={texts?.confirm}
      confirmColor={target?.change === 'activate' ? 'primary' : 'error'}
      busy={access.busy}
      refusal={access.refusal}
      onConfirm={access.confirm}
      onClose={access.close}
      testId="users-access"
    />
  );
}

/**
 * Users (/admin/users): server-side search and paging; activate/deactivate, role change and delete, each after a
 * confirmation. Nobody changes or deletes their own account here.
 */
export function UsersView() {
  const { user } = useAuth();
  const { list, deletion } = useUsersList();
  const access = useUserAccess();

  const deleteButton = (row: UserRow) => {
    const self = user?.userId === row.id;
    const label = userName(row);
    const button = (
      <Tooltip title={self ? USERS_TEXTS.cannotDeleteSelf : 'Delete'}>
        {/* A disabled button fires no events: the span lets the tooltip (the reason) still show on hover. */}
        <span>
          <IconButton
            aria-label={self ? `Delete ${label}: not allowed. ${USERS_TEXTS.cannotDeleteSelf}` : `Delete ${label}`}
            onClick={() => deletion.request(row)}
            disabled={self}
            data-testid="users-delete"
            size="small"
            sx={{ '&:hover': { color: 'error.main' } }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
    if (!self) {
      return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
          <AccessButton row={row} change={activeChangeOf(row)} onRequest={access.request} />
          <AccessButton row={row} change={roleChangeOf(row)} onRequest={access.request} />
          {button}
        </Box>
      );
    }
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="users-self">
        <Typography variant="caption" color="text.secondary" aria-hidden>
          Your account
        </Typography>
        {button}
      </Box>
    );
  };

  return (
    <Box data-testid="admin-users">
      <AdminPageHeader title="Users" subtitle="Customer and administrator accounts, newest first." />
      <ResourceTable
        names={NAMES}
        testId="users"
        columns={COLUMNS}
        list={list}
        searchPlaceholder={USERS_TEXTS.search}
        errorText={USERS_TEXTS.fetchFailed}
        rowLabel={userName}
        rowActions={deleteButton}
        emptyText={USERS_TEXTS.empty}
        noMatchText={USERS_TEXTS.noMatch}
      />
      <DeleteDialog
        deletion={deletion}
        title="Delete user?"
        message={USERS_TEXTS.confirm}
        rowName={(row) => `${userName(row)} (${row.email})`}
        testId="users-confirm"
      />
      <AccessDialog access={access} />
    </Box>
  );
}
