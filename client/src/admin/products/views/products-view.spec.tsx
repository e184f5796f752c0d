import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { ProductsView } from './products-view';

// Gold at ₹6,000 a gram with 18K (× 0.75) and 14K (× 0.585); prices in INR and USD (₹1 = $0.012).
const LOOKUPS = {
  metalTypes: [{ __typename: 'MetalType', id: 1, name: 'Gold', baseRatePerGram: 6000 }],
  carats: [
    { __typename: 'Carat', id: 10, value: 18, multiplier: 0.75, metalTypeId: 1 },
    { __typename: 'Carat', id: 11, value: 14, multiplier: 0.585, metalTypeId: 1 },
  ],
  subcategories: [{ __typename: 'Subcategory', id: 5, name: 'Solitaire Rings' }],
  colors: [{ __typename: 'Color', id: 2, name: 'Rose Gold' }],
  sizes: [{ __typename: 'Size', id: 3, name: '12' }],
  currencies: [
    { __typename: 'Currency', id: 1, code: 'INR', conversionRateToINR: 1 },
    { __typename: 'Currency', id: 2, code: 'USD', conversionRateToINR: 0.012 },
  ],
};

function renderProductsPage() {
  const api = fakeApi({
    ProductsFormLookups: () => LOOKUPS,
    ProductsList: () => ({ adminProducts: { __typename: 'AdminProductList', totalCount: 0, items: [] } }),
  });
  return renderInShop(<ProductsView />, { url: '/admin/products', api });
}

type User = ReturnType<typeof renderProductsPage>['user'];

/** Replaces a field's text at once (pasted: one change, as typing ends with, in a fraction of the time). */
async function enter(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The products page with a new 10 g gold product of one 18K carat row: the rows' prices start from the rate card. */
async function tenGramGoldRingIn18K() {
  const { user } = renderProductsPage();
  const form = await screen.findByRole('form', { name: 'Add product' });
  await enter(user, weight(), '10');
  await choose(user, 'Metal Type', 'Gold');
  await user.click(within(form).getByText('Add carat'));
  await choose(user, 'Carat', /^18K/);
  return user;
}

// Fields by their labels (getByLabelText): role queries are slow in a form this size.
const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const weight = () => field(/^Weight/);
const amount = (label: string) => field(label).value;
const mode = (code: string) => screen.getByTestId(`products-mode-${code}`).textContent;

describe('the Auto/Manual prices of the product form', () => {
  it('prices Auto rows from the rate card: base rate × carat multiplier × weight × currency rate', async () => {
    const user = await tenGramGoldRingIn18K();
    expect(amount('Price INR 18K')).toBe('45000.00');
    expect(amount('Price USD 18K')).toBe('540.00');
    expect([mode('INR'), mode('USD')]).toEqual(['Auto', 'Auto']);

    // Auto prices follow the weight (and the metal and carat).
    await enter(user, weight(), '2.5');
    expect(amount('Price INR 18K')).toBe('11250.00');
    expect(amount('Price USD 18K')).toBe('135.00');
  });

  it('makes a typed price Manual, which the rate card then leaves alone', async () => {
    const user = await tenGramGoldRingIn18K();
    await enter(user, field('Price INR 18K'), '39999');
    expect(mode('INR')).toBe('Manual');
    expect(mode('USD')).toBe('Auto');

    await user.type(weight(), '0');
    expect(amount('Price INR 18K')).toBe('39999');
    expect(amount('Price USD 18K')).toBe('5400.00');
  });

  it('hands a Manual price back to the rate card with ⟳, and every one with All to Auto', async () => {
    const user = await tenGramGoldRingIn18K();
    await user.type(field('Price INR 18K'), '1');
    await user.type(field('Price USD 18K'), '1');
    expect([mode('INR'), mode('USD')]).toEqual(['Manual', 'Manual']);

    await user.click(screen.getByRole('button', { name: 'Use the rate card for INR 18K' }));
    expect(mode('INR')).toBe('Auto');
    expect(amount('Price INR 18K')).toBe('45000.00');
    expect(amount('Price USD 18K')).toBe('540.001');

    await user.click(screen.getByText('All to Auto'));
    expect(mode('USD')).toBe('Auto');
    expect(amount('Price USD 18K')).toBe('540.00');
    expect(screen.queryByText('All to Auto')).toBeNull();
  });

  it('carries Auto charges in INR over to the other currencies, converted', async () => {
    const user = await tenGramGoldRingIn18K();
    await enter(user, field('Labour charge INR 18K'), '2500');
    expect(amount('Labour charge USD 18K')).toBe('30.00');
    expect(mode('USD')).toBe('Auto');
  });
});
