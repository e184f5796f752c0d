import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** /profile. Personal information and order tabs arrive later; logging out works already. */
export function ProfileView() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);

  if (!user) {
    return (
      <PlaceholderPage testId="profile-page" eyebrow="My account" title="Your account" action={{ label: 'Log in', to: '/login' }}>
        Log in to see your personal information and your orders.
      </PlaceholderPage>
    );
  }

  return (
    <>
      <PlaceholderPage testId="profile-page" eyebrow="My account" title={`Hello, ${user.firstName || 'there'}`}>
        Your personal information and order history will be shown here soon.
        <div>
          <Button variant="outlined" sx={{ mt: 4 }} onClick={() => setConfirmOpen(true)} data-testid="profile-logout">
            Log Out
          </Button>
        </div>
      </PlaceholderPage>
      <Dialog open={confirmOpen} onClose={() => setConfirmOpen(false)} aria-describedby="logout-confirm-text">
        <DialogContent>
          <DialogContentText id="logout-confirm-text">Are you sure you want to logout?</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirmOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            data-testid="profile-logout-confirm"
            onClick={() => {
              logout();
              navigate('/', { replace: true });
            }}
          >
            Log Out
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
