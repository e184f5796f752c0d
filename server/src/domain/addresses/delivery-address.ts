import type { InputValidationError } from '../common/error-results';
import { invalidField } from '../common/validation';
import { GST_CURRENCY } from '../tax/gst';
import { indianStateOf } from '../tax/indian-states';
import { INDIA, countryOf } from './countries';

// Shown under the field by the storefront and in a legacy client's `fieldErrors`, so each says what to do.
export const STATE_NOT_LISTED = 'Choose a state or union territory of India';
export const COUNTRY_REQUIRED = 'Choose the country to deliver to';
export const COUNTRY_NOT_LISTED = 'Choose a country from the list (a two-letter ISO code such as US)';
export const RUPEE_ORDERS_IN_INDIA = 'Orders in rupees are delivered in India only';
export const COD_ONLY_IN_INDIA = 'Cash on delivery is available only for delivery addresses in India';

/** Where an order is delivered, as stored: the state (canonical for India) and the ISO 3166-1 country code. */
export interface DeliveryRegion {
  state: string;
  country: string;
}

/**
 * The delivery region of a new order (checkout, a custom design request; docs/decisions.md#delivery-addresses).
 * A rupee order goes to India: its country is IN (another country is refused) and its state must be one of
 * India's states and union territories, named or coded in any case ("MH", " maharashtra"), stored by its name
 * ("Maharashtra"), so GST is split against the right state. An order in another currency names its country
 * (refused when missing or unknown); its state stays as written, unless the country is India, which takes the
 * list too.
 */
export function deliveryRegion(
  currencyCode: string,
  input: { state: string; country?: string | null },
): DeliveryRegion | InputValidationError {
  const countryText = input.country?.trim() || null;
  const country = countryText === null ? null : countryOf(countryText);
  if (countryText !== null && !country) return invalidField('country', COUNTRY_NOT_LISTED);
  const rupees = currencyCode === GST_CURRENCY;
  if (rupees && country && country.code !== INDIA) return invalidField('country', RUPEE_ORDERS_IN_INDIA);
  if (!rupees && !country) return invalidField('country', COUNTRY_REQUIRED);
  const code = country?.code ?? INDIA;
  if (code !== INDIA) return { state: input.state.trim(), country: code };
  const state = indianStateOf(input.state);
  return state ? { state: state.name, country: INDIA } : invalidField('state', STATE_NOT_LISTED);
}

/** Cash is collected at the door by the shop's Indian couriers only: a COD order elsewhere is refused. */
export const codRefusal = (country: string | null, cod: boolean): InputValidationError | null =>
  cod && country !== INDIA ? invalidField('paymentMethod', COD_ONLY_IN_INDIA) : null;
