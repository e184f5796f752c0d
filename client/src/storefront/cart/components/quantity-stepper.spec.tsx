import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInShop } from '../../../test-support/render';
import { QuantityStepper } from './quantity-stepper';

/** The stepper as the cart drawer uses it: each press is applied (the drawer sends it to the API). */
function DrawerLine({ start, steps, max = 10 }: { start: number; steps: number[]; max?: number }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <QuantityStepper
      quantity={quantity}
      max={max}
      productName="Solitaire Ring"
      onStep={(delta) => {
        steps.push(delta);
        setQuantity((current) => current + delta);
      }}
    />
  );
}

const quantityShown = () => screen.getByRole('group', { name: 'Quantity of Solitaire Ring' }).querySelector('output')?.textContent;
const minus = () => screen.getByRole('button', { name: 'Decrease quantity of Solitaire Ring' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity of Solitaire Ring' });

describe('the cart drawer quantity stepper', () => {
  it.each([
    { bound: 'below one piece', start: 2, step: -1, press: minus, other: plus, last: '1' },
    { bound: 'above the ten pieces a line may hold', start: 9, step: 1, press: plus, other: minus, last: '10' },
  ])('never goes $bound: the button is off there and a press sends nothing', async ({ start, step, press, other, last }) => {
    const steps: number[] = [];
    const { user } = renderInShop(<DrawerLine start={start} steps={steps} />);
    await user.click(press());
    expect(quantityShown()).toBe(last);
    expect(press()).toHaveProperty('disabled', true);
    fireEvent.click(press());
    expect(steps).toEqual([step]);
    expect(other()).toHaveProperty('disabled', false);
  });

  it('goes up to the pieces left of a counted line, past ten', async () => {
    const steps: number[] = [];
    const { user } = renderInShop(<DrawerLine start={11} steps={steps} max={12} />);
    await user.click(plus());
    expect(quantityShown()).toBe('12');
    expect(plus()).toHaveProperty('disabled', true);
    expect(steps).toEqual([1]);
  });

  it('is off altogether while the line is being sent', () => {
    renderInShop(<QuantityStepper quantity={5} max={10} productName="Solitaire Ring" disabled onStep={() => undefined} />);
    expect(minus()).toHaveProperty('disabled', true);
    expect(plus()).toHaveProperty('disabled', true);
  });
});
