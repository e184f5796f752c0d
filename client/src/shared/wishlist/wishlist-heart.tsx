import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useWishlist } from './use-wishlist';
import type { WishlistProductRef } from './use-wishlist';

/**
 * The wishlist heart of a product (cards, product page): filled when the product is on the signed-in
 * shopper's wishlist; a click adds or removes it through the API. A guest gets the login toast.
 */
export function WishlistHeart({ product }: { product: WishlistProductRef }) {
  const { signedIn, isWishlisted, toggle } = useWishlist();
  // While the API answers, the heart already shows where it is going.
  const [pending, setPending] = useState<boolean | null>(null);
  const on = pending ?? isWishlisted(product.id);

  const onClick = async () => {
    if (pending !== null) return;
    if (signedIn) setPending(!on);
    await toggle(product);
    setPending(null);
  };

  return (
    <IconButton
      data-testid="wishlist-heart"
      // The name says what a press does now (aria-pressed says the state): add, or take away.
      aria-label={on ? `Remove ${product.name} from wishlist` : `Save ${product.name} to wishlist`}
      aria-pressed={on}
      onClick={() => void onClick()}
      sx={{
        bgcolor: 'rgba(255,253,249,0.92)',
        color: on ? 'error.main' : 'text.primary',
        boxShadow: '0 2px 8px rgba(31,29,26,0.12)',
        '&:hover': { bgcolor: 'background.paper', color: 'error.main' },
      }}
    >
      {on ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
    </IconButton>
  );
}
