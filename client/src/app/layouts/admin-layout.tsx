import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useRef, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { PageLoader } from '../../shared/ui/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link';
import { usePublishHeaderBottom } from '../../shared/ui/use-header-offset';
import { Wordmark } from '../../shared/ui/wordmark';
import { BRAND } from '../../theme/palette';
import { dashboardUrls } from '../../admin/dashboard/dashboard-urls';
import { ADMIN_MENU, ADMIN_PAGES } from '../admin/admin-features';
import { activeMenuEntry } from '../admin/admin-registry';
import { AdminBreadcrumbs } from './components/admin-breadcrumbs';
import { AdminSearch } from './components/admin-search';

const SIDEBAR_WIDTH = 264;

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const activeEntry = activeMenuEntry(ADMIN_MENU, ADMIN_PAGES, pathname);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: BRAND.charcoal, color: BRAND.ivory }}>
      <Box sx={{ px: 3, py: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Wordmark to={dashboardUrls.home()} tone="light" size="small" />
        <Typography variant="overline" sx={{ color: 'rgba(251,248,243,0.5)', fontSize: '0.62rem' }}>
          Back-office
        </Typography>
      </Box>
      <Divider sx={{ borderColor: 'rgba(251,248,243,0.1)' }} />
      <List component="nav" aria-label="Admin menu" sx={{ px: 1.5, py: 2, flex: 1 }} data-testid="admin-sidebar">
        {ADMIN_MENU.map((item) => {
          const active = item === activeEntry;
          const Icon = item.icon;
          return (
            <ListItemButton
              key={item.to}
              component={RouterLink}
              to={item.to}
              selected={active}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              sx={{
                mb: 0.5,
                color: 'rgba(251,248,243,0.78)',
                '& .MuiListItemIcon-root': { color: 'rgba(251,248,243,0.55)' },
                '&:hover': { bgcolor: 'rgba(251,248,243,0.06)', color: BRAND.ivory },
                '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(176,141,87,0.22)', color: BRAND.goldLight },
                '&.Mui-selected .MuiListItemIcon-root': { color: BRAND.goldLight },
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontSize: '0.9rem', fontWeight: 500 } } }} />
            </ListItemButton>
          );
        })}
      </List>
      <Box sx={{ p: 2 }}>
        <Button
          component={RouterLink}
          to="/"
          startIcon={<StorefrontOutlinedIcon />}
          fullWidth
          sx={{
            color: 'rgba(251,248,243,0.7)',
            justifyContent: 'flex-start',
            letterSpacing: '0.08em',
            '&:hover': { color: BRAND.goldLight },
          }}
        >
          View storefront
        </Button>
      </Box>
    </Box>
  );
}

/** Back-office frame: sidebar (a drawer on small screens), top bar with search, the Admin label and logout. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [mobileOpen, setMobileOpen] = useState(false);
  const appBarRef = useRef<HTMLDivElement>(null);
  usePublishHeaderBottom(appBarRef);

  const handleLogout = () => {
    // Back-office logout clears all of local storage (docs/specifications.md#back-office-2-screens), then goes to the storefront.
    void navigate('/', { replace: true });
    logout({ clearAll: true });
  };

  return (
    <Box data-testid="admin-layout" sx={{ display: 'flex', minHeight: '100vh', bgcolor: '#f6f2ec' }}>
      <SkipLink />
      <Box component="aside" sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' } }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 'none' } } }}
        >
          <SidebarContent onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' } }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 'none' } } }}
        >
          <SidebarContent />
        </Drawer>
      </Box>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" component="div" ref={appBarRef}>
          <Toolbar sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
            <IconButton aria-label="Open admin menu" onClick={() => setMobileOpen(true)} sx={{ display: { md: 'none' } }} edge="start">
              <MenuIcon />
            </IconButton>
            <Box role="search" sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
              <AdminSearch />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.9rem' }}>A</Avatar>
              <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }} data-testid="admin-label">
                Admin
              </Typography>
            </Box>
            <Button
              variant="outlined"
              size="small"
              startIcon={<LogoutIcon fontSize="small" />}
              onClick={handleLogout}
              data-testid="admin-logout"
            >
              Logout
            </Button>
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, p: { xs: 2, sm: 3, md: 4 }, '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } }}
        >
          <AdminBreadcrumbs />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
