import { productPath } from '@shop/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { describeLineOptions } from '../cart/line-money';
import { LineThumbnail } from './line-thumbnail';

/** What every drawer line has: the product, its picture and the options it was chosen in. */
export interface LineItemSource {
  id: number;
  productId: number;
  image?: string | null;
  product: { name: string };
  color?: string | null;
  purity?: string | null;
  size?: string | null;
}

interface LineItemProps {
  /** Names the test ids and the line's data attributes: `cart-line`, `data-cart-line-id`, `cart-line-name`… */
  kind: 'cart' | 'wishlist';
  line: LineItemSource;
  /** A change of this line is being sent. */
  busy: boolean;
  /** Follows the product link (closes the drawer). */
  onOpenProduct: () => void;
  /** Beside the name, at the right (the wishlist's remove button). */
  nameAction?: ReactNode;
  /** Under the name and options: prices, notes and the line's controls. */
  children: ReactNode;
}

/** One line of a drawer's list (cart, wishlist): the picture and name link to the product, the options, then the line's own parts. */
export function LineItem({ kind, line, busy, onOpenProduct, nameAction, children }: LineItemProps) {
  const to = productPath(line.productId);
  const name = line.product.name;
  const options = describeLineOptions(line);
  const nameLink = (
    <Link
      component={RouterLink}
      to={to}
      onClick={onOpenProduct}
      underline="hover"
      color="text.primary"
      data-testid={`${kind}-line-name`}
      sx={{ fontFamily: (theme) => theme.typography.h6.fontFamily, fontSize: '1.1rem', fontWeight: 600, lineHeight: 1.3 }}
    >
      {name}
    </Link>
  );
  return (
    <Box
      component="li"
      data-testid={`${kind}-line`}
      {...{ [`data-${kind}-line-id`]: line.id }}
      data-product-id={line.productId}
      aria-busy={busy}
      sx={{ display: 'flex', gap: 2, py: 2.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Link component={RouterLink} to={to} onClick={onOpenProduct} tabIndex={-1} aria-hidden>
        <LineThumbnail src={line.image} alt={name} />
      </Link>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {nameAction ? (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            {nameLink}
            {nameAction}
          </Box>
        ) : (
          nameLink
        )}
        {options ? (
          <Typography variant="caption" color="text.secondary" data-testid={`${kind}-line-options`}>
            {options}
          </Typography>
        ) : null}
        {children}
      </Box>
    </Box>
  );
}

/** Why a line cannot go further (out of stock, or no price), under its price. */
export function LineUnavailable({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="error.main" role="note">
      {children}
    </Typography>
  );
}
