import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';
import { useHydrated } from '../ssr/use-hydrated';

type FormGridProps = Omit<ComponentProps<'form'>, 'ref' | 'noValidate'> & {
  /** Two columns from a small tablet up (the default), or one. A wide child spans them with gridColumn '1 / -1'. */
  columns?: 1 | 2;
};

/**
 * A storefront form laid out as a grid of fields. The browser's own validation is off (noValidate): the
 * form's schema checks, and its messages show under the fields.
 */
export function FormGrid({ columns = 2, children, ...props }: FormGridProps) {
  return (
    <Box
      component="form"
      noValidate
      {...props}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: columns === 2 ? { xs: '1fr', sm: '1fr 1fr' } : undefined }}
    >
      {children}
    </Box>
  );
}

/** The form's refusal that belongs to no one field, across the whole grid; nothing while there is none. */
export function FormError({ children, testId }: { children: ReactNode; testId: string }) {
  return children ? (
    <Alert severity="error" data-testid={testId} sx={{ gridColumn: '1 / -1' }}>
      {children}
    </Alert>
  ) : null;
}

interface SubmitButtonProps {
  /** Disabled while true (the form is being sent, or has nothing to send). */
  busy: boolean;
  testId: string;
  sx?: SxProps<Theme>;
  /** What it does, and while busy that it is doing it: {isSubmitting ? 'Saving…' : 'Save changes'}. */
  children: ReactNode;
}

/**
 * A storefront form's large submit button. Off in a server-drawn page until it has hydrated: pressed before,
 * the browser would submit the bare form itself (a reload), not the checked form.
 */
export function SubmitButton({ busy, testId, sx, children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy || !hydrated} data-testid={testId} sx={sx}>
      {children}
    </Button>
  );
}
