import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { useWideScreen } from '../../../shared/ssr/ssr-hints';
import { Suspense, useRef, useState } from 'react';
import { usePublishHeaderBottom } from '../../../shared/ui/use-header-offset';
import { Wordmark } from '../../../shared/ui/wordmark';
import { CategoryNav } from './category-nav';
import type { HeaderCategory } from './category-nav';
import { HeaderActions } from './header-actions';
import { HeaderSearch } from './header-search';
import { HeaderStrip } from './header-strip';
import { lazyNamed } from '../../../shared/lazy/lazy-named';
import { LazyPartBoundary, LazyPartError } from '../../../shared/lazy/lazy-part-boundary';
import { LazyPartPanel } from '../../../shared/lazy/lazy-part-panel';

// The phones' menu (a Drawer: Modal, focus trap, Slide, lists) is fetched the first time it opens, not with every page.
const MobileMenu = lazyNamed(() => import('./mobile-menu'), 'MobileMenu');

/**
 * The storefront header: the offer strip, then the sticky bar (menu button on phones, search, the
 * wordmark, the icons) with the category links under it on wide screens, and the phones' menu.
 */
export function SiteHeader({ categories }: { categories: readonly HeaderCategory[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Opened once, it stays mounted, so it can slide out again when it closes.
  const [menuUsed, setMenuUsed] = useState(false);
  // Toasts sit below the header's icons (app-providers.tsx reads the published edge).
  const appBarRef = useRef<HTMLElement>(null);
  usePublishHeaderBottom(appBarRef);
  // One search box in the DOM: in the bar on wide screens, under it on phones.
  const wide = useWideScreen();

  return (
    <>
      <HeaderStrip />

      <AppBar position="sticky" component="header" ref={appBarRef} data-testid="site-header">
        <Container maxWidth="xl">
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'auto 1fr auto', md: '1fr auto 1fr' },
              alignItems: 'center',
              gap: 2,
              minHeight: { xs: 64, md: 84 },
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <IconButton
                aria-label="Open menu"
                onClick={() => {
                  setMenuUsed(true);
                  setMenuOpen(true);
                }}
                onPointerEnter={() => void MobileMenu.preload()}
                sx={{ display: { md: 'none' }, ml: -1 }}
                data-testid="header-menu"
              >
                <MenuIcon />
              </IconButton>
              {wide ? (
                <Box sx={{ width: '100%', maxWidth: 340 }}>
                  <HeaderSearch />
                </Box>
              ) : null}
            </Box>
            <Box sx={{ justifySelf: 'center' }}>
              <Wordmark />
            </Box>
            <Box sx={{ justifySelf: 'end' }}>
              <HeaderActions />
            </Box>
          </Box>
        </Container>

        <Divider sx={{ display: { xs: 'none', md: 'block' } }} />
        <CategoryNav categories={categories} />
        {wide ? null : (
          <Box sx={{ px: 2, pb: 1.5 }}>
            <HeaderSearch />
          </Box>
        )}
      </AppBar>

      {/* Its code failing to arrive shows as a small error with Retry, the header and page stay. */}
      {menuUsed ? (
        <LazyPartBoundary
          fallback={(retry) => (
            <LazyPartPanel open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu" anchor="left">
              <LazyPartError onRetry={retry} />
            </LazyPartPanel>
          )}
        >
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} categories={categories} />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </>
  );
}
