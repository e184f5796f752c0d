import { describe, expect, it } from '@jest/globals';
import type { CheckoutBuyNowProductQuery, CheckoutCartQuery, CheckoutPricedLineFragment } from './checkout.generated';
import { formatOrderNumber } from './order-number';
import { newIdempotencyKey } from './idempotency-key';
import { summaryFromBuyNow, summaryFromCart, summaryFromPricedLines, summarySignature } from './order-summary';

const inr = (minorUnits: number) => ({ amount: (minorUnits / 100).toFixed(2), currencyCode: 'INR', minorUnits });

type CartLine = CheckoutCartQuery['cart']['items'][number];

function cartLine(id: number, quantity: number, price: number, stone: number, labour: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    id,
    productId: 100 + id,
    productCaratId: 200 + id,
    productColorId: 1,
    productSizeId: null,
    quantity,
    available: true,
    stock: { status: 'IN_STOCK', left: null, tracked: false },
    image: `uploads/p${id}.webp`,
    color: 'Yellow Gold',
    purity: '18K',
    size: null,
    product: { id: 100 + id, name: `Ring ${id}` },
    unitPrice: inr(price),
    stoneCharge: inr(stone),
    labourCharge: inr(labour),
    lineTotal: inr((price + stone + labour) * quantity),
    ...overrides,
  };
}

function cart(items: CartLine[]): CheckoutCartQuery['cart'] {
  return { currencyCode: 'INR', totalQuantity: items.reduce((n, item) => n + item.quantity, 0), subtotal: inr(0), items };
}

describe('the order summary', () => {
  it('totals Σ (price + stone + labour) × quantity in paise, with shipping and tax 0', () => {
    // Arrange: 2 × (30,396.21 + 4,000.10 + 1,200.33) and 1 × (0.01 + 0.01 + 0.01)
    const summary = summaryFromCart(cart([cartLine(1, 2, 3_039_621, 400_010, 120_033), cartLine(2, 1, 1, 1, 1)]));
    // Assert
    expect(summary.lines.map((line) => [line.pieceMinor, line.lineMinor])).toEqual([
      [3_559_664, 7_119_328],
      [3, 3],
    ]);
    expect(summary.subtotalMinor).toBe(7_119_331);
    expect(summary.shippingMinor).toBe(0);
    expect(summary.taxMinor).toBe(0);
    expect(summary.totalMinor).toBe(7_119_331);
    expect(summary.orderable).toBe(true);
    expect(summary.lines[0]).toMatchObject({ key: 'cart:1', cartItemId: 1, name: 'Ring 1', options: 'Yellow Gold · 18K', quantity: 2 });
  });

  it('leaves a line that cannot be ordered (sold out) out of the subtotal, and is not orderable', () => {
    // Arrange: a buyable ring and a sold-out one (issue 30: the subtotal counted it).
    const soldOut = cartLine(2, 1, 5_000_000, 0, 0, { available: false, stock: { status: 'SOLD_OUT', left: 0, tracked: true } });
    // Act
    const summary = summaryFromCart(cart([cartLine(1, 1, 1_000_000, 0, 0), soldOut]));
    // Assert: both shown, only the first charged.
    expect(summary.lines).toHaveLength(2);
    expect(summary.subtotalMinor).toBe(1_000_000);
    expect(summary.totalMinor).toBe(1_000_000);
    expect(summary.orderable).toBe(false);
  });

  it('adds amounts that floating point would get wrong exactly', () => {
    // 0.1 + 0.2 in rupees, ten times: 3.00, not 3.0000000000000004.
    const summary = summaryFromCart(cart([cartLine(1, 10, 10, 20, 0)]));
    expect(summary.totalMinor).toBe(300);
  });

  it('cannot be ordered with a line that is unavailable or has no price', () => {
    expect(summaryFromCart(cart([cartLine(1, 1, 100, 0, 0, { available: false })])).orderable).toBe(false);
    const unpriced = summaryFromCart(cart([cartLine(1, 1, 100, 0, 0, { unitPrice: null, lineTotal: null }), cartLine(2, 1, 500, 0, 0)]));
    expect(unpriced.orderable).toBe(false);
    expect(unpriced.totalMinor).toBe(500);
    expect(summaryFromCart(cart([])).orderable).toBe(false);
  });

  it('prices a Buy Now item in the chosen purity, colour and size', () => {
    // Arrange
    const product: NonNullable<CheckoutBuyNowProductQuery['product']> = {
      id: 5,
      name: 'Aurora Solitaire Ring',
      image: 'uploads/main.webp',
      outOfStock: false,
      colors: [
        { id: 11, name: 'Yellow Gold', images: ['uploads/y.webp'] },
        { id: 12, name: 'Rose Gold', images: ['uploads/r.webp'] },
      ],
      sizes: [
        { id: 21, name: '12 (16.5 mm)' },
        { id: 22, name: '14 (17.3 mm)' },
      ],
      prices: [
        { productCaratId: 31, purity: '14K', price: inr(5_000_000), stoneCharge: inr(100), labourCharge: inr(200), total: inr(5_000_300) },
        {
          productCaratId: 32,
          purity: '18K',
          price: inr(6_000_050),
          stoneCharge: inr(1_000_000),
          labourCharge: inr(250_025),
          total: inr(7_250_075),
        },
      ],
    };
    // Act
    const chosen = summaryFromBuyNow(
      product,
      { productId: 5, productCaratId: 32, productColorId: 12, productSizeId: 22, quantity: 3 },
      'INR',
    );
    const defaults = summaryFromBuyNow(
      product,
      { productId: 5, productCaratId: 31, productColorId: null, productSizeId: null, quantity: 1 },
      'INR',
    );
    // Assert
    expect(chosen.lines[0]).toMatchObject({
      options: 'Rose Gold · 18K · Size 14 (17.3 mm)',
      image: 'uploads/r.webp',
      pieceMinor: 7_250_075,
    });
    expect(chosen.totalMinor).toBe(21_750_225);
    expect(defaults.lines[0].options).toBe('Yellow Gold · 14K · Size 12 (16.5 mm)');
    expect(
      summaryFromBuyNow(
        { ...product, outOfStock: true },
        { productId: 5, productCaratId: 31, productColorId: null, productSizeId: null, quantity: 1 },
        'INR',
      ).orderable,
    ).toBe(false);
    expect(
      summaryFromBuyNow(product, { productId: 5, productCaratId: 99, productColorId: null, productSizeId: null, quantity: 1 }, 'INR')
        .orderable,
    ).toBe(false);
  });

  it("shows the server's new prices with the pictures shown before", () => {
    // Arrange
    const before = summaryFromCart(cart([cartLine(1, 2, 1000, 0, 0)]));
    const priced: CheckoutPricedLineFragment = {
      cartItemId: 1,
      productId: 101,
      productCaratId: 201,
      productColorId: 1,
      productSizeId: null,
      productName: 'Ring 1',
      colorName: 'Yellow Gold',
      purity: '18K',
      sizeName: null,
      quantity: 2,
      unitPrice: inr(1500),
      stoneCharge: inr(0),
      labourCharge: inr(1),
      lineTotal: inr(3002),
    };
    // Act
    const after = summaryFromPricedLines([priced], 'INR', before.lines);
    // Assert
    expect(after.totalMinor).toBe(3002);
    expect(after.lines[0].image).toBe('uploads/p1.webp');
    expect(summarySignature(after)).not.toBe(summarySignature(before));
    expect(summarySignature(summaryFromCart(cart([cartLine(1, 2, 1000, 0, 0)])))).toBe(summarySignature(before));
  });
});

describe('the order number', () => {
  it('is ORD- and the id padded to 4 digits', () => {
    expect(formatOrderNumber(1)).toBe('ORD-0001');
    expect(formatOrderNumber(42)).toBe('ORD-0042');
    expect(formatOrderNumber(12345)).toBe('ORD-12345');
  });
});

describe('the idempotency key of a checkout attempt', () => {
  it('is 128 random bits in hex, new each time', () => {
    const key = newIdempotencyKey(() => Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(key).toBe('checkout-00112233445566778899aabbccddeeff');
    expect(newIdempotencyKey()).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
