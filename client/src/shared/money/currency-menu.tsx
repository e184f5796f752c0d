import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { currencyName, currencySymbol } from './format-money';
import type { StoreCurrency } from './use-shop-currency';

interface CurrencyMenuProps {
  id: string;
  anchor: HTMLElement | null;
  currencies: readonly StoreCurrency[];
  currencyCode: string;
  onChoose: (code: string) => void;
  onClose: () => void;
}

/** The currency switcher's menu: its own chunk (Menu brings Popover and Modal), fetched when the button is first used. */
export function CurrencyMenu({ id, anchor, currencies, currencyCode, onChoose, onClose }: CurrencyMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
            onClick={() => onChoose(currency.code)}
            data-testid={`currency-option-${currency.code}`}
          >
            <ListItemIcon>{selected ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={`${currencySymbol(currency.code)} ${currency.code}`} secondary={currencyName(currency.code)} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
