import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { DrawerTitleBar } from './drawer-title-bar';
import { DrawerToasts } from './drawer-toasts';

interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  /** SideDrawerBody and, when there is one, SideDrawerFooter. Mounted only while the drawer is open. */
  children: ReactNode;
}

/**
 * The right-hand panel of the cart and the wishlist: a modal dialog named by its title, with focus
 * kept inside while it is open, Escape and the close button to leave, and focus back on the control
 * that opened it. Its content mounts only while it is open, so what it fetches is fetched on opening.
 */
export function SideDrawer({ open, onClose, title, testId, children }: SideDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 440 }, maxWidth: '100vw', bgcolor: 'background.default' },
        } as object,
      }}
    >
      <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
        <DrawerTitleBar title={title} onClose={onClose} titleId={titleId} />
        {/* Closing: the page's toaster takes them over at once. */}
        {open ? <DrawerToasts /> : null}
        <Divider />
        {children}
      </Box>
    </Drawer>
  );
}

/** The scrolling part of a SideDrawer. */
export function SideDrawerBody({ children }: { children: ReactNode }) {
  return <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 2.5, sm: 3 } }}>{children}</Box>;
}

/** Pinned under the body: totals and actions. */
export function SideDrawerFooter({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 2.5, sm: 3 },
        pt: 2,
        // Clear of the phone's home indicator.
        pb: 'max(16px, env(safe-area-inset-bottom))',
      }}
    >
      {children}
    </Box>
  );
}

/** The quiet centre of an empty or failed drawer: an icon, a line of text, then actions. */
export function SideDrawerMessage({
  icon,
  children,
  actions,
  testId,
  tone = 'neutral',
}: {
  icon: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
  tone?: 'neutral' | 'error';
}) {
  return (
    <Box
      data-testid={testId}
      role={tone === 'error' ? 'alert' : undefined}
      sx={{
        minHeight: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        textAlign: 'center',
      }}
    >
      <Box aria-hidden sx={{ color: tone === 'error' ? 'error.main' : 'primary.main', '& svg': { fontSize: 48 } }}>
        {icon}
      </Box>
      <Typography variant="h6" component="p" color={tone === 'error' ? 'error.main' : 'text.primary'}>
        {children}
      </Typography>
      {actions ? <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%', maxWidth: 280 }}>{actions}</Box> : null}
    </Box>
  );
}
