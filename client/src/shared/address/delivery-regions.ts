import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { FieldOption } from '../forms/form-text-field';
import { DeliveryRegionsDocument } from './delivery-regions.generated';

/** India's ISO code: the country of every rupee order, and the only one where cash on delivery is offered. */
export const INDIA = 'IN';

/** What the server answers for a state outside the list; the select offers only the list, so it is rare. */
export const STATE_NOT_LISTED = 'Choose a state or union territory of India';
export const COUNTRY_REQUIRED = 'Choose the country to deliver to';

/** The choices of the address selects: each state by name (what an order stores), each country by its ISO code. */
export interface DeliveryRegions {
  states: FieldOption[];
  countries: FieldOption[];
}

/**
 * The lists, once loaded (they never change while the page is open); null while loading or when the request
 * failed, and then the form falls back to typing the state and country (the server still checks them).
 */
export function useDeliveryRegions(): { regions: DeliveryRegions | null; settled: boolean } {
  const { data, loading } = useQuery(DeliveryRegionsDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const regions = useMemo<DeliveryRegions | null>(
    () =>
      data?.indianStates && data.deliveryCountries
        ? {
            states: data.indianStates.map((state) => ({ value: state.name, label: state.name })),
            countries: data.deliveryCountries.map((country) => ({ value: country.code, label: country.name })),
          }
        : null,
    [data],
  );
  return { regions, settled: data !== undefined || !loading };
}

/** A stored state as the select can show it: an older order's free text outside the list starts the select empty. */
export const listedState = (regions: DeliveryRegions | null, state: string): string =>
  !regions || regions.states.some((option) => option.value === state) ? state : '';
