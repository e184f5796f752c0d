import type { Shop } from './harness/shop';
import { journey, useShop } from './harness/shop';
import { ProductPage } from './pages/product.page';

// Stock on the product page (docs/decisions.md#stock): the preselected purity, colour and size of a seeded
// ring is tracked with one piece left, then none; the page says so and Add to Cart follows.

const A_RING = 'Aurora Solitaire Ring';

/** Tracks the ring's first purity x colour x size with `stock` pieces (the variant row is made once). */
async function setRingStock(shop: Shop, stock: number): Promise<number> {
  const db = (sql: string, params: unknown[] = []) => shop.server.server.dataSource.query(sql, params);
  const [product] = await db('SELECT id FROM products WHERE name = ? ORDER BY id LIMIT 1', [A_RING]);
  const first = async (table: string) =>
    (await db(`SELECT id FROM ${table} WHERE productId = ? ORDER BY position, id LIMIT 1`, [product.id]))[0].id as number;
  const [caratId, colourId] = [await first('product_carats'), await first('product_colors')];
  const [size] = await db('SELECT sizeId FROM product_sizes WHERE productId = ? ORDER BY position, id LIMIT 1', [product.id]);
  const key = [product.id, caratId, colourId, size.sizeId];
  const where = 'productId = ? AND productCaratId = ? AND productColorId = ? AND sizeId = ?';
  if ((await db(`SELECT id FROM product_variants WHERE ${where}`, key)).length === 0) {
    await db('INSERT INTO product_variants (productId, productCaratId, productColorId, sizeId, stock) VALUES (?, ?, ?, ?, ?)', [
      ...key,
      stock,
    ]);
  } else {
    await db(`UPDATE product_variants SET stock = ? WHERE ${where}`, [stock, ...key]);
  }
  return Number(product.id);
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
});
