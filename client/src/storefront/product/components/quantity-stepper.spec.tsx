import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInShop } from '../../../test-support/render';
import { QuantityStepper } from './quantity-stepper';

/** The stepper as the product page holds it: the quantity it reports is the one priced and ordered. */
function ProductQuantity({ start = 1, reported, max = 10 }: { start?: number; reported: number[]; max?: number }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <QuantityStepper
      value={quantity}
      max={max}
      onChange={(next) => {
        reported.push(next);
        setQuantity(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Quantity' });

describe('the product page quantity', () => {
  it('steps between 1 and 10 with minus and plus', async () => {
    const reported: number[] = [];
    const { user } = renderInShop(<ProductQuantity start={9} reported={reported} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    expect(field()).toHaveProperty('value', '10');
    expect(plus).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(reported).toEqual([10, 9]);
  });

  it('takes a typed whole number at once and caps it at 10', async () => {
    const reported: number[] = [];
    const { user } = renderInShop(<ProductQuantity reported={reported} />);
    await user.clear(field());
    await user.type(field(), '4');
    expect(reported.at(-1)).toBe(4);
    await user.clear(field());
    await user.type(field(), '25');
    await user.tab();
    expect(reported.at(-1)).toBe(10);
    expect(field()).toHaveProperty('value', '10');
  });

  it.each(['0', '-3', '2.5', 'abc', ''])('turns %j into 1 when the field is left', async (typed) => {
    const reported: number[] = [];
    const { user } = renderInShop(<ProductQuantity start={6} reported={reported} />);
    await user.clear(field());
    if (typed) await user.type(field(), typed);
    await user.tab();
    expect(reported.at(-1)).toBe(1);
    expect(field()).toHaveProperty('value', '1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', true);
  });

  it('goes past ten up to the pieces left of a counted choice', async () => {
    const reported: number[] = [];
    const { user } = renderInShop(<ProductQuantity reported={reported} max={12} />);
    await user.clear(field());
    await user.type(field(), '30');
    await user.tab();
    expect(reported.at(-1)).toBe(12);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
  });

  it('commits on Enter too', async () => {
    const reported: number[] = [];
    const { user } = renderInShop(<ProductQuantity start={3} reported={reported} />);
    await user.clear(field());
    await user.type(field(), 'x{Enter}');
    expect(reported).toEqual([1]);
  });
});
