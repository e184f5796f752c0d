import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { lazyNamed } from '../lazy/lazy-named';
import { LazyPartBoundary, LazyPartError } from '../lazy/lazy-part-boundary';
import { LazyPartPanel } from '../lazy/lazy-part-panel';
import { currencyName, currencySymbol } from './format-money';
import { useShopCurrency } from './use-shop-currency';

// The menu's code (Menu, Popover, Modal) is fetched when the shopper reaches for the button, not with every page.
const CurrencyMenu = lazyNamed(() => import('./currency-menu'), 'CurrencyMenu');
// A failed fetch ahead of the click is shown (with Retry) if the shopper opens the menu.
const preloadMenu = () => void CurrencyMenu.preload().catch(() => undefined);

/**
 * The guest's currency menu (header): every currency the API offers, remembered across visits.
 * Renders nothing for a signed-in shopper (prices follow the account) or while the list is unknown.
 */
export function CurrencySwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { currencyCode, currencies, canChoose, setCurrency } = useShopCurrency();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Opened once, the menu stays mounted, so it can fade out when it closes.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuId = useId();
  if (!canChoose || currencies.length < 2 || !currencyCode) return null;

  const choose = (code: string) => {
    setCurrency(code);
    setAnchor(null);
  };

  return (
    <>
      <Button
        size="small"
        data-testid="currency-switcher"
        // The name starts with what the button shows (WCAG 2.5.3, label in name), then says what it does.
        aria-label={`${currencySymbol(currencyCode)} ${currencyCode}: prices in ${currencyName(currencyCode)}. Change currency`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(event) => {
          setMenuUsed(true);
          setAnchor(event.currentTarget);
        }}
        endIcon={<ExpandMoreIcon sx={{ fontSize: '1rem !important' }} />}
        sx={{
          minHeight: 28,
          px: 1,
          py: 0,
          fontSize: '0.72rem',
          letterSpacing: '0.14em',
          color: tone === 'light' ? 'secondary.contrastText' : 'text.primary',
          '& .MuiButton-endIcon': { ml: 0.25 },
        }}
      >
        {currencySymbol(currencyCode)} {currencyCode}
      </Button>
      {menuUsed ? (
        <LazyPartBoundary
          fallback={(retry) => (
            <LazyPartPanel open={Boolean(anchor)} onClose={() => setAnchor(null)} title="Currency">
              <LazyPartError onRetry={retry} />
            </LazyPartPanel>
          )}
        >
          <Suspense fallback={null}>
            <CurrencyMenu
              id={menuId}
              anchor={anchor}
              currencies={currencies}
              currencyCode={currencyCode}
              onChoose={choose}
              onClose={() => setAnchor(null)}
            />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </>
  );
}
