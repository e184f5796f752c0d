import { useQuery } from '@apollo/client/react';
import { CartSummaryDocument } from './cart.generated';
import { useAuth } from '../auth/auth-context';

/** Pieces in the signed-in shopper's cart (0 for a guest): the header badge. */
export function useCartCount(): number {
  const { user } = useAuth();
  const { data } = useQuery(CartSummaryDocument, { skip: !user, fetchPolicy: 'cache-first' });
  return user ? (data?.cart.totalQuantity ?? 0) : 0;
}
