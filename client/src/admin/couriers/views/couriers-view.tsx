import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ActiveChip } from '../../../shared/admin/active-chip';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { StatusMessage } from '../../../shared/ui/status-message';
import { CourierDialog } from '../components/courier-dialog';
import type { CourierRowFragment } from '../couriers.generated';
import { useCouriers } from '../use-couriers';

type Couriers = ReturnType<typeof useCouriers>;

// One row per courier: name and state, its tracking link, the buttons; stacked on a phone.
const ROW = {
  display: 'grid',
  gap: { xs: 1, md: 2 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(160px, 220px) minmax(0, 1fr) auto' },
  alignItems: 'center',
  px: { xs: 2, md: 3 },
  py: 1.75,
} as const;

/** A courier: name with Active / Inactive, its tracking link template, Edit and Deactivate / Reactivate. */
function CourierRow({ courier, couriers }: { courier: CourierRowFragment; couriers: Couriers }) {
  const switching = couriers.switching === courier.id;
  return (
    <Box
      component="li"
      data-testid="courier-row"
      data-name={courier.name}
      data-active={String(courier.active)}
      sx={{ ...ROW, borderTop: '1px solid', borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
        <Typography
          variant="subtitle2"
          component="span"
          color={courier.active ? 'text.primary' : 'text.secondary'}
          data-testid="courier-name"
        >
          {courier.name}
        </Typography>
        <ActiveChip active={courier.active} testId="courier-state" />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="courier-template"
        sx={{ overflowWrap: 'anywhere', fontFamily: courier.trackingUrlTemplate ? 'monospace' : undefined, fontSize: '0.8125rem' }}
      >
        {courier.trackingUrlTemplate ?? 'No tracking link: the customer sees the tracking number only'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: { xs: 'flex-start', md: 'flex-end' }, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => couriers.startEdit(courier)}
          aria-label={`Edit ${courier.name}`}
          data-testid="courier-edit"
        >
          Edit
        </Button>
        <Button
          size="small"
          color={courier.active ? 'warning' : 'primary'}
          disabled={switching}
          onClick={() => void couriers.toggleActive(courier)}
          aria-label={`${courier.active ? 'Deactivate' : 'Reactivate'} ${courier.name}`}
          data-testid="courier-toggle"
        >
          {courier.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </Box>
    </Box>
  );
}

/** The couriers, active first; loading, empty and error states. */
function CourierList({ couriers }: { couriers: Couriers }) {
  if (couriers.error)
    return (
      <StatusMessage tone="error" onRetry={couriers.retry} testId="couriers-error">
        {couriers.error}
      </StatusMessage>
    );
  if (couriers.loading)
    return (
      <Box role="status" aria-label="Loading couriers" data-testid="couriers-loading" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Box>
    );
  if (couriers.couriers.length === 0) return <StatusMessage testId="couriers-empty">No couriers yet</StatusMessage>;
  return (
    <Paper variant="outlined" component="section" aria-label="Couriers">
      <Box
        aria-hidden
        sx={{
          ...ROW,
          display: { xs: 'none', md: 'grid' },
          py: 1.25,
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          Courier
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          Tracking link ({'{tracking}'} is the tracking number)
        </Typography>
        <span />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="couriers-list">
        {couriers.couriers.map((courier) => (
          <CourierRow key={courier.id} courier={courier} couriers={couriers} />
        ))}
      </Box>
    </Paper>
  );
}

/** The couriers the Ship dialog offers: add, edit, deactivate and reactivate (a courier is never deleted). */
export function CouriersView() {
  const couriers = useCouriers();
  return (
    <Box data-testid="admin-couriers">
      <AdminPageHeader
        title="Couriers"
        subtitle="The couriers you ship with. The active ones are offered when an order is shipped; the tracking link is what the customer opens in My Order and the e-mail."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={couriers.startAdd}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            data-testid="couriers-add"
          >
            Add Courier
          </Button>
        }
      />
      <CourierList couriers={couriers} />
      <CourierDialog editing={couriers.editing} onSubmit={couriers.submit} onClose={couriers.cancelEdit} />
    </Box>
  );
}
