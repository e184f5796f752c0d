import { pagePath } from '@shop/contracts';
import { useQuery } from '@apollo/client/react';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AccountProfileDocument } from '../profile.generated';
import { useAuth, useSessionReady } from '../../../shared/auth/auth-context';
import { StatusMessage } from '../../../shared/ui/status-message';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { AvatarPreview } from '../components/avatar-preview';
import { ChangePasswordForm } from '../components/change-password-form';
import { LogoutDialog } from '../components/logout-dialog';
import { OrderHistory } from '../components/order-history';
import { ProfileDetailsForm } from '../components/profile-details-form';

type ProfileTab = 'personal' | 'orders';
const TABS: readonly { value: ProfileTab; label: string }[] = [
  { value: 'personal', label: 'Personal Information' },
  { value: 'orders', label: 'My Order' },
];
const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';

function PersonalInformation() {
  const { data, loading, refetch } = useQuery(AccountProfileDocument, { fetchPolicy: 'cache-and-network' });
  const profile = data?.me;
  if (profile) return <ProfileDetailsForm key={profile.id} profile={profile} />;
  if (loading) {
    return (
      <Box
        role="status"
        aria-label="Loading your details"
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Box>
    );
  }
  return (
    <StatusMessage tone="error" onRetry={() => refetch().catch(() => undefined)} testId="profile-error">
      Failed to load your details. Please try again.
    </StatusMessage>
  );
}

/** The account beside the tabs (above them on a phone): its avatar, name and e-mail, and Log Out. */
function AccountAside({
  fullName,
  initials,
  email,
  onLogOut,
}: {
  fullName: string;
  initials: string;
  email: string | undefined;
  onLogOut: () => void;
}) {
  return (
    <Box
      component="aside"
      aria-label="Your account"
      sx={{
        border: { md: 1 },
        borderColor: { md: 'divider' },
        bgcolor: { md: 'background.paper' },
        p: { md: 3 },
        position: { md: 'sticky' },
        top: { md: 'calc(var(--shop-header-bottom, 168px) + 24px)' },
      }}
    >
      <AvatarPreview name={fullName} initials={initials} />
      <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'center', mt: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{fullName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {email}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        fullWidth
        startIcon={<LogoutIcon />}
        onClick={onLogOut}
        data-testid="profile-logout"
        sx={{ mt: { xs: 2, md: 3 } }}
      >
        Log Out
      </Button>
    </Box>
  );
}

/** The Personal Information and My Order tabs, each panel mounted only while open. */
function AccountTabs({ tab, onSelect }: { tab: ProfileTab; onSelect: (next: ProfileTab) => void }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_, next: ProfileTab) => onSelect(next)}
        aria-label="Account sections"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 3, md: 4 }, maxWidth: { md: 480 } }}
      >
        {TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={tabId(item.value)}
            aria-controls={panelId(item.value)}
            data-testid={`profile-tab-${item.value}`}
          />
        ))}
      </Tabs>
      {TABS.map((item) => (
        <Box key={item.value} role="tabpanel" id={panelId(item.value)} aria-labelledby={tabId(item.value)} hidden={tab !== item.value}>
          {tab === item.value ? (
            <>
              {/* The tab names the section on screen; the heading gives it its place in the page outline. */}
              <Typography id={item.value === 'personal' ? 'personal-information-heading' : undefined} component="h2" sx={visuallyHidden}>
                {item.label}
              </Typography>
              {item.value === 'personal' ? (
                <>
                  <PersonalInformation />
                  <ChangePasswordForm />
                </>
              ) : (
                <OrderHistory />
              )}
            </>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/** /profile, signed-in shoppers only: Personal Information and My Order tabs, and Log Out. */
export function ProfileView() {
  const { user, logout } = useAuth();
  const ready = useSessionReady();
  // The name and e-mail beside the tabs come from the account (the stored session keeps the first name only).
  const account = useQuery(AccountProfileDocument, { skip: !user }).data?.me;
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Set on Log Out: the page is heading home, not to the login page a signed-out visit gets.
  const [loggingOut, setLoggingOut] = useState(false);
  // The tab is in the address (?tab=orders), so a link, reload or Back opens the same one.
  const tab: ProfileTab = searchParams.get('tab') === 'orders' ? 'orders' : 'personal';

  // After a reload the session comes back from the refresh cookie first: only then is a guest a guest.
  if (!user) return loggingOut || !ready ? null : <Navigate to={pagePath('login')} replace />;

  const fullName = account ? `${account.firstName} ${account.lastName}`.trim() : user.firstName;
  const initials = initialsOf(account?.firstName ?? user.firstName, account?.lastName ?? '');
  const selectTab = (next: ProfileTab) => setSearchParams(next === 'personal' ? {} : { tab: next }, { replace: true });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }} data-testid="profile-page">
      <Typography variant="overline" component="p" color="primary.dark">
        My account
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mb: { xs: 3, md: 5 }, fontSize: { xs: '2.1rem', md: '2.8rem' } }}>
        Hello, {user.firstName || 'there'}
      </Typography>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: { xs: 3, md: 6 }, alignItems: 'start' }}>
        <AccountAside fullName={fullName} initials={initials} email={account?.email} onLogOut={() => setConfirmOpen(true)} />
        <AccountTabs tab={tab} onSelect={selectTab} />
      </Box>

      <LogoutDialog
        open={confirmOpen}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          setLoggingOut(true);
          logout();
          void navigate('/', { replace: true });
        }}
      />
    </Container>
  );
}
