import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OrdersRowFragment } from '../orders.generated';
import { type ActionSpec, confirmText, offeredActions } from '../order-actions';
import { statusTone } from '../order-display';
import type { ConfirmedAction, OrderActionProblem } from '../use-order-actions';
import { ConfirmDialog } from '../../../shared/admin/confirm-dialog';
import type { ConfirmedDelete } from '../../../shared/admin/use-resource-delete';
import { CreditNoteLinks } from '../../../shared/orders/credit-note-links';
import { InvoiceButton } from '../../../shared/orders/invoice-button';
import { OrderSection } from './order-section';

// The test ids the browser journeys already use for Refund and Delete are kept.
const testIdOf = (spec: ActionSpec) =>
  spec.action === 'REFUND' ? 'order-refund' : spec.action === 'DELETE' ? 'order-delete' : `order-action-${spec.action.toLowerCase()}`;

const iconOf = (spec: ActionSpec): ReactNode => {
  if (spec.action === 'REFUND') return <CurrencyExchangeOutlinedIcon />;
  if (spec.action === 'ARCHIVE') return <Inventory2OutlinedIcon />;
  if (spec.action === 'DELETE') return <DeleteOutlineIcon />;
  return undefined;
};

/** A badge for an order that was "deleted" but kept for the customer and the books. */
export function ArchivedChip() {
  return <Chip size="small" variant="outlined" label="Archived" data-testid="order-archived" />;
}

/** Why the last action did not happen: another administrator's change (with Reload), or the state's refusal. */
function ActionProblem({ problem, onReload }: { problem: OrderActionProblem; onReload: () => void }) {
  return (
    <Alert
      severity={problem.stale ? 'warning' : 'error'}
      data-testid={problem.stale ? 'order-stale' : 'order-transition-refused'}
      action={
        problem.stale ? (
          <Button color="inherit" size="small" onClick={onReload} data-testid="order-reload">
            Reload
          </Button>
        ) : undefined
      }
      sx={{ mb: 1.5 }}
    >
      {problem.message}
    </Alert>
  );
}

interface OrderActionsPanelProps {
  order: OrdersRowFragment;
  saving: boolean;
  problem: OrderActionProblem | null;
  onAction: (spec: ActionSpec) => void;
  onReload: () => void;
}

/**
 * Where the order stands and what may be done with it now: exactly the server's `allowedActions` (docs/decisions.md#order-lifecycle), so
 * the state table is what the administrator sees; the status select that allowed any 1-5 is gone.
 */
export function OrderActionsPanel({ order, saving, problem, onAction, onReload }: OrderActionsPanelProps) {
  const offered = offeredActions(order.allowedActions);
  return (
    <OrderSection title="Actions">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5, mb: 1.5 }}>
        <Typography variant="body2">Status</Typography>
        <Chip size="small" label={order.statusLabel} color={statusTone(order.status)} data-testid="order-detail-status" />
        {order.archived ? <ArchivedChip /> : null}
        {saving ? <CircularProgress size={16} aria-label="Saving status" /> : null}
      </Box>
      {problem ? <ActionProblem problem={problem} onReload={onReload} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {/* The lifecycle's buttons only; the invoice beside them is a download, not an action on the order. */}
        <Box sx={{ display: 'contents' }} data-testid="order-actions">
          {offered.map((spec) => (
            <Button
              key={spec.action}
              variant={
                (spec.effect.kind === 'status' || spec.effect.kind === 'ship') && spec.color === 'primary' ? 'contained' : 'outlined'
              }
              color={spec.color}
              startIcon={iconOf(spec)}
              disabled={saving}
              onClick={() => onAction(spec)}
              data-testid={testIdOf(spec)}
            >
              {spec.label}
            </Button>
          ))}
        </Box>
        {order.invoiceUrl ? (
          <InvoiceButton
            invoiceUrl={order.invoiceUrl}
            orderId={order.id}
            label={order.invoiceNumber ? `Invoice ${order.invoiceNumber}` : 'Invoice'}
            size="medium"
          />
        ) : null}
        <CreditNoteLinks creditNotes={order.creditNotes} orderId={order.id} size="medium" />
      </Box>
      {offered.length === 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="order-no-actions">
          Nothing more can be done with this order in its state.
        </Typography>
      ) : null}
    </OrderSection>
  );
}

/** The question before an action that moves money or ends the order, saying what happens to the money. */
export function OrderActionDialog({ confirmation }: { confirmation: ConfirmedDelete<ConfirmedAction> }) {
  const target = confirmation.target;
  const deleting = target?.spec.effect.kind === 'delete';
  return (
    <ConfirmDialog
      open={target !== null}
      title={target ? `${target.spec.label} #${target.order.id}` : ''}
      message={target ? confirmText(target.spec, target.order) : ''}
      confirmLabel={target?.spec.label ?? 'Confirm'}
      confirmColor={target?.spec.color ?? 'primary'}
      busy={confirmation.busy}
      refusal={confirmation.refusal}
      onConfirm={confirmation.confirm}
      onClose={confirmation.close}
      testId={deleting ? 'order-delete-dialog' : 'order-action-dialog'}
    />
  );
}
