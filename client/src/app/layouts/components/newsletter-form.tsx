import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';

const SUCCESS_VISIBLE_MS = 3000;

/** Newsletter sign-up. The e-mail only has to contain '@' (specification §5); the server call comes later. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    if (!subscribed) return undefined;
    const timer = window.setTimeout(() => setSubscribed(false), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [subscribed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.includes('@')) {
      setError('Please enter a valid email address');
      return;
    }
    // The specification's client only logged the address; storing it server-side comes with its own issue.
    console.info('[newsletter] subscribe', email);
    setError(null);
    setEmail('');
    setSubscribed(true);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="newsletter-form">
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          data-testid="newsletter-email"
          size="small"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="Your e-mail address"
          error={Boolean(error)}
          slotProps={{
            htmlInput: { 'aria-label': 'E-mail address for the newsletter' },
            input: {
              sx: {
                bgcolor: 'rgba(255,255,255,0.06)',
                color: 'inherit',
                '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(251,248,243,0.25)' },
                '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'primary.light' },
              },
            },
          }}
        />
        <Button type="submit" variant="contained" data-testid="newsletter-submit" sx={{ flexShrink: 0 }}>
          Subscribe
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ minHeight: 24, mt: 1 }}>
        {error ? (
          <Typography variant="caption" sx={{ color: '#f2b8b5' }}>
            {error}
          </Typography>
        ) : null}
        {subscribed ? (
          <Typography variant="body2" data-testid="newsletter-success" sx={{ color: 'primary.light' }}>
            Thank you for subscribing!
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
