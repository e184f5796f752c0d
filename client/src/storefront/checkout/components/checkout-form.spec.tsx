import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import type { DeliveryRegions } from '../../../shared/address/delivery-regions';
import { initialCheckoutValues } from '../checkout-schema';
import type { OrderSummary } from '../order-summary';
import { CheckoutForm } from './checkout-form';
import type { PlacedOrder } from './order-placed';

const SUMMARY: OrderSummary = {
  lines: [
    {
      key: 'cart:7',
      cartItemId: 7,
      productId: 3,
      productCaratId: 11,
      name: 'Solitaire Ring',
      image: null,
      options: 'Rose Gold · 18K',
      quantity: 2,
      pieceMinor: 5_000_000,
      lineMinor: 10_000_000,
      available: true,
    },
  ],
  currencyCode: 'INR',
  subtotalMinor: 10_000_000,
  shippingMinor: 0,
  taxMinor: 0,
  totalMinor: 10_000_000,
  orderable: true,
};

// Each field of the address: its label, its name in createOrder's input, and what the shopper enters.
const FIELDS = {
  'First name': ['firstName', 'Asha'],
  'Last name': ['lastName', 'Rao'],
  Email: ['email', 'asha@example.com'],
  Phone: ['phone', '+91 98450 12345'],
  Address: ['address', '12 MG Road'],
  City: ['city', 'Bengaluru'],
  State: ['state', 'Karnataka'],
  'Zip code': ['zipCode', '560001'],
} as const;

const ADDRESS = Object.fromEntries(Object.entries(FIELDS).map(([label, [, value]]) => [label, value])) as Record<Label, string>;
/** The address as createOrder's input names it. */
const ADDRESS_INPUT = Object.fromEntries(Object.values(FIELDS));

type Label = keyof typeof FIELDS;

// By its label (a required field's label ends in MUI's ' *'): as quick as it gets in a form this size.
const field = (label: Label) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
/** The message shown under a field (its helper text, which the field names as its description). */
const messageUnder = (label: Label) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const REGIONS: DeliveryRegions = {
  states: [
    { value: 'Karnataka', label: 'Karnataka' },
    { value: 'Maharashtra', label: 'Maharashtra' },
  ],
  countries: [
    { value: 'IN', label: 'India' },
    { value: 'US', label: 'United States' },
  ],
};

function renderCheckout(
  answers: Parameters<typeof fakeApi>[0] = {},
  { summary = SUMMARY, regions = null }: { summary?: OrderSummary; regions?: DeliveryRegions | null } = {},
) {
  const placed: PlacedOrder[] = [];
  const api = fakeApi(answers);
  const rendered = renderInShop(
    <CheckoutForm
      summary={summary}
      contents={{ source: 'CART', cartItemIds: [7] }}
      defaultValues={initialCheckoutValues(null)}
      blockedReason={null}
      regions={regions}
      onPlaced={(order) => placed.push(order)}
      onPricesChanged={() => undefined}
    />,
    { api },
  );
  return { ...rendered, placed };
}

async function fillAddress(user: ReturnType<typeof renderCheckout>['user'], changes: Partial<Record<Label, string>> = {}) {
  for (const [label, value] of Object.entries({ ...ADDRESS, ...changes }) as [Label, string][]) {
    await user.clear(field(label));
    // Pasted rather than typed key by key: the same change events, a fraction of the time.
    if (value) await user.paste(value);
  }
}

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

describe('the checkout form', () => {
  it('sends nothing with empty required fields: each says so under itself, and the summary says it once', async () => {
    const { user, api } = renderCheckout();
    await user.click(placeOrder());

    expect(await screen.findByText('Please fill all required address fields')).toBeTruthy();
    expect(messageUnder('First name')).toBe('First name is required');
    expect(messageUnder('Phone')).toBe('Phone number is required');
    expect(messageUnder('Zip code')).toBe('Zip code is required');
    expect(field('Zip code').getAttribute('aria-invalid')).toBe('true');
    // The apartment is optional.
    expect(screen.getByLabelText('Apartment, suite, etc. (optional)').getAttribute('aria-invalid')).toBe('false');
    expect(api.callsOf('CheckoutCreateOrder')).toHaveLength(0);
  });

  it.each([
    { what: 'spaces alone as empty', changes: { City: '   ' }, message: 'City is required' },
    { what: 'an e-mail address that is not one', changes: { Email: 'asha@example' }, message: 'Please enter a valid email address' },
    // The lengths the server stores.
    {
      what: 'a phone number over 20 characters',
      changes: { Phone: '+91 98450 12345 67890' },
      message: 'Phone number must be at most 20 characters',
    },
    {
      what: 'a PIN/ZIP code over 20 characters',
      changes: { 'Zip code': '5600015600015600015600' },
      message: 'Zip code must be at most 20 characters',
    },
  ])('refuses $what, under the field, and sends nothing', async ({ changes, message }) => {
    const { user, api } = renderCheckout();
    await fillAddress(user, changes);
    await user.click(placeOrder());
    expect(await screen.findByText(message)).toBeTruthy();
    const [label] = Object.keys(changes) as Label[];
    expect(messageUnder(label)).toBe(message);
    expect(api.callsOf('CheckoutCreateOrder')).toHaveLength(0);
  });

  it('keeps the missing-fields summary for missing fields: an invalid e-mail is not one', async () => {
    const { user } = renderCheckout();
    await fillAddress(user, { Email: 'asha@example' });
    await user.click(placeOrder());
    await screen.findByText('Please enter a valid email address');
    expect(screen.queryByText('Please fill all required address fields')).toBeNull();
  });

  it('places the order with the trimmed address, the payment method and the total the shopper saw', async () => {
    const order = { __typename: 'Order', id: 41, trackingId: 'T41', currencyCode: 'INR', paymentMethod: 'COD', paymentStatus: 'PENDING' };
    const { user, api, placed } = renderCheckout({
      CheckoutCreateOrder: () => ({
        createOrder: {
          __typename: 'CreateOrderSuccess',
          replayed: false,
          order: {
            ...order,
            email: ADDRESS.Email,
            firstName: 'Asha',
            address: ADDRESS.Address,
            apartment: null,
            city: ADDRESS.City,
            state: ADDRESS.State,
            zipCode: ADDRESS['Zip code'],
            total: { __typename: 'Money', amount: 100000, currencyCode: 'INR', minorUnits: 10_000_000 },
          },
        },
      }),
    });
    await fillAddress(user, { City: '  Bengaluru ' });
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await user.click(placeOrder());

    await screen.findByRole('button', { name: 'Place Order' });
    expect(placed.map((o) => o.id)).toEqual([41]);
    const [call] = api.callsOf('CheckoutCreateOrder');
    expect(call?.variables.idempotencyKey).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(call?.variables.input).toEqual({
      ...ADDRESS_INPUT,
      apartment: null,
      country: 'IN',
      paymentMethod: 'COD',
      source: 'CART',
      cartItemIds: [7],
      expectedTotal: 100000,
    });
  });

  it("shows the server's refusal of a field under that field", async () => {
    const { user, placed } = renderCheckout({
      CheckoutCreateOrder: () => ({
        createOrder: {
          __typename: 'InputValidationError',
          errorCode: 'VALIDATION_ERROR',
          message: 'Invalid input',
          fieldErrors: [{ __typename: 'FieldError', field: 'phone', message: 'Phone must be a valid phone number' }],
        },
      }),
    });
    await fillAddress(user);
    await user.click(placeOrder());
    expect(await screen.findByText('Phone must be a valid phone number')).toBeTruthy();
    expect(messageUnder('Phone')).toBe('Phone must be a valid phone number');
    expect(within(screen.getByTestId('checkout-summary')).queryByRole('alert')).toBeNull();
    expect(placed).toHaveLength(0);
  });

  it('offers the state of a rupee order as a choice of India’s states and union territories, with cash on delivery', async () => {
    // Arrange
    const { user } = renderCheckout({}, { regions: REGIONS });
    // Act
    const state = screen.getByLabelText(/^State/, { selector: 'select' });
    await user.selectOptions(state, 'Maharashtra');
    // Assert
    expect((state as HTMLSelectElement).value).toBe('Maharashtra');
    expect(screen.queryByLabelText(/^Country/)).toBeNull();
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeTruthy();
  });

  it('asks a dollar order for its country; the state is a choice in India only, and cash on delivery too', async () => {
    // Arrange
    const { user, api } = renderCheckout({}, { summary: { ...SUMMARY, currencyCode: 'USD' }, regions: REGIONS });
    const country = screen.getByLabelText(/^Country/, { selector: 'select' });
    // Act: no country yet
    await fillAddress(user, { State: 'Texas' });
    await user.click(placeOrder());
    // Assert
    expect(await screen.findByText('Choose the country to deliver to')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
    expect(api.callsOf('CheckoutCreateOrder')).toHaveLength(0);
    // Act: India
    await user.selectOptions(country, 'IN');
    // Assert
    expect(screen.getByLabelText(/^State/, { selector: 'select' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeTruthy();
  });

  it('says what paying online takes in each currency, and warns a delivery abroad of import duties before paying', async () => {
    // Arrange + Act: a rupee order
    const rupees = renderCheckout({}, { regions: REGIONS });
    // Assert
    expect(screen.getByRole('radio', { name: /Pay online/ }).closest('label')?.textContent).toContain('Card, UPI or net banking');
    expect(screen.queryByTestId('checkout-duties-note')).toBeNull();
    // The summary says the tax once: prices include GST, no "Tax ₹0.00" row.
    expect(screen.queryByText('Tax')).toBeNull();
    expect(screen.getByTestId('checkout-tax').textContent).toBe('Prices include GST');
    rupees.unmount();

    // Arrange + Act: a dollar order to the United States
    const { user } = renderCheckout({}, { summary: { ...SUMMARY, currencyCode: 'USD' }, regions: REGIONS });
    await user.selectOptions(screen.getByLabelText(/^Country/, { selector: 'select' }), 'US');
    // Assert: card only, no cash on delivery, and the duties before paying
    const online = screen.getByRole('radio', { name: /Pay online/ }).closest('label')?.textContent ?? '';
    expect(online).toContain('Card on a secure payment page');
    expect(online).not.toMatch(/UPI|net banking/);
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
    expect(screen.getByTestId('checkout-duties-note').textContent).toMatch(/import duties and taxes of the destination country may apply/);
    // Act: the same dollar order delivered in India
    await user.selectOptions(screen.getByLabelText(/^Country/, { selector: 'select' }), 'IN');
    // Assert
    expect(screen.queryByTestId('checkout-duties-note')).toBeNull();
  });
});
