import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { currencyName, currencySymbol } from './format-money';
import { useShopCurrency } from './use-shop-currency';

/**
 * The guest's currency menu (header): every currency the API offers, remembered across visits.
 * Renders nothing for a signed-in shopper (prices follow the account) or while the list is unknown.
 */
export function CurrencySwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { currencyCode, currencies, canChoose, setCurrency } = useShopCurrency();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': 'Currency', dense: true } }}
      >
        {currencies.map((currency) => {
          const selected = currency.code === currencyCode;
          return (
            <MenuItem
              key={currency.id}
              selected={selected}
              onClick={() => choose(currency.code)}
              data-testid={`currency-option-${currency.code}`}
            >
              <ListItemIcon>{selected ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText primary={`${currencySymbol(currency.code)} ${currency.code}`} secondary={currencyName(currency.code)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
