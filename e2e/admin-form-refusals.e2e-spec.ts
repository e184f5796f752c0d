import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CUSTOMER_PASSWORD, INR_CUSTOMER_EMAIL } from '../server/test/support/test-server';
import { type Journey, type ViewportName, journey, useShop } from './harness/shop';
import { AdminShell } from './pages/admin.page';
import { AdminOrdersPage } from './pages/payment.page';

// Issue 16, items 7 and 8, in Chromium on a desktop and a phone: a price typed as -10 is refused next to
// the field (on edit and on create) and nothing is saved; a text file renamed fake.png is not added as a
// colour picture; a picture over 5 MB is refused by the slider before any upload request leaves the page.

const VIEWPORTS: readonly ViewportName[] = ['desktop', 'phone'];
// A 1 × 1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FAKE_PNG = Buffer.from('Just some text that claims to be a picture.\n');

interface Lookups {
  metalTypes: { id: number; name: string }[];
  carats: { id: number; value: number; multiplier: number; metalTypeId: number }[];
  subcategories: { id: number; name: string }[];
  currencies: { id: number; code: string }[];
}
type StoredPrices = [string, number, boolean][][];

/** The saves (mutations by operation name) the page sent to /graphql, and every multipart upload; not the session's. */
function watchSaves(page: Page, names: readonly string[]): { sent: string[] } {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    if ((request.headers()['content-type'] ?? '').startsWith('multipart/form-data')) sent.push('multipart upload');
    const name = /mutation\s+(\w+)/.exec(request.postData() ?? '')?.[1];
    if (name && names.includes(name)) sent.push(name);
  });
  return { sent };
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.getByRole('combobox').click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

describe('back-office forms refuse bad values before sending, in Chromium', () => {
  const shop = useShop();
  let admin = '';
  const gql = async <T = any>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    if (!admin) admin = (await shop.api.session(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
    return shop.api.gql<T>(query, variables, admin);
  };
  const lookups = () =>
    gql<Lookups>('{ metalTypes { id name } carats { id value multiplier metalTypeId } subcategories { id name } currencies { id code } }');
  const storedPrices = async (id: number): Promise<StoredPrices> =>
    (
      await gql<{ adminProduct: { carats: { prices: { currencyCode: string; isManual: boolean; price: { minorUnits: number } }[] }[] } }>(
        'query ($id: Int!) { adminProduct(id: $id) { carats { prices { currencyCode isManual price { minorUnits } } } } }',
        { id },
      )
    ).adminProduct.carats.map((carat) => carat.prices.map((p) => [p.currencyCode, p.price.minorUnits, p.isManual]));
  const productsNamed = async (name: string) =>
    (
      await gql<{ adminProducts: { items: { name: string }[] } }>(
        'query ($s: String) { adminProducts(first: 10, search: $s) { items { name } } }',
        {
          s: name,
        },
      )
    ).adminProducts.items.filter((item) => item.name === name);

  journey(
    shop,
    'a Manual price typed as -10 is refused next to the field, on edit and on create, and nothing is saved',
    async (j: Journey) => {
      // Arrange: a gold ring with a carat whose INR and USD prices were typed by hand.
      const card = await lookups();
      const gold = card.metalTypes.find((metal) => metal.name === 'Gold')!;
      const carat = card.carats.filter((c) => c.metalTypeId === gold.id).sort((a, b) => b.value - a.value)[0];
      const [inr, usd] = ['INR', 'USD'].map((code) => card.currencies.find((c) => c.code === code)!);
      const created = await gql<{ createProduct: { id: number } }>(
        'mutation ($input: ProductInput!) { createProduct(input: $input) { ... on AdminProduct { id } } }',
        {
          input: {
            name: `E2E Refusal Ring ${j.viewport}`,
            description: 'Its prices were typed by hand.',
            weightInGrams: 3.5,
            metalTypeId: gold.id,
            subcategoryId: card.subcategories[0].id,
            carats: [
              {
                caratId: carat.id,
                prices: [
                  { currencyId: inr.id, manual: true, price: 50000, stoneCharge: 0, labourCharge: 0 },
                  { currencyId: usd.id, manual: true, price: 650, stoneCharge: 0, labourCharge: 0 },
                ],
              },
            ],
          },
        },
      );
      const id = created.createProduct.id;
      const before = await storedPrices(id);
      expect(before).toEqual([
        [
          ['INR', 5_000_000, true],
          ['USD', 65_000, true],
        ],
      ]);
      const shell = new AdminShell(j.page);
      const mutations = watchSaves(j.page, ['ProductsUpdate', 'ProductsCreate']);
      const form = j.page.getByTestId('products-form');
      const usdRow = form.getByTestId('products-carat-row').first().locator('[data-currency="USD"]');

      // Act: edit, type -10 in the USD price (it turns Manual) and save.
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.goto(`/admin/products?edit=${id}`);
      await j.page.locator('[data-testid="products-form"][data-mode="edit"]').waitFor();
      await usdRow.getByTestId('products-price-USD').fill('-10');
      await expect(usdRow.getByTestId('products-mode-USD').innerText()).resolves.toBe('Manual');
      await form.getByTestId('products-save').click();

      // Assert: the message under that price, the form still editing, no save sent, the stored prices unchanged.
      await usdRow.locator('.MuiFormHelperText-root').filter({ hasText: 'Price cannot be negative' }).waitFor();
      await expect(usdRow.getByTestId('products-price-USD').getAttribute('aria-invalid')).resolves.toBe('true');
      await j.screenshot('admin-product-negative-price', { fullPage: true });
      await expect(form.getAttribute('data-mode')).resolves.toBe('edit');
      expect(mutations.sent).toEqual([]);
      expect(await storedPrices(id)).toEqual(before);

      // Act: a new product with the same mistake.
      await form.getByTestId('products-cancel').click();
      // On a phone Cancel closes the form; it opens again from Add product (issue 30, item 7).
      if (j.viewport === 'phone') await j.page.getByTestId('products-add-open').click();
      await j.page.locator('[data-testid="products-form"][data-mode="add"]').waitFor();
      const name = `E2E Refused New Ring ${j.viewport}`;
      await form.getByTestId('products-name').fill(name);
      await form.getByTestId('products-description').fill('Typed with a negative price.');
      await form.getByTestId('products-weight').fill('2.5');
      await choose(j.page, form.getByTestId('products-metal'), gold.name);
      await choose(j.page, form.getByTestId('products-subcategory'), card.subcategories[0].name);
      await form.getByTestId('products-add-carat').click();
      await choose(
        j.page,
        form.getByTestId('products-carat-row').first().getByTestId('products-carat-select'),
        `${carat.value}K (× ${carat.multiplier})`,
      );
      await usdRow.getByTestId('products-price-USD').fill('-10');
      await form.getByTestId('products-save').click();

      // Assert: the same message, nothing sent, no such product.
      await usdRow.locator('.MuiFormHelperText-root').filter({ hasText: 'Price cannot be negative' }).waitFor();
      await expect(form.getAttribute('data-mode')).resolves.toBe('add');
      expect(mutations.sent).toEqual([]);
      expect(await productsNamed(name)).toEqual([]);
    },
    { viewports: VIEWPORTS, timeout: 90_000 },
  );

  journey(
    shop,
    'a text file renamed fake.png is not added as a colour picture, with a message in the row; a real picture is',
    async (j: Journey) => {
      const shell = new AdminShell(j.page);
      const form = j.page.getByTestId('products-form');
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.goto('/admin/products');
      if (j.viewport === 'phone') await j.page.getByTestId('products-add-open').click();
      await form.getByTestId('products-add-color').click();
      const row = form.getByTestId('products-color-row').first();

      // Act: the browser calls it image/png, from its name.
      await row.getByTestId('products-color-files').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: FAKE_PNG });

      // Assert: refused in the row, no picture added.
      await row.getByTestId('products-color-error').filter({ hasText: 'fake.png was not added. The file is not an image' }).waitFor();
      await expect(row.getByTestId('products-image').count()).resolves.toBe(0);
      await j.screenshot('admin-product-fake-picture');

      // A real PNG is added, and the message goes.
      await row.getByTestId('products-color-files').setInputFiles({ name: 'real.png', mimeType: 'image/png', buffer: PNG });
      await row.getByTestId('products-image').waitFor();
      await row.getByTestId('products-color-error').waitFor({ state: 'detached' });
      await expect(row.getByTestId('products-image').count()).resolves.toBe(1);
    },
    { viewports: VIEWPORTS },
  );

  journey(
    shop,
    'a text past its limit is refused under the field, not cut: a 10,000-character product name, a currency code EURO',
    async (j: Journey) => {
      const shell = new AdminShell(j.page);
      const mutations = watchSaves(j.page, ['ProductsCreate', 'CatalogueCurrencyCreate']);
      const form = j.page.getByTestId('products-form');
      const name = form.getByTestId('products-name');
      const long = 'N'.repeat(10_000);
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.goto('/admin/products');
      await name.waitFor();
      const nameField = form.locator('.MuiFormControl-root').filter({ has: j.page.getByTestId('products-name') });
      // The limit is shown before anything is typed.
      await expect(nameField.locator('.MuiFormHelperText-root').innerText()).resolves.toContain('0 / 200');

      // Act: the whole text goes in (nothing cut), and Add product is pressed.
      await name.fill(long);
      await expect(name.inputValue()).resolves.toHaveLength(10_000);
      await form.getByTestId('products-save').click();

      // Assert: the message under the name, nothing sent, the text still whole.
      await nameField.locator('.MuiFormHelperText-root').filter({ hasText: 'Name must be at most 200 characters' }).waitFor();
      await expect(name.inputValue()).resolves.toHaveLength(10_000);
      expect(mutations.sent).toEqual([]);

      // A currency code of four letters stays four letters and is refused.
      await j.goto('/admin/currencies');
      const code = j.page.locator('input[name="code"]');
      await code.fill('EURO');
      await expect(code.inputValue()).resolves.toBe('EURO');
      await code.press('Enter');
      const codeField = j.page.locator('.MuiFormControl-root').filter({ has: code });
      await codeField.locator('.MuiFormHelperText-root').filter({ hasText: 'Currency code must be' }).waitFor();
      await expect(code.getAttribute('aria-invalid')).resolves.toBe('true');
      expect(mutations.sent).toEqual([]);
    },
    { viewports: ['desktop'] },
  );

  journey(
    shop,
    "an order's note and the Ship dialog's tracking number past their limits stay whole and are refused under the field",
    async (j: Journey) => {
      // Arrange: a placed order of the seeded rupee customer.
      const customer = await shop.api.session(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
      const [product] = await shop.api.newArrivals(1, 'INR');
      const { id: orderId } = await shop.api.placeBuyNowOrder(customer.token, {
        productId: product.id,
        productCaratId: product.price!.productCaratId,
        quantity: 1,
      });
      const mutations = watchSaves(j.page, ['OrdersAddNote', 'OrdersShip']);
      await new AdminShell(j.page).logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await new AdminOrdersPage(j.page).open(j.shop.url, orderId);
      const details = j.page.getByTestId('order-details');
      // The message or counter under the input of that test id (a `has` locator is relative to the field).
      const helperOf = (testId: string) =>
        j.page
          .locator('.MuiFormControl-root')
          .filter({ has: j.page.getByTestId(testId) })
          .locator('.MuiFormHelperText-root');

      // The note: its limit shown before typing; 600 characters pasted go in whole and are refused, nothing sent.
      const note = details.getByTestId('order-note-input');
      await expect(helperOf('order-note-input').innerText()).resolves.toContain('0 / 500');
      await note.fill('N'.repeat(600));
      await expect(note.inputValue()).resolves.toHaveLength(600);
      await expect(helperOf('order-note-input').innerText()).resolves.toContain('600 / 500');
      await details.getByTestId('order-note-add').click();
      await helperOf('order-note-input').filter({ hasText: 'Note must be at most 500 characters' }).waitFor();
      await expect(note.inputValue()).resolves.toHaveLength(600);

      // The Ship dialog's tracking number: 80 characters stay 80 and are refused; the dialog stays open.
      await details.getByTestId('order-action-ship').click();
      const ship = j.page.getByTestId('order-ship-dialog');
      const tracking = ship.getByTestId('order-ship-tracking');
      await expect(helperOf('order-ship-tracking').innerText()).resolves.toBe('0 / 60');
      await ship.getByTestId('order-ship-courier').click();
      await j.page.getByRole('option', { name: 'Blue Dart' }).click();
      await tracking.fill('T'.repeat(80));
      await expect(tracking.inputValue()).resolves.toHaveLength(80);
      await ship.getByTestId('order-ship-confirm').click();
      await helperOf('order-ship-tracking').filter({ hasText: 'Tracking number must be at most 60 characters' }).waitFor();
      await expect(tracking.inputValue()).resolves.toHaveLength(80);
      expect(mutations.sent).toEqual([]);
    },
    { viewports: ['desktop'] },
  );

  journey(
    shop,
    'the slider refuses a picture over 5 MB in the browser: no upload request leaves the page',
    async (j: Journey) => {
      const slides = async () => (await gql<{ sliderImages: { id: number }[] }>('{ sliderImages { id } }')).sliderImages;
      const before = await slides();
      const shell = new AdminShell(j.page);
      const mutations = watchSaves(j.page, ['SliderAdminCreate']);
      // A real PNG's first bytes, padded to 6 MB; from the disk, as a picked file is (a 6 MB buffer would
      // cross the DevTools protocol in base64, which takes longer than the whole journey).
      const big = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-slider-')), 'panorama.png');
      writeFileSync(big, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024 - PNG.length)]));
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.goto('/admin/slider');
      await j.page.getByTestId('slider-upload').waitFor();

      // Act: choose it, then press Upload anyway.
      await j.page.getByTestId('slider-file').setInputFiles(big);
      const error = j.page.getByTestId('slider-upload-error').filter({ hasText: 'The image must be at most 5 MB' });
      await error.waitFor();
      await j.page.getByTestId('slider-upload-submit').click();

      // Assert: still refused in plain words; no progress, nothing sent, nothing stored.
      await error.waitFor();
      await expect(j.page.getByTestId('slider-progress').count()).resolves.toBe(0);
      await j.screenshot('admin-slider-too-large');
      expect(mutations.sent).toEqual([]);
      expect(await slides()).toEqual(before);
      rmSync(path.dirname(big), { recursive: true, force: true });
    },
    { viewports: VIEWPORTS },
  );
});
