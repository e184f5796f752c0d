import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { rateLimitedMessage } from '../../../shared/api/rate-limited';
import { FormError, SubmitButton } from '../../../shared/forms/form-grid';
import { AuthLayout, AuthOutcome } from './auth-layout';

/** What a link's mutation answered: done (with the server's message) or refused (with why). */
export interface LinkOutcome {
  done: boolean;
  message: string;
}

interface AccountLinkPageProps {
  testId: string;
  title: string;
  subtitle: string;
  /** The button that uses the link. A click, never the page load: mail scanners open links too. */
  action: string;
  busyAction: string;
  /** The server's words for a link without a token. */
  noToken: string;
  follow: (token: string) => Promise<LinkOutcome>;
  /** Where to go from the outcome. */
  next: { to: string; label: string };
}

const FAILED = 'Something went wrong. Please try again.';

/**
 * The page an e-mail change's link opens (/confirm-email, /undo-account-change): what the link does, one button
 * that uses it, then the server's answer in place of the button, and the way on.
 */
export function AccountLinkPage({ testId, title, subtitle, action, busyAction, noToken, follow, next }: AccountLinkPageProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<LinkOutcome | null>(token ? null : { done: false, message: noToken });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      setOutcome(await follow(token));
    } catch (caught) {
      setError(rateLimitedMessage(caught) ?? FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      testId={testId}
      eyebrow="Account"
      title={title}
      subtitle={subtitle}
      aside={{ title: 'Your account, yours', text: 'Every change to your e-mail is confirmed and can be undone.' }}
    >
      {outcome ? (
        <AuthOutcome severity={outcome.done ? 'success' : 'warning'} testId={`${testId}-outcome`} message={outcome.message}>
          <Button component={RouterLink} to={next.to} variant="contained" size="large" data-testid={`${testId}-next`}>
            {next.label}
          </Button>
        </AuthOutcome>
      ) : (
        <Box
          component="form"
          sx={{ display: 'grid', gap: 3 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormError testId={`${testId}-error`}>{error}</FormError>
          <SubmitButton busy={busy} testId={`${testId}-submit`}>
            {busy ? busyAction : action}
          </SubmitButton>
        </Box>
      )}
    </AuthLayout>
  );
}
