import { COUNTRIES, countryOf } from './countries';
import { COD_ONLY_IN_INDIA, STATE_NOT_LISTED, codRefusal, deliveryRegion } from './delivery-address';

const fieldErrors = (result: unknown) => (result as { fieldErrors?: unknown }).fieldErrors;

describe('delivery regions', () => {
  it('takes a rupee order to India with a state from the list, stored by its name', () => {
    expect(deliveryRegion('INR', { state: 'mh' })).toEqual({ state: 'Maharashtra', country: 'IN' });
    expect(deliveryRegion('INR', { state: 'Tamil  nadu', country: ' in ' })).toEqual({ state: 'Tamil Nadu', country: 'IN' });
    expect(fieldErrors(deliveryRegion('INR', { state: 'Bengaluru Urban' }))).toEqual([{ field: 'state', message: STATE_NOT_LISTED }]);
    expect(fieldErrors(deliveryRegion('INR', { state: 'Goa', country: 'US' }))).toEqual([
      { field: 'country', message: 'Orders in rupees are delivered in India only' },
    ]);
  });

  it('needs an ISO country for another currency and keeps its state as written, unless it is India', () => {
    expect(deliveryRegion('USD', { state: ' Texas ', country: 'us' })).toEqual({ state: 'Texas', country: 'US' });
    expect(deliveryRegion('USD', { state: 'ka', country: 'IN' })).toEqual({ state: 'Karnataka', country: 'IN' });
    expect(fieldErrors(deliveryRegion('USD', { state: 'Texas' }))).toEqual([
      { field: 'country', message: 'Choose the country to deliver to' },
    ]);
    expect(fieldErrors(deliveryRegion('USD', { state: 'Texas', country: 'XK' }))).toHaveLength(1);
  });

  it('offers cash on delivery in India only', () => {
    expect(codRefusal('IN', true)).toBeNull();
    expect(codRefusal('US', false)).toBeNull();
    expect(fieldErrors(codRefusal('US', true))).toEqual([{ field: 'paymentMethod', message: COD_ONLY_IN_INDIA }]);
    expect(fieldErrors(codRefusal(null, true))).toHaveLength(1);
  });

  it('knows the 249 assigned ISO 3166-1 codes by name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(countryOf('de')).toEqual({ code: 'DE', name: 'Germany' });
    expect(countryOf('UK')).toBeNull();
  });
});
