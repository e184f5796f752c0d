import type { Locator, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import { formatPrice } from './harness/api';
import { screenshot } from './harness/browser';
import { watchForProblems } from './harness/problems';
import { ADMIN_VIEWPORTS, type Journey, VIEWPORTS, journey, useShop } from './harness/shop';
import { AdminProductsTable, AdminResourcePage, AdminShell, OperationLog } from './pages/admin.page';
import { ProductPage } from './pages/product.page';

// The back-office products page (issue 9, item 7) in Chromium at desktop and tablet sizes: the admin adds
// a product with two colours (a picture each) and two carats priced from the rate card, the storefront
// shows the rate-card price, the admin types a price by hand, and the storefront shows that one; then the
// admin raises gold's base rate and the storefront shows the other carat re-priced, the typed one unchanged.
// Every expected figure is computed here from the API's rate card, not by the client's pricing module.

// A 1 × 1 PNG for the colour pictures.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const WEIGHT = '3.457';

interface RateCard {
  metalTypes: { id: number; name: string; baseRatePerGram: number }[];
  carats: { id: number; value: number; multiplier: number; metalTypeId: number }[];
  subcategories: { id: number; name: string }[];
  colors: { id: number; name: string }[];
  currencies: { id: number; code: string; conversionRateToINR: number }[];
}
interface SavedPrice {
  currencyCode: string;
  isManual: boolean;
  price: { minorUnits: number };
  stoneCharge: { minorUnits: number };
  labourCharge: { minorUnits: number };
}
interface SavedProduct {
  id: number;
  colors: { colorId: number; images: { url: string }[] }[];
  carats: { caratId: number; purity: string; prices: SavedPrice[] }[];
}

/** What one piece costs as the storefront shows it: the metal price plus the charges the API reports. */
const pieceMinor = (entry: SavedPrice) => entry.price.minorUnits + entry.stoneCharge.minorUnits + entry.labourCharge.minorUnits;

/** A decimal as an integer and its scale, from the API's number. */
function scaled(value: number): [bigint, number] {
  const [whole, fraction = ''] = String(value).split('.');
  return [BigInt(whole + fraction), fraction.length];
}

/** base rate × multiplier × weight × (rate ÷ INR rate) in minor units, half up, with integers only. */
function rateCardMinor(rate: number, multiplier: number, weight: string, currencyRate: number, inrRate: number): number {
  const factors = [rate, multiplier, Number(weight), currencyRate].map(scaled);
  const [inrDigits, inrScale] = scaled(inrRate);
  const numerator = factors.reduce((product, [digits]) => product * digits, 100n) * 10n ** BigInt(inrScale);
  const denominator = inrDigits * 10n ** BigInt(factors.reduce((sum, [, scale]) => sum + scale, 0));
  return Number((2n * numerator + denominator) / (2n * denominator));
}

const minorText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.getByRole('combobox').click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

describe('back-office products in Chromium', () => {
  const shop = useShop();
  let admin = '';
  const gql = async <T = any>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    if (!admin) admin = (await shop.api.session(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
    return shop.api.gql<T>(query, variables, admin);
  };

  journey(
    shop,
    'the admin adds a product with two colours and two auto-priced carats, then prices one by hand; the storefront follows',
    async (j: Journey) => {
      // Arrange: the rate card as the API has it, gold and two of its carats, two colours.
      const card = await gql<RateCard>(
        '{ metalTypes { id name baseRatePerGram } carats { id value multiplier metalTypeId } subcategories { id name } colors { id name } currencies { id code conversionRateToINR } }',
      );
      const gold = card.metalTypes.find((metal) => metal.name === 'Gold')!;
      const [first, second] = card.carats.filter((carat) => carat.metalTypeId === gold.id).sort((a, b) => b.value - a.value);
      const [colourA, colourB] = card.colors;
      const subcategory = card.subcategories[0];
      const inr = card.currencies.find((currency) => currency.code === 'INR')!;
      expect([first, second, colourA, colourB, subcategory].every(Boolean)).toBe(true);
      const inrPrice = (carat: { multiplier: number }) =>
        rateCardMinor(gold.baseRatePerGram, carat.multiplier, WEIGHT, inr.conversionRateToINR, inr.conversionRateToINR);
      // Another metal's product, made before the ring, so that no column's order is the newest-first one.
      const platinum = card.metalTypes.find((metal) => metal.name !== gold.name)!;
      const other = await gql<{ createProduct: { __typename: string } }>(
        'mutation ($input: ProductInput!) { createProduct(input: $input) { __typename } }',
        {
          input: {
            name: `E2E ${platinum.name} Bar ${j.viewport}`,
            description: 'A bar of another metal, for the sorts.',
            weightInGrams: 1.5,
            metalTypeId: platinum.id,
            subcategoryId: subcategory.id,
          },
        },
      );
      expect(other.createProduct.__typename).toBe('AdminProduct');
      const name = `E2E Halo Ring ${j.viewport}`;
      const shell = new AdminShell(j.page);
      const form = j.page.getByTestId('products-form');
      const caratRows = form.getByTestId('products-carat-row');
      const inrInput = (row: Locator, field: 'price' | 'stoneCharge' | 'labourCharge') => row.getByTestId(`products-${field}-INR`);

      // Act: the admin opens Products from the menu and fills the form.
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await shell.openMenu('Products', j.viewport);
      await j.page.waitForURL(`${j.shop.url}/admin/products`);
      await j.page.getByTestId('products-row').first().waitFor();
      await shell.expectCrumbs(['Dashboard', 'Products']);
      await expect(j.page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Products');
      await expect(form.getByTestId('products-carat-hint').innerText()).resolves.toBe('Please select a Metal Type first.');
      await expect(form.getByTestId('products-add-carat').isDisabled()).resolves.toBe(true);

      await form.getByTestId('products-name').fill(name);
      await form.getByTestId('products-description').fill('A lab-grown halo ring for the journey.');
      await form.getByTestId('products-weight').fill(WEIGHT);
      await choose(j.page, form.getByTestId('products-metal'), gold.name);
      await choose(j.page, form.getByTestId('products-subcategory'), subcategory.name);
      for (const [index, colour] of [colourA, colourB].entries()) {
        await form.getByTestId('products-add-color').click();
        const row = form.getByTestId('products-color-row').nth(index);
        await choose(j.page, row.getByTestId('products-color-select'), colour.name);
        await row.getByTestId('products-color-files').setInputFiles({ name: `colour-${index}.png`, mimeType: 'image/png', buffer: PNG });
        await row.getByTestId('products-image').waitFor();
      }
      for (const [index, carat] of [first, second].entries()) {
        await form.getByTestId('products-add-carat').click();
        await choose(j.page, caratRows.nth(index).getByTestId('products-carat-select'), `${carat.value}K (× ${carat.multiplier})`);
      }

      // Assert: each carat's INR row is Auto at the rate-card price.
      for (const [index, carat] of [first, second].entries()) {
        await expect(inrInput(caratRows.nth(index), 'price').inputValue()).resolves.toBe(minorText(inrPrice(carat)));
        await expect(caratRows.nth(index).getByTestId('products-mode-INR').innerText()).resolves.toBe('Auto');
      }
      await j.screenshot('admin-product-form', { fullPage: true });

      await form.getByTestId('products-save').click();
      await shell.toastShown('Product added');
      await expect(form.getAttribute('data-mode')).resolves.toBe('add');
      await expect(form.getByTestId('products-name').inputValue()).resolves.toBe('');

      // The API has the product: two colours with a picture each, two auto-priced carats.
      const found = await gql<{ adminProducts: { items: { id: number; name: string }[] } }>(
        'query ($search: String) { adminProducts(first: 5, search: $search) { items { id name } } }',
        { search: name },
      );
      const productId = found.adminProducts.items.find((item) => item.name === name)!.id;
      const read = async () =>
        (
          await gql<{ adminProduct: SavedProduct }>(
            'query ($id: Int!) { adminProduct(id: $id) { id colors { colorId images { url } } carats { caratId purity prices { currencyCode isManual price { minorUnits } stoneCharge { minorUnits } labourCharge { minorUnits } } } } }',
            { id: productId },
          )
        ).adminProduct;
      const saved = await read();
      expect(saved.colors.map((colour) => [colour.colorId, colour.images.length])).toEqual([
        [colourA.id, 1],
        [colourB.id, 1],
      ]);
      expect(saved.carats.map((carat) => carat.caratId)).toEqual([first.id, second.id]);
      const savedInr = saved.carats.map((carat) => carat.prices.find((price) => price.currencyCode === 'INR')!);
      expect(savedInr.map((price) => [price.isManual, price.price.minorUnits])).toEqual([
        [false, inrPrice(first)],
        [false, inrPrice(second)],
      ]);
      // Every column sorts on the server, both ways: the page shown is the API's first page in that order.
      const table = new AdminProductsTable(j.page);
      const pageOf = async (sort: string) =>
        (
          await gql<{ adminProducts: { items: { name: string }[] } }>(
            'query ($sort: AdminProductSort) { adminProducts(first: 10, sort: $sort) { items { name } } }',
            { sort },
          )
        ).adminProducts.items.map((item) => item.name);
      // A tablet's table leaves out Weight and Carats count (the name and the actions stay on the screen).
      const narrow = j.viewport === 'tablet';
      for (const header of ['Weight', 'Carats count']) {
        await expect(table.table.getByRole('columnheader', { name: header }).isVisible()).resolves.toBe(!narrow);
      }
      for (const [header, sort] of [
        ['Name', 'NAME'],
        ['Weight', 'WEIGHT'],
        ['Metal Type', 'METAL_TYPE'],
        ['Subcategory', 'SUBCATEGORY'],
        ['Carats count', 'CARATS'],
        ['Stock', 'STOCK'],
      ] as const) {
        if (narrow && (header === 'Weight' || header === 'Carats count')) continue;
        for (const direction of ['ASC', 'DESC'] as const) {
          const expected = await pageOf(`${sort}_${direction}`);
          await table.sortBy(header);
          await table.waitForSort(header, direction === 'ASC' ? 'ascending' : 'descending');
          await expect(table.waitForNames(expected)).resolves.toEqual(expected);
        }
      }
      await j.screenshot('admin-products-sorted-by-stock');

      // The table lists it.
      await j.page.getByTestId('products-filter').locator('input').fill(name);
      const tableRow = j.page.getByTestId('products-row').filter({ hasText: name });
      await expect(tableRow.locator('[data-column="carats"]').innerText()).resolves.toBe('2');
      await expect(tableRow.locator('[data-column="metal"]').innerText()).resolves.toBe(gold.name);
      await j.screenshot('admin-products-table');

      // The storefront shows the first carat at the rate-card price (no stone or labour charge).
      const productPage = new ProductPage(j.page);
      await j.goto(`/product/${productId}`);
      await productPage.price.filter({ hasText: formatPrice(inrPrice(first), 'INR') }).waitFor();
      await expect(productPage.price.innerText()).resolves.toBe(formatPrice(inrPrice(first), 'INR'));

      // Act: back in the form (the search's ?edit= link). A loaded product's prices start Manual, at the
      // stored amounts (docs/decisions.md#manual-on-edit); the admin types the first carat's INR price by
      // hand and hands the second carat's INR price back to the rate card.
      const manualMinor = inrPrice(first) + 123_456;
      await j.goto(`/admin/products?edit=${productId}`);
      await j.page.locator('[data-testid="products-form"][data-mode="edit"]').waitFor();
      await expect(form.getByTestId('products-name').inputValue()).resolves.toBe(name);
      for (const [index, carat] of [first, second].entries()) {
        await expect(inrInput(caratRows.nth(index), 'price').inputValue()).resolves.toBe(minorText(inrPrice(carat)));
        await expect(caratRows.nth(index).getByTestId('products-mode-INR').innerText()).resolves.toBe('Manual');
        await expect(caratRows.nth(index).getByTestId('products-mode-USD').innerText()).resolves.toBe('Manual');
      }
      await form.getByTestId('products-all-auto').waitFor();
      await inrInput(caratRows.nth(0), 'price').fill(minorText(manualMinor));
      await caratRows.nth(1).getByTestId('products-auto-INR').click();
      await expect(caratRows.nth(0).getByTestId('products-mode-INR').innerText()).resolves.toBe('Manual');
      await expect(caratRows.nth(1).getByTestId('products-mode-INR').innerText()).resolves.toBe('Auto');
      await expect(inrInput(caratRows.nth(1), 'price').inputValue()).resolves.toBe(minorText(inrPrice(second)));
      await j.screenshot('admin-product-manual-price', { fullPage: true });
      await form.getByTestId('products-save').click();
      await shell.toastShown('Product updated');

      // Assert: the API keeps the typed one manual and the handed-back one auto; the untouched USD rows stay auto
      // (issue 28, item 11: an entry whose amount the admin did not change keeps following the rate card); the
      // pictures stayed, and the storefront shows the typed price.
      const updated = await read();
      const updatedInr = updated.carats.map((carat) => carat.prices.find((price) => price.currencyCode === 'INR')!);
      expect(updatedInr.map((price) => [price.isManual, price.price.minorUnits])).toEqual([
        [true, manualMinor],
        [false, inrPrice(second)],
      ]);
      const usdBefore = saved.carats.map((carat) => carat.prices.find((price) => price.currencyCode === 'USD')!);
      const usdAfter = updated.carats.map((carat) => carat.prices.find((price) => price.currencyCode === 'USD')!);
      expect(usdAfter.map((price) => [price.isManual, price.price.minorUnits])).toEqual(
        usdBefore.map((price) => [false, price.price.minorUnits]),
      );
      expect(updated.colors.map((colour) => colour.images.length)).toEqual([1, 1]);
      await j.goto(`/product/${productId}`);
      await productPage.price.filter({ hasText: formatPrice(manualMinor, 'INR') }).waitFor();
      await expect(productPage.price.innerText()).resolves.toBe(formatPrice(manualMinor, 'INR'));

      // Act: the admin raises gold's base rate on the metal types page.
      const rateBefore = (await gql<Pick<RateCard, 'metalTypes'>>('{ metalTypes { id name baseRatePerGram } }')).metalTypes.find(
        (metal) => metal.id === gold.id,
      )!.baseRatePerGram;
      const typedRate = (Math.round(rateBefore * 100) + 12_345) / 100;
      const metals = new AdminResourcePage(j.page, 'metal-types');
      await j.goto('/admin/metal-types');
      await metals.heading.waitFor();
      const goldRow = metals.row('name', gold.name);
      await metals.editButton(goldRow).click();
      await expect(metals.input('baseRatePerGram').inputValue()).resolves.toBe(String(rateBefore));
      await metals.fill({ baseRatePerGram: String(typedRate) });
      await metals.submit.click();
      await shell.toastShown('Metal type updated');
      await metals.notice.waitFor();
      await j.screenshot('admin-products-gold-repriced');

      // Assert: the expected prices come from the API's rate card after the change (rate, multiplier, INR rate).
      const after = await gql<Pick<RateCard, 'metalTypes' | 'carats' | 'currencies'>>(
        '{ metalTypes { id name baseRatePerGram } carats { id value multiplier metalTypeId } currencies { id code conversionRateToINR } }',
      );
      const newRate = after.metalTypes.find((metal) => metal.id === gold.id)!.baseRatePerGram;
      expect(newRate).toBe(typedRate);
      const secondNow = after.carats.find((carat) => carat.id === second.id)!;
      const inrNow = after.currencies.find((currency) => currency.code === 'INR')!;
      const newAutoMinor = rateCardMinor(newRate, secondNow.multiplier, WEIGHT, inrNow.conversionRateToINR, inrNow.conversionRateToINR);
      expect(newAutoMinor).not.toBe(inrPrice(second));
      const repriced = await read();
      const [manualEntry, autoEntry] = repriced.carats.map((carat) => carat.prices.find((price) => price.currencyCode === 'INR')!);
      expect([manualEntry.isManual, manualEntry.price.minorUnits]).toEqual([true, manualMinor]);
      expect([autoEntry.isManual, autoEntry.price.minorUnits]).toEqual([false, newAutoMinor]);

      // The storefront, as a shopper sees it: the typed price for the first carat, the new rate-card price for the other.
      // (a fresh, signed-out browser context: nothing of the admin's session or cache).
      const shopperContext = await j.shop.browser.newContext({ ...VIEWPORTS[j.viewport], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
      try {
        shopperContext.setDefaultTimeout(10_000);
        const shopper = await shopperContext.newPage();
        const shopperProblems = watchForProblems(shopper, j.shop.url);
        const shopperProduct = new ProductPage(shopper);
        await shopper.goto(`${j.shop.url}/product/${productId}`);
        const manualShown = formatPrice(pieceMinor(manualEntry), 'INR');
        await shopperProduct.price.filter({ hasText: manualShown }).waitFor();
        await expect(shopperProduct.price.innerText()).resolves.toBe(manualShown);
        await shopperProduct.purity(repriced.carats[1].purity).click();
        const autoShown = formatPrice(newAutoMinor + autoEntry.stoneCharge.minorUnits + autoEntry.labourCharge.minorUnits, 'INR');
        await shopperProduct.price.filter({ hasText: autoShown }).waitFor();
        await expect(shopperProduct.price.innerText()).resolves.toBe(autoShown);
        await expect(shopperProduct.purity(repriced.carats[1].purity).getAttribute('aria-pressed')).resolves.toBe('true');
        await screenshot(shopper, `storefront-repriced-carat-${j.viewport}`);
        shopperProblems.assertNone();
      } finally {
        await shopperContext.close();
      }
    },
    { viewports: ADMIN_VIEWPORTS, timeout: 180_000 },
  );

  journey(
    shop,
    'the admin adds a product variant: the colour and carat choices are the chosen product’s own',
    async (j: Journey) => {
      // Arrange: a seed product with its colours and carats as the API lists them, and a size.
      const listed = await gql<{ adminProducts: { items: { id: number; name: string; caratCount: number }[] } }>(
        '{ adminProducts(first: 100) { items { id name caratCount } } }',
      );
      const product = listed.adminProducts.items.find((item) => item.caratCount >= 2 && !item.name.startsWith('E2E'))!;
      const parts = await gql<{
        adminProductColors: { id: number; name: string }[];
        adminProductCarats: { id: number; purity: string }[];
        sizes: { id: number; name: string }[];
      }>(
        'query ($id: Int!) { adminProductColors(productId: $id) { id name } adminProductCarats(productId: $id) { id purity } sizes { id name } }',
        {
          id: product.id,
        },
      );
      const variantsOf = async () =>
        (
          await gql<{ adminProductVariants: { id: number; productColorId: number; productCaratId: number; sizeId: number }[] }>(
            'query ($id: Int!) { adminProductVariants(productId: $id) { id productColorId productCaratId sizeId } }',
            { id: product.id },
          )
        ).adminProductVariants;
      const before = await variantsOf();
      // One size per viewport: both runs share the shop, and a combination can exist only once.
      const size = parts.sizes[parts.sizes.length - (j.viewport === 'desktop' ? 1 : 2)];
      const [colour] = parts.adminProductColors;
      const carat = parts.adminProductCarats[1];
      const shell = new AdminShell(j.page);
      const field = (name: string) => j.page.getByTestId(`product-variants-field-${name}`);

      // Act: the admin opens the variants page and chooses the product.
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.goto('/admin/product-variants');
      await j.page.getByTestId('product-variants-page').waitFor();
      await shell.expectCrumbs(['Dashboard', 'Products', 'Product Variants']);
      // The product picker searches the server: by name words, then (from the keyboard) by product number.
      const productLabel = `${product.name} (#${product.id})`;
      const productInput = field('productId').getByRole('combobox');
      const productOption = j.page.getByTestId(`product-variants-field-productId-option-${product.id}`);
      await productInput.fill(product.name);
      await productOption.waitFor();
      await j.screenshot('admin-product-picker-search');
      expect((await productOption.innerText()).split(/\n+/)).toEqual([product.name, `Product #${product.id}`]);
      await productInput.fill(`#${product.id}`);
      await j.page.getByRole('listbox').getByRole('option').first().and(productOption).waitFor();
      await productInput.press('Enter');
      // The chosen option's label fills the input with React's next render: waited for, not read at once (a busy
      // machine renders it after the keypress returns).
      for (let tries = 0; tries < 50 && (await productInput.inputValue()) !== productLabel; tries++) await j.page.waitForTimeout(100);
      await expect(productInput.inputValue()).resolves.toBe(productLabel);

      // Assert: the colour and carat selects offer exactly that product's colours and carats.
      await field('productColorId').getByRole('combobox').click();
      const options = j.page.getByRole('listbox').getByRole('option');
      await options.first().waitFor();
      expect(await options.allInnerTexts()).toEqual(parts.adminProductColors.map((c) => c.name));
      await options.filter({ hasText: colour.name }).first().click();
      await field('productCaratId').getByRole('combobox').click();
      await options.first().waitFor();
      expect(await options.allInnerTexts()).toEqual(parts.adminProductCarats.map((c) => c.purity));
      await options.filter({ hasText: carat.purity }).first().click();
      await choose(j.page, field('sizeId'), size.name);
      await j.screenshot('admin-product-variants-form');
      await j.page.getByTestId('product-variants-submit').click();
      await shell.toastShown('Product variant added');

      // The API has the new variant.
      const after = await variantsOf();
      expect(after.length).toBe(before.length + 1);
      expect(after.some((v) => v.productColorId === colour.id && v.productCaratId === carat.id && v.sizeId === size.id)).toBe(true);

      // Editing the new row shows its product in the picker, then Cancel leaves it as it was.
      const variants = new AdminResourcePage(j.page, 'product-variants');
      await variants.filter.fill(`${product.name} ${colour.name} ${carat.purity} ${size.name}`);
      const variantRow = variants.rows
        .filter({ hasText: product.name })
        .filter({ hasText: colour.name })
        .filter({ hasText: carat.purity })
        .filter({ hasText: size.name });
      await variants.editButton(variantRow.first()).click();
      await expect(variants.form.getAttribute('data-mode')).resolves.toBe('edit');
      await expect(productInput.inputValue()).resolves.toBe(productLabel);
      await j.screenshot('admin-product-variants-editing');
      await variants.cancel.click();
      await expect(variants.form.getAttribute('data-mode')).resolves.toBe('add');

      // The colours and carats pages list the product's rows.
      await j.goto('/admin/product-colors');
      await j.page.getByTestId('product-colors-row').first().waitFor();
      await j.screenshot('admin-product-colors');
      await j.goto('/admin/product-carats');
      await j.page.getByTestId('product-carats-row').first().waitFor();
      await j.screenshot('admin-product-carats');
    },
    { viewports: ADMIN_VIEWPORTS },
  );
  journey(
    shop,
    'renaming a product to another product’s name asks "Save anyway?": Cancel saves nothing, Save anyway saves it',
    async (j: Journey) => {
      // Arrange: two products, made through the API.
      const card = await gql<RateCard>('{ metalTypes { id name baseRatePerGram } subcategories { id name } }');
      const make = async (name: string) =>
        (
          await gql<{ createProduct: { id: number } }>(
            'mutation ($input: ProductInput!) { createProduct(input: $input) { ... on AdminProduct { id } } }',
            {
              input: {
                name,
                description: 'For the duplicate-name question.',
                weightInGrams: 2,
                metalTypeId: card.metalTypes[0].id,
                subcategoryId: card.subcategories[0].id,
              },
            },
          )
        ).createProduct.id;
      const taken = `E2E Twin Bangle ${j.viewport}`;
      await make(taken);
      const id = await make(`E2E Other Bangle ${j.viewport}`);
      const storedName = async () =>
        (await gql<{ adminProduct: { name: string } }>('query ($id: Int!) { adminProduct(id: $id) { name } }', { id })).adminProduct.name;
      const shell = new AdminShell(j.page);
      const form = j.page.getByTestId('products-form');
      const dialog = j.page.getByTestId('products-duplicate-dialog');
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.goto(`/admin/products?edit=${id}`);
      await j.page.locator('[data-testid="products-form"][data-mode="edit"]').waitFor({ timeout: 30_000 });

      // Act: the other's name, saved.
      await form.getByTestId('products-name').fill(taken);
      await form.getByTestId('products-save').click();

      // Assert: asked, in plain words; Cancel leaves the stored product as it was.
      await dialog.getByText(`A product named "${taken}" already exists. Save anyway?`).waitFor();
      await j.screenshot('admin-product-duplicate-name');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect(form.getAttribute('data-mode')).resolves.toBe('edit');
      expect(await storedName()).toBe(`E2E Other Bangle ${j.viewport}`);

      // Act again: Save anyway.
      await form.getByTestId('products-save').click();
      await dialog.getByTestId('products-duplicate-dialog-confirm').click();
      await j.page.locator('[data-testid="products-form"][data-mode="add"]').waitFor();
      expect(await storedName()).toBe(taken);
    },
    { viewports: ['desktop'] },
  );

  journey(
    shop,
    'the products list keeps its sort, page and search in the address: a reload and Back show the same views, one request each',
    async (j: Journey) => {
      // Arrange: the API's pages for each view, and a word from a name on the second page to search for.
      const pageOf = async (variables: { sort?: string; offset?: number; search?: string }) =>
        (
          await gql<{ adminProducts: { totalCount: number; items: { name: string }[] } }>(
            `query ($sort: AdminProductSort, $offset: Int!, $search: String) {
              adminProducts(first: 10, offset: $offset, sort: $sort, search: $search) { totalCount items { name } } }`,
            { offset: 0, ...variables },
          )
        ).adminProducts;
      const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);
      const newest = await pageOf({});
      const byName = await pageOf({ sort: 'NAME_ASC' });
      const byNameSecond = await pageOf({ sort: 'NAME_ASC', offset: 10 });
      expect(byName.totalCount).toBeGreaterThan(10);
      const word = byNameSecond.items[0].name.split(' ')[0];
      const searched = await pageOf({ sort: 'NAME_ASC', search: word });
      expect(searched.totalCount).toBeGreaterThan(0);
      const shell = new AdminShell(j.page);
      const table = new AdminProductsTable(j.page);
      const filter = j.page.getByTestId('products-filter').locator('input');
      const queries = new OperationLog(j.page, 'ProductsList');
      const address = () => Object.fromEntries(new URL(j.page.url()).searchParams);
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.goto('/admin/products');
      await expect(table.waitForNames(names(newest))).resolves.toEqual(names(newest));
      expect(await queries.take()).toBe(1);

      // Act: sort by name, go to page 2, search. Assert: each view in the address, its rows, one request each.
      const views = [
        { step: 'sort', act: () => table.sortBy('Name'), query: { sort: 'name' }, rows: names(byName) },
        {
          step: 'page 2',
          act: () => j.page.getByTestId('products-pagination').getByRole('button', { name: 'Go to next page' }).click(),
          query: { sort: 'name', page: '2' },
          rows: names(byNameSecond),
        },
        { step: 'search', act: () => filter.fill(word), query: { sort: 'name', search: word }, rows: names(searched) },
      ];
      for (const view of views) {
        await view.act();
        await j.page.waitForURL((url) => JSON.stringify(Object.fromEntries(url.searchParams)) === JSON.stringify(view.query));
        await expect(table.waitForNames(view.rows)).resolves.toEqual(view.rows);
        expect(`${view.step}: ${await queries.take()} requests`).toBe(`${view.step}: 1 requests`);
      }

      // Act: reload. Assert: the same view (sort, search box and rows), asked for once.
      await j.page.reload();
      await expect(table.waitForNames(names(searched))).resolves.toEqual(names(searched));
      expect(address()).toEqual({ sort: 'name', search: word });
      await expect(filter.inputValue()).resolves.toBe(word);
      await expect(table.sortOf('Name')).resolves.toBe('ascending');
      expect(await queries.take()).toBe(1);
      await j.screenshot('admin-products-reloaded');

      // Act: Back through the views. Assert: each one's address, box and rows, after one request at most.
      for (const view of [...views.slice(0, -1).reverse(), { step: 'plain list', query: {}, rows: names(newest) }]) {
        await j.page.goBack();
        await j.page.waitForURL((url) => JSON.stringify(Object.fromEntries(url.searchParams)) === JSON.stringify(view.query));
        await expect(table.waitForNames(view.rows)).resolves.toEqual(view.rows);
        await expect(filter.inputValue()).resolves.toBe('');
        expect(`back to ${view.step}: ${await queries.take()} requests`).toMatch(/: [01] requests$/);
      }
      await expect(table.sortOf('Name')).resolves.toBeNull();
    },
    { viewports: ADMIN_VIEWPORTS },
  );
});
