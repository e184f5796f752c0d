import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { DrawerTitleBar } from '../ui/drawer-title-bar';

interface LazyPartPanelProps {
  open: boolean;
  onClose: () => void;
  /** The name of what could not be opened ('Your Cart', 'Menu'). */
  title: string;
  anchor?: 'left' | 'right';
  testId?: string;
  /** LazyPartError. */
  children: ReactNode;
}

/**
 * Where a lazily loaded drawer, menu or dialog would have opened, when its code did not arrive: a plain panel
 * with its title, a close button and the part's error. It uses none of MUI's Modal code on purpose: that code
 * ships in the parts' own chunks, and this panel is in the first load of every page (the budget of
 * client/scripts/page-weight.mjs), drawn exactly when those chunks cannot be fetched.
 */
export function LazyPartPanel({ open, onClose, title, anchor = 'right', testId, children }: LazyPartPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Opened by the shopper: the focus moves into it, as it would into the part (Escape and the close button leave).
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <>
      <Box aria-hidden onClick={onClose} sx={{ position: 'fixed', inset: 0, zIndex: 'modal', bgcolor: 'rgba(0, 0, 0, 0.5)' }} />
      <Box
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        sx={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          [anchor]: 0,
          zIndex: 'modal',
          width: { xs: '100%', sm: 440 },
          maxWidth: '100vw',
          bgcolor: 'background.default',
          boxShadow: 8,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <DrawerTitleBar title={title} onClose={onClose} />
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2 }}>{children}</Box>
      </Box>
    </>
  );
}
