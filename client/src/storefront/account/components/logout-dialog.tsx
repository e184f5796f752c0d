import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Log Out asks first, with the specification's question. */
export function LogoutDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="logout-title"
      aria-describedby="logout-confirm-text"
      data-testid="logout-dialog"
    >
      <DialogTitle id="logout-title" sx={{ fontFamily: (theme) => theme.typography.h5.fontFamily, fontSize: '1.5rem' }}>
        Log Out
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-confirm-text">Are you sure you want to logout?</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} data-testid="logout-cancel">
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} data-testid="profile-logout-confirm">
          Log Out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
