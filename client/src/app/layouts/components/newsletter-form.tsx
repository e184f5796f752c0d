import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { NewsletterSubscribeDocument } from './newsletter.generated';
import { OutlinedField } from '../../../shared/ui/outlined-field';
import { rateLimitedMessage } from '../../../shared/api/rate-limited';
import { NEWSLETTER_FAILED, NEWSLETTER_THANKS, NEWSLETTER_THANKS_VISIBLE_MS, newsletterEmailError } from './newsletter-email';

type Notice = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** The address field on the footer's dark ground. */
const INPUT_SX = {
  bgcolor: 'rgba(255,255,255,0.06)',
  color: 'inherit',
  '& input::placeholder': { color: 'rgba(251,248,243,0.7)', opacity: 1 },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(251,248,243,0.35)' },
  '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'primary.light' },
} as const;

const NOTICE_COLOURS = { success: 'primary.light', info: 'rgba(251,248,243,0.85)', error: '#f2b8b5' } as const;

/** The sign-up's address, its notice (a success fades, an error stays) and the submit. */
function useNewsletterSignup() {
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [subscribe, { loading }] = useMutation(NewsletterSubscribeDocument);

  // Only a success fades (docs/specifications.md#storefront-4-states); an error stays until the shopper types or tries again.
  useEffect(() => {
    if (notice?.tone !== 'success' && notice?.tone !== 'info') return undefined;
    const timer = window.setTimeout(() => setNotice(null), NEWSLETTER_THANKS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = newsletterEmailError(email);
    if (invalid) {
      setNotice({ tone: 'error', text: invalid });
      return;
    }
    setNotice(null);
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      const result = data?.subscribeNewsletter;
      if (result?.__typename === 'NewsletterSubscription') {
        setEmail('');
        // A second sign-up of the same address is fine, and the server says so.
        setNotice(result.alreadySubscribed ? { tone: 'info', text: result.message } : { tone: 'success', text: NEWSLETTER_THANKS });
        return;
      }
      if (result?.__typename === 'InputValidationError') {
        setNotice({ tone: 'error', text: result.fieldErrors[0]?.message ?? result.message });
        return;
      }
      setNotice({ tone: 'error', text: NEWSLETTER_FAILED });
    } catch (error) {
      setNotice({ tone: 'error', text: rateLimitedMessage(error) ?? NEWSLETTER_FAILED });
    }
  };

  return { email, setEmail, notice, setNotice, loading, submit };
}

/**
 * The footer's newsletter sign-up, stored through subscribeNewsletter. The address must contain '@'
 * (docs/specifications.md#storefront-5-validation); the server checks the rest and says so. 'Thank you for subscribing!' shows for 3 s.
 */
export function NewsletterForm() {
  const messageId = useId();
  const { email, setEmail, notice, setNotice, loading, submit } = useNewsletterSignup();
  const invalid = notice?.tone === 'error';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        submit(event).catch(() => undefined);
      }}
      data-testid="newsletter-form"
      aria-label="Newsletter sign-up"
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <OutlinedField
          testId="newsletter-email"
          size="small"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setNotice(null);
          }}
          placeholder="Your e-mail address"
          error={invalid}
          sx={{ flex: 1, minWidth: 0 }}
          inputProps={{
            'aria-label': 'E-mail address for the newsletter',
            'aria-describedby': messageId,
            'aria-invalid': invalid || undefined,
          }}
          inputSx={INPUT_SX}
        />
        <Button type="submit" variant="contained" disabled={loading} data-testid="newsletter-submit" sx={{ flexShrink: 0 }}>
          {loading ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </Box>
      <Box id={messageId} role="status" aria-live="polite" sx={{ minHeight: 24, mt: 1 }}>
        {notice ? (
          <Typography
            variant={notice.tone === 'error' ? 'caption' : 'body2'}
            data-testid={notice.tone === 'error' ? 'newsletter-error' : 'newsletter-success'}
            sx={{ color: NOTICE_COLOURS[notice.tone] }}
          >
            {notice.text}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
