import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

interface DialogSubmitActionsProps {
  /** While true both buttons are off and the submit button spins. */
  busy: boolean;
  onCancel: () => void;
  /** The submit button's words, e.g. "Refund". */
  submitLabel: ReactNode;
  submitTestId?: string;
  cancelTestId?: string;
}

/**
 * The Cancel and submit buttons at the foot of a back-office form dialog (the dialog's content is a form:
 * the submit button submits it).
 */
export function DialogSubmitActions({ busy, onCancel, submitLabel, submitTestId, cancelTestId }: DialogSubmitActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onCancel} disabled={busy} data-testid={cancelTestId}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
