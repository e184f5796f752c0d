import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ConfirmedDelete } from './use-resource-delete';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. the specification's "Are you sure you want to delete this user?". */
  message: ReactNode;
  /** Default 'Delete'. */
  confirmLabel?: string;
  /** The confirm button's colour: 'error' (default) for what destroys or takes away, 'primary' for what gives. */
  confirmColor?: 'error' | 'primary';
  busy?: boolean;
  /** Why the action was refused or failed; the confirm button then gives way to Close. */
  refusal?: string | null;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
  testId?: string;
}

/**
 * Every destructive action asks first. The dialog itself takes the focus, so Enter does not delete
 * by accident; a refusal is shown in the dialog, where the administrator is looking.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  confirmColor = 'error',
  busy = false,
  refusal,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
        {refusal ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid={testId ? `${testId}-refusal` : undefined}>
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy} variant={refusal ? 'contained' : 'text'}>
          {refusal ? 'Close' : 'Cancel'}
        </Button>
        {refusal ? null : (
          <Button
            color={confirmColor}
            variant="contained"
            onClick={() => void onConfirm()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

type DeleteDialogProps<T> = Omit<ConfirmDialogProps, 'open' | 'busy' | 'refusal' | 'onConfirm' | 'onClose'> & {
  deletion: ConfirmedDelete<T>;
  /** The row's name, shown in bold under the question. */
  rowName?: (row: T) => ReactNode;
};

/** The confirm dialog of a `useConfirmedDelete` controller: open while it has a row, naming that row. */
export function DeleteDialog<T>({ deletion, rowName, message, ...rest }: DeleteDialogProps<T>) {
  const { target } = deletion;
  return (
    <ConfirmDialog
      {...rest}
      open={target !== null}
      message={
        <>
          {message}
          {target !== null && rowName ? (
            <Typography component="span" sx={{ display: 'block', mt: 1, fontWeight: 600, color: 'text.primary' }}>
              {rowName(target)}
            </Typography>
          ) : null}
        </>
      }
      busy={deletion.busy}
      refusal={deletion.refusal}
      onConfirm={deletion.confirm}
      onClose={deletion.close}
    />
  );
}
