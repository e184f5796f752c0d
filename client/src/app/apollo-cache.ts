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
  // A price is one value however many queries ask for it, with more or fewer of its fields: a new answer adds
  // its fields to the cached price instead of replacing it. Replaced, the header's suggestions (total without
  // its carat or minor units) emptied a search listing's cards as that page hydrated: its skeleton was drawn
  // over the server's HTML (React #418) and the listing asked again.
  Money: { keyFields: false, merge: true },
  CaratPrice: { keyFields: false, merge: true },
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
