import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import type { Shop } from './harness/shop';
import { ADMIN_VIEWPORTS, journey, useShop } from './harness/shop';
import { AdminShell } from './pages/admin.page';
import { ProductPage } from './pages/product.page';
import { StorefrontPage } from './pages/storefront.page';
import { formatPrice } from './harness/api';
import { customerWithCart } from './harness/customers';

// Stock on the product page (docs/decisions.md#stock): the preselected purity, colour and size of a seeded
// ring is tracked with one piece left, then none; the page says so and Add to Cart follows. Then the admin
// counts it in the product form's Stock section, and the product page follows that too.

const A_RING = 'Aurora Solitaire Ring';

/** The ring's id and the where clause (with its values) of its first purity x colour x size's variant. */
async function ringVariant(shop: Shop) {
  const db = (sql: string, params: unknown[] = []) => shop.server.server.dataSource.query(sql, params);
  const [product] = await db('SELECT id FROM products WHERE name = ? ORDER BY id LIMIT 1', [A_RING]);
  const first = async (table: string) =>
    (await db(`SELECT id FROM ${table} WHERE productId = ? ORDER BY position, id LIMIT 1`, [product.id]))[0].id as number;
  const [caratId, colourId] = [await first('product_carats'), await first('product_colors')];
  const [size] = await db('SELECT sizeId FROM product_sizes WHERE productId = ? ORDER BY position, id LIMIT 1', [product.id]);
  const key = [product.id, caratId, colourId, size.sizeId];
  const where = 'productId = ? AND productCaratId = ? AND productColorId = ? AND sizeId = ?';
  return { productId: Number(product.id), key, where, db };
}

/** Tracks the ring's first purity x colour x size with `stock` pieces (the variant row is made once). */
async function setRingStock(shop: Shop, stock: number): Promise<number> {
  const { productId, key, where, db } = await ringVariant(shop);
  if ((await db(`SELECT id FROM product_variants WHERE ${where}`, key)).length === 0) {
    await db('INSERT INTO product_variants (productId, productCaratId, productColorId, sizeId, stock) VALUES (?, ?, ?, ?, ?)', [
      ...key,
      stock,
    ]);
  } else {
    await db(`UPDATE product_variants SET stock = ? WHERE ${where}`, [stock, ...key]);
  }
  return productId;
}

describe('stock on the product page in Chromium (built client, real server, embedded SQLite)', () => {
  const shop = useShop();

  journey(shop, 'the chosen variant says "Only 1 left", then "Sold out" with Add to Cart disabled', async (j) => {
    // Arrange: one piece of the preselected choice.
    const productId = await setRingStock(shop, 1);
    const page = new ProductPage(j.page);

    // Act: open the ring.
    await j.goto(`/product/${productId}`);

    // Assert: the note and a buyable piece.
    const note = j.page.getByTestId('stock-note');
    await note.filter({ hasText: 'Only 1 left' }).waitFor();
    expect((await note.innerText()).trim()).toBe('Only 1 left');
    await expect(page.addToCart.isEnabled()).resolves.toBe(true);

    // Act: the last piece is sold; the shopper reloads.
    await setRingStock(shop, 0);
    await j.page.reload();

    // Assert: sold out in this choice, and Add to Cart is off.
    await note.filter({ hasText: 'Sold out in this choice' }).waitFor();
    await expect(page.addToCart.isDisabled()).resolves.toBe(true);
  });

  journey(shop, "the drawer's subtotal and piece count leave out a sold-out line, as the API's cart total does", async (j) => {
    // Arrange: a buyable piece, then the ring's last piece, which sells out.
    const session = await customerWithCart(j, { label: 'sold-out', firstName: 'Meera', lastName: 'Das', password: 'grown-with-care' });
    const CART = '{ cart { totalQuantity subtotal { minorUnits } items { available stock { status } } } }';
    type CartAnswer = {
      cart: { totalQuantity: number; subtotal: { minorUnits: number }; items: { available: boolean; stock: { status: string } }[] };
    };
    const buyable = (await j.api.gql<CartAnswer>(CART, {}, session.token)).cart.subtotal.minorUnits;
    const productId = await setRingStock(shop, 1);
    const { key } = await ringVariant(shop);
    await j.api.addToCart(session.token, productId, key[1] as number, 1);
    await setRingStock(shop, 0);

    // Assert: the API's cart has the sold-out line, and does not count it.
    const { cart } = await j.api.gql<CartAnswer>(CART, {}, session.token);
    expect(cart.items.map((line) => [line.available, line.stock.status])).toEqual([
      [true, expect.any(String)],
      [false, 'SOLD_OUT'],
    ]);
    expect(cart.subtotal.minorUnits).toBe(buyable);

    // Act: open the cart.
    const storefront = new StorefrontPage(j.page);
    await j.goto('/');
    await storefront.header.cartIcon.click();

    // Assert: the line says so; the subtotal and pieces are the buyable line's alone.
    await storefront.cartDrawer.getByText('Sold out: remove it to check out.').waitFor();
    await expect(storefront.cartDrawer.getByTestId('cart-subtotal').innerText()).resolves.toBe(formatPrice(buyable, 'INR'));
    await expect(storefront.cartDrawer.getByTestId('cart-pieces').innerText()).resolves.toBe('(1 piece)');
  });
});

describe('stock in the back-office product form in Chromium', () => {
  const shop = useShop();

  journey(
    shop,
    'the admin counts a combination in the product form and the product page says how many are left',
    async (j) => {
      // Arrange: the ring's grid; its first row is the product page's preselected choice.
      const productId = await setRingStock(shop, 5);
      const left = j.viewport === 'desktop' ? 2 : 3;
      const shell = new AdminShell(j.page);
      await shell.logIn(j.shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      await j.goto(`/admin/products?edit=${productId}`);
      const section = j.page.getByTestId('products-stock');
      const first = section.getByTestId('products-stock-input').first();
      await first.waitFor();
      await expect(first.inputValue()).resolves.toBe('5');

      // A count that is not a whole number is refused under the field, and nothing can be saved.
      await first.fill('2.5');
      await section.getByText('A whole number of at least 0, or empty').waitFor();
      await expect(section.getByTestId('products-stock-save').isDisabled()).resolves.toBe(true);

      // Act: the count of the first combination.
      await first.fill(String(left));
      await expect(section.getByTestId('products-stock-changes').innerText()).resolves.toBe('1 changed');
      await j.screenshot('admin-product-stock');
      await section.getByTestId('products-stock-save').click();
      await shell.toastShown('Stock saved (1 combination)');
      await expect(section.getByTestId('products-stock-changes').innerText()).resolves.toBe('No changes');

      // Assert: stored, and the storefront says so.
      const { key, where, db } = await ringVariant(shop);
      const [variant] = await db(`SELECT stock FROM product_variants WHERE ${where}`, key);
      expect(Number(variant.stock)).toBe(left);
      await j.goto(`/product/${productId}`);
      await j.page
        .getByTestId('stock-note')
        .filter({ hasText: `Only ${left} left` })
        .waitFor();
    },
    { viewports: ADMIN_VIEWPORTS },
  );
});
