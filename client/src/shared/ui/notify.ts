/**
 * The shop's toasts (react-hot-toast, mounted by the app shell top right, below the header). A
 * message is its own id, so the same text never stacks twice: a second call while it is still shown
 * restarts its timer instead. Durations are those of docs/specifications.md#storefront-9-constants, set on the Toaster.
 *
 * Show a message once: either here or inline next to the form that caused it, not both.
 *
 * react-hot-toast (with its CSS-in-JS, goober) is its own chunk, fetched after the page has hydrated (the app
 * shell mounts its Toaster then) or by the first message, whichever comes first: no page's first view shows a
 * toast, so it is not part of the start-up JavaScript (docs/decisions.md#start-up-javascript). A
 * message asked for before it has arrived shows as soon as it has, in the order asked.
 */
export const loadToaster = () => import('react-hot-toast');

const withToast = (show: (toast: Awaited<ReturnType<typeof loadToaster>>['default']) => void): void => {
  loadToaster().then(
    (module) => show(module.default),
    (error: unknown) => console.warn('[notify] toasts failed to load', error),
  );
};

export const notify = {
  success: (message: string) => withToast((toast) => toast.success(message, { id: `success:${message}` })),
  error: (message: string) => withToast((toast) => toast.error(message, { id: `error:${message}` })),
  info: (message: string) => withToast((toast) => toast(message, { id: `info:${message}` })),
  dismiss: (id?: string) => withToast((toast) => toast.dismiss(id)),
};
