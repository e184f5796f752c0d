import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface SidePanelDrawerProps {
  open: boolean;
  title: string;
  icon: ReactNode;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/** Right-hand drawer used by the cart and the wishlist (their contents arrive in later issues). */
export function SidePanelDrawer({ open, title, icon, onClose, testId, children }: SidePanelDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}>
      <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <IconButton onClick={onClose} aria-label={`Close ${title.toLowerCase()}`}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, px: 4, textAlign: 'center' }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>{icon}</Box>
          <Typography color="text.secondary">{children}</Typography>
        </Box>
        <Box sx={{ p: 3 }}>
          <Button component={RouterLink} to="/allproduct/all" onClick={onClose} variant="contained" fullWidth>
            Continue shopping
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
