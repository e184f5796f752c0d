import { pagePath } from '@shop/contracts';
import { useQuery } from '@apollo/client/react';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth, useSessionReady } from '../../../shared/auth/auth-context';
import { StatusMessage } from '../../../shared/ui/status-message';
import { CustomDesignForm, type RequestedDesign } from '../components/custom-design-form';
import { CustomDesignStartDocument } from '../custom-design.generated';
import { initialCustomDesignValues } from '../custom-design-schema';

/** What a guest reads on the login page the page's Log in leads to. */
export const DESIGN_LOGIN_NOTICE = 'Please log in to design your own piece';

/** A guest (or a search engine) reads what the page offers and is asked to log in or sign up to send a design. */
function GuestInvitation() {
  return (
    <Paper variant="outlined" data-testid="design-guest" sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h5" component="h2">
        Send us your design
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        Share a reference picture, the metal and purity, the stone, the size and your budget. A request is tied to your account, so you can
        follow its quote in My Order: log in, or create an account in a minute.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={pagePath('login')}
          state={{ notice: DESIGN_LOGIN_NOTICE }}
          variant="contained"
          data-testid="design-login"
        >
          Log in to start
        </Button>
        <Button component={RouterLink} to={pagePath('signup')} variant="outlined">
          Create an account
        </Button>
      </Box>
    </Paper>
  );
}

/** The height of the form while the session is being checked (and in the server's render, which has no session). */
function FormSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

function Requested({ design }: { design: RequestedDesign }) {
  return (
    <Paper
      variant="outlined"
      data-testid="design-requested"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      <CheckCircleOutlineOutlinedIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h4" component="h2">
        Request {design.trackingId} sent
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        Our jewellers will look at your design and send you a quote. You will find it in My Order, where you can accept or decline it.
      </Typography>
      <Button component={RouterLink} to="/profile?tab=orders" variant="contained" data-testid="design-to-orders">
        See it in My Order
      </Button>
    </Paper>
  );
}

function StartingForm({ onRequested }: { onRequested: (design: RequestedDesign) => void }) {
  const { data, loading, refetch } = useQuery(CustomDesignStartDocument, { fetchPolicy: 'cache-and-network' });
  if (!data && loading) return <FormSkeleton label="Loading the form" />;
  if (!data?.me) {
    return (
      <StatusMessage tone="error" onRetry={() => refetch().catch(() => undefined)} testId="design-load-error">
        Failed to load the form. Please try again.
      </StatusMessage>
    );
  }
  return (
    <CustomDesignForm
      initialValues={initialCustomDesignValues(data.me, data.myOrders.items[0])}
      currencyCode={data.me.currency.code}
      onRequested={onRequested}
    />
  );
}

/**
 * /design-your-own: a bespoke piece asked for with a reference picture, metal and purity, stone and carat,
 * size, budget and a description. It becomes a custom order the shop quotes; the shopper answers the quote in
 * My Order (docs/decisions.md#custom-designs). The form is a signed-in shopper's; a guest reads what the page
 * offers and is asked to log in (the page is public and indexed: it brings visitors in).
 */
export function CustomDesignView() {
  const { user } = useAuth();
  const ready = useSessionReady();
  const [requested, setRequested] = useState<RequestedDesign | null>(null);
  let body: ReactNode;
  if (user) body = requested ? <Requested design={requested} /> : <StartingForm onRequested={setRequested} />;
  else body = ready ? <GuestInvitation /> : <FormSkeleton label="Checking your session" />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }} data-testid="design-page">
      <Typography variant="overline" component="p" color="primary.dark">
        Bespoke
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mb: 1.5, fontSize: { xs: '2.1rem', md: '2.8rem' } }}>
        Design your own
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 }, maxWidth: 640 }}>
        Tell us about the piece you imagine. Our jewellers quote a price for it, and it is made only once you accept.
      </Typography>
      {body}
    </Container>
  );
}
