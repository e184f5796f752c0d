import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import { screenshot } from './harness/browser';
import { recordToasts } from './harness/toasts';
import { type Journey, VIEWPORTS, gotoHydrated, journey, useShop } from './harness/shop';
import { AdminShell } from './pages/admin.page';

// Issue 28, items 8, 10 and 11 in Chromium (docs/decisions.md#no-lost-updates): two administrators open one
// product in two browsers. The first renames it and saves; the second changes the description and saves
// from the version it opened: the form says "This was changed by someone else since you opened it" and
// writes nothing; Reload loads the stored product and shows the name the first admin gave. Saving then
// keeps the rate-card (Auto) price Auto although the form shows it as Manual, and a price of 0 is refused.

interface StoredProduct {
  name: string;
  description: string;
  version: number;
  carats: { prices: { currencyCode: string; isManual: boolean }[] }[];
}

describe('two administrators editing one product in Chromium', () => {
  const shop = useShop();
  let admin = '';
  const gql = async <T = any>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    if (!admin) admin = (await shop.api.session(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
    return shop.api.gql<T>(query, variables, admin);
  };
  const stored = async (id: number) =>
    (
      await gql<{ adminProduct: StoredProduct }>(
        'query ($id: Int!) { adminProduct(id: $id) { name description version carats { prices { currencyCode isManual } } } }',
        { id },
      )
    ).adminProduct;

  journey(
    shop,
    'the second save is refused with the message, Reload shows the first admin’s change, and the Auto price stays Auto',
    async (j: Journey) => {
      // Arrange: a gold ring whose rupee price is on the rate card (Auto)
      const card = await gql<{
        metalTypes: { id: number; name: string }[];
        carats: { id: number; metalTypeId: number }[];
        subcategories: { id: number }[];
        currencies: { id: number; code: string }[];
      }>('{ metalTypes { id name } carats { id metalTypeId } subcategories { id } currencies { id code } }');
      const gold = card.metalTypes.find((metal) => metal.name === 'Gold')!;
      const inr = card.currencies.find((currency) => currency.code === 'INR')!;
      const created = await gql<{ createProduct: { id: number } }>(
        'mutation ($input: ProductInput!) { createProduct(input: $input) { ... on AdminProduct { id } } }',
        {
          input: {
            name: `E2E Shared Ring ${j.viewport}`,
            description: 'Opened by two administrators.',
            weightInGrams: 2.5,
            metalTypeId: gold.id,
            subcategoryId: card.subcategories[0].id,
            carats: [
              {
                caratId: card.carats.find((carat) => carat.metalTypeId === gold.id)!.id,
                prices: [{ currencyId: inr.id, manual: false, stoneCharge: 100, labourCharge: 50 }],
              },
            ],
          },
        },
      );
      const id = created.createProduct.id;
      const inrAuto = async () =>
        (await stored(id)).carats[0].prices.filter((price) => price.currencyCode === 'INR').map((price) => price.isManual);
      expect(await inrAuto()).toEqual([false]);

      // Both admins open the product, each in a browser of their own.
      const other = await j.shop.browser.newContext({ ...VIEWPORTS[j.viewport], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
      other.setDefaultTimeout(10_000);
      await recordToasts(other);
      const second = await other.newPage();
      try {
        const open = async (shell: AdminShell, page: typeof j.page) => {
          await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
          await gotoHydrated(page, `${j.shop.url}/admin/products?edit=${id}`);
          await page.locator('[data-testid="products-form"][data-mode="edit"]').waitFor();
          return page.getByTestId('products-form');
        };
        const firstShell = new AdminShell(j.page);
        const firstForm = await open(firstShell, j.page);
        const secondForm = await open(new AdminShell(second), second);
        await expect(secondForm.getByTestId('products-name').inputValue()).resolves.toBe(`E2E Shared Ring ${j.viewport}`);

        // Act: the first renames and saves
        await firstForm.getByTestId('products-name').fill(`E2E Renamed Ring ${j.viewport}`);
        await firstForm.getByTestId('products-save').click();
        await firstShell.toastShown('Product updated');

        // Act: the second, still on the version it opened, changes the description and saves
        await secondForm.getByTestId('products-description').fill('Described by the second admin.');
        await secondForm.getByTestId('products-save').click();

        // Assert: the message, nothing written, the second admin's typing still in the form
        const notice = secondForm.getByTestId('products-form-stale');
        await notice.waitFor();
        await expect(notice.innerText()).resolves.toContain('This was changed by someone else since you opened it');
        await expect(secondForm.getByTestId('products-description').inputValue()).resolves.toBe('Described by the second admin.');
        expect(await stored(id)).toMatchObject({ name: `E2E Renamed Ring ${j.viewport}`, description: 'Opened by two administrators.' });

        // Act: Reload
        await secondForm.getByTestId('products-form-stale-reload').click();

        // Assert: what changed is shown, and the form now holds the stored product
        const changes = secondForm.getByTestId('products-form-stale-changes');
        await changes.waitFor();
        const nameChange = changes.locator('[data-field="name"]');
        await expect(nameChange.innerText()).resolves.toBe(`Name: “E2E Shared Ring ${j.viewport}” → “E2E Renamed Ring ${j.viewport}”`);
        // …and the second admin's own unsaved description, which the reload replaced
        await expect(changes.locator('[data-field="description"]').innerText()).resolves.toBe(
          'Description: your unsaved “Described by the second admin.” was not saved (stored: “Opened by two administrators.”)',
        );
        await expect(secondForm.getByTestId('products-name').inputValue()).resolves.toBe(`E2E Renamed Ring ${j.viewport}`);
        await expect(secondForm.getByTestId('products-description').inputValue()).resolves.toBe('Opened by two administrators.');
        await screenshot(second, `admin-product-stale-reloaded-${j.viewport}`, { fullPage: false });

        // Item 10: a price of 0 is refused under its field, before anything is sent
        const inrRow = secondForm.getByTestId('products-carat-row').first().locator('[data-currency="INR"]');
        const typedPrice = await inrRow.getByTestId('products-price-INR').inputValue();
        await inrRow.getByTestId('products-price-INR').fill('0');
        await secondForm.getByTestId('products-save').click();
        await inrRow.locator('.MuiFormHelperText-root').filter({ hasText: 'Price must be greater than 0' }).waitFor();
        await inrRow.getByTestId('products-price-INR').fill(typedPrice);

        // Act: the second admin applies the description again and saves from the reloaded version
        await secondForm.getByTestId('products-description').fill('Described by the second admin.');
        await secondForm.getByTestId('products-save').click();
        await second.locator('[data-testid="products-form"][data-mode="add"]').waitFor();

        // Assert: both changes are stored, and the rupee price (shown as Manual, amount untouched) is still Auto (item 11)
        expect(await stored(id)).toMatchObject({
          name: `E2E Renamed Ring ${j.viewport}`,
          description: 'Described by the second admin.',
          version: 3,
        });
        expect(await inrAuto()).toEqual([false]);
      } finally {
        await other.close();
      }
    },
    { viewports: ['desktop'], timeout: 120_000 },
  );
});
