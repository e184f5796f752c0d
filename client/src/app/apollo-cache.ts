import { InMemoryCache } from '@apollo/client';
import type { TypePolicies } from '@apollo/client';
import possibleTypesResult from '../graphql/generated/possible-types';

// Entities are normalised on `id`; value objects (Money, CaratPrice, results) stay embedded in their parent.
const typePolicies: TypePolicies = {
  User: { keyFields: ['id'] },
  Currency: { keyFields: ['id'] },
  Category: { keyFields: ['id'] },
  SliderImage: { keyFields: ['id'] },
  // Product.price takes a currency argument, so each currency is cached under its own field key.
  Product: { keyFields: ['id'] },
  // The shopper has one cart: every Cart a query or mutation answers is the same cached object, so the
  // header badge follows cartAddItem, cartUpdateQuantity … without a refetch.
  Cart: { keyFields: [] },
  Money: { keyFields: false },
  CaratPrice: { keyFields: false },
  AuthPayload: { keyFields: false },
  SignupSuccess: { keyFields: false },
  FieldError: { keyFields: false },
};

/**
 * The Apollo cache of the browser and of a server render (app/ssr/entry-server.tsx): the same policies on
 * both sides, so the cache the server serialises into the page is read back the same way before hydrating.
 */
export function createShopCache(): InMemoryCache {
  // Apollo reads every answer back from its cache; without the possible types it cannot match a fragment
  // on an interface or union (`... on ErrorResult { message }`) and leaves those fields out.
  return new InMemoryCache({ typePolicies, possibleTypes: possibleTypesResult.possibleTypes });
}
