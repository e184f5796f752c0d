import toast from 'react-hot-toast';

/**
 * The shop's toasts (react-hot-toast, mounted by the app shell top right, below the header). A
 * message is its own id, so the same text never stacks twice: a second call while it is still shown
 * restarts its timer instead. Durations are those of docs/specifications.md#storefront-9-constants, set on the Toaster.
 *
 * Show a message once: either here or inline next to the form that caused it, not both.
 */
export const notify = {
  success: (message: string) => toast.success(message, { id: `success:${message}` }),
  error: (message: string) => toast.error(message, { id: `error:${message}` }),
  info: (message: string) => toast(message, { id: `info:${message}` }),
  dismiss: (id?: string) => toast.dismiss(id),
};
