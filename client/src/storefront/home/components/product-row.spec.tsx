import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInShop } from '../../../test-support/render';
import type { ProductCardData } from '../../../shared/product-card/product-card';
import { ProductRow } from './product-row';

const product = (id: number): ProductCardData => ({
  id,
  name: `Set ${id}`,
  categoryName: 'Sets',
  image: null,
  hoverImage: null,
  soldOut: false,
  price: { productCaratId: id, total: { amount: '1000.00', currencyCode: 'INR', minorUnits: 2 } },
});

const rowProps = { failed: false, onRetry: () => undefined, testId: 'sets', itemsLabel: 'sets', errorText: 'Failed', emptyText: 'None' };

/** The row as the home page drives it: loading until its query answers (here: a button press). */
function QueriedRow() {
  const [products, setProducts] = useState<ProductCardData[]>();
  return (
    <>
      <button type="button" onClick={() => setProducts([1, 2, 3, 4, 5].map(product))}>
        Answer
      </button>
      <ProductRow {...rowProps} products={products} loading={!products} />
    </>
  );
}

describe('the home page product row', () => {
  it('fills the box its skeleton reserved: the cards arrive in the same row element, under the same frame', async () => {
    // Arrange: the row while its query runs
    const { user } = renderInShop(<QueriedRow />);
    const loadingRow = screen.getByTestId('sets-loading');
    const frame = loadingRow.parentElement;
    expect(loadingRow.children).toHaveLength(4);

    // Act: the data arrives
    await user.click(screen.getByRole('button', { name: 'Answer' }));

    // Assert: nothing was created in the skeleton's place (a new element is where a layout shift starts)
    const row = screen.getByTestId('sets');
    expect(row).toBe(loadingRow);
    expect(row.parentElement).toBe(frame);
    expect(screen.getAllByTestId('product-card')).toHaveLength(5);
    expect(screen.queryByRole('status', { name: 'Loading sets' })).toBeNull();
  });
});
