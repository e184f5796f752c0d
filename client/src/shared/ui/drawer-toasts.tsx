import Box from '@mui/material/Box';
import { useLayoutEffect, useRef } from 'react';
import { ToastBar, useToaster } from 'react-hot-toast';
import type { Toast } from 'react-hot-toast';
import { TOAST_OPTIONS } from './toast-options';

/** One toast bar, measured: react-hot-toast keeps a bar transparent until its height is known, as its Toaster does. */
function MeasuredToast({ toast, onHeight }: { toast: Toast; onHeight: (toastId: string, height: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const height = ref.current?.getBoundingClientRect().height;
    if (height && height !== toast.height) onHeight(toast.id, height);
  }, [toast.id, toast.height, onHeight]);
  return (
    <div ref={ref}>
      <ToastBar toast={toast} position="top-center" style={{ maxWidth: 'none', boxShadow: 'none' }} />
    </div>
  );
}

/**
 * The shop's toasts while a side drawer is open (docs/decisions.md#toasts-and-drawers): in the drawer,
 * under its title, taking their own room, so a toast never lies over the drawer's lines (the phone's
 * drawer is as wide as the screen), and screen readers hear them inside the modal drawer. The app
 * shell's top-right Toaster stands down meanwhile; both read the same react-hot-toast store. Unlike the
 * page's toaster they do not pause under the pointer: a toast kept by a hover went the moment the pointer
 * left it for the line below, and the lines jumped up under the click (docs/decisions.md#toasts-and-drawers).
 */
export function DrawerToasts() {
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  const shown = toasts.filter((toast) => toast.visible);
  if (shown.length === 0) return null;
  return (
    <Box data-testid="drawer-toasts" sx={{ display: 'grid', gap: 1, px: { xs: 2.5, sm: 3 }, pb: 1.5 }}>
      {shown.map((toast) => (
        <MeasuredToast key={toast.id} toast={toast} onHeight={handlers.updateHeight} />
      ))}
    </Box>
  );
}
