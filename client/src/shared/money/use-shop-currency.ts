import { useQuery } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import { StoreCurrenciesDocument } from './currency.generated';
import type { StoreCurrenciesQuery } from './currency.generated';
import { useAuth } from '../auth/auth-context';
import { getGuestCurrencySnapshot, setGuestCurrency, subscribeToGuestCurrency } from './currency-preference';
import { DEFAULT_CURRENCY_CODE } from './format-money';
import { useSsrHints } from '../ssr/ssr-hints';

export type StoreCurrency = StoreCurrenciesQuery['storeCurrencies'][number];

export interface ShopCurrency {
  /**
   * The ISO code to pass as the `currencyCode` variable of every price field. Undefined only for a
   * signed-in session stored before codes were kept, until the session check fills it in: the API
   * then prices in the account currency on its own. Format amounts with the `currencyCode` of the
   * Money the API answers, never with this value.
   */
  currencyCode: string | undefined;
  /** Every currency the shop prices in, from the API (empty until it answers). */
  currencies: readonly StoreCurrency[];
  /** Guests may switch; a signed-in shopper always sees the account currency. */
  canChoose: boolean;
  /** Remembers a guest's choice (localStorage); ignored for signed-in shoppers. */
  setCurrency: (code: string) => void;
}

const ignore = () => undefined;

/**
 * The currency prices are shown in: the signed-in account's, else the guest's choice, else INR (the
 * API's default). Use it in every view that queries prices:
 *
 *   const { currencyCode } = useShopCurrency();
 *   useQuery(ProductListDocument, { variables: { currencyCode, … } });
 */
export function useShopCurrency(): ShopCurrency {
  const { user } = useAuth();
  // A server render priced in the currency of the cookie (shared/ssr/browser-cookies.ts): hydrating starts from it.
  const { currency: renderedCurrency } = useSsrHints();
  const serverSnapshot = useCallback(() => renderedCurrency, [renderedCurrency]);
  const guestChoice = useSyncExternalStore(subscribeToGuestCurrency, getGuestCurrencySnapshot, serverSnapshot);
  // One request per page load: every caller reads the cached list.
  const { data } = useQuery(StoreCurrenciesDocument, { fetchPolicy: 'cache-first' });
  const currencies = data?.storeCurrencies ?? [];

  if (user) {
    const code = user.currencyCode ?? currencies.find((currency) => currency.id === user.currency_id)?.code;
    return { currencyCode: code, currencies, canChoose: false, setCurrency: ignore };
  }
  // A remembered code the shop no longer offers falls back to the default once the list is known.
  const offered = guestChoice !== null && (!data || currencies.some((currency) => currency.code === guestChoice));
  return { currencyCode: offered ? guestChoice : DEFAULT_CURRENCY_CODE, currencies, canChoose: true, setCurrency: setGuestCurrency };
}
