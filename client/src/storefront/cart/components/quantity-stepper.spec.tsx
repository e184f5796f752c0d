import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInShop } from '../../../test-support/render';
import { QuantityStepper } from './quantity-stepper';

/** The stepper as the cart drawer uses it: each press is applied (the drawer sends it to the API). */
function DrawerLine({ start, steps }: { start: number; steps: number[] }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <QuantityStepper
      quantity={quantity}
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
  it('never goes below one piece: minus is off at 1 and a press there sends nothing', async () => {
    const steps: number[] = [];
    const { user } = renderInShop(<DrawerLine start={2} steps={steps} />);
    await user.click(minus());
    expect(quantityShown()).toBe('1');
    expect(minus()).toHaveProperty('disabled', true);
    fireEvent.click(minus());
    expect(steps).toEqual([-1]);
    expect(plus()).toHaveProperty('disabled', false);
  });

  it('never goes above the ten pieces a line may hold', async () => {
    const steps: number[] = [];
    const { user } = renderInShop(<DrawerLine start={9} steps={steps} />);
    await user.click(plus());
    expect(quantityShown()).toBe('10');
    expect(plus()).toHaveProperty('disabled', true);
    fireEvent.click(plus());
    expect(steps).toEqual([1]);
    expect(minus()).toHaveProperty('disabled', false);
  });

  it('is off altogether while the line is being sent', () => {
    renderInShop(<QuantityStepper quantity={5} productName="Solitaire Ring" disabled onStep={() => undefined} />);
    expect(minus()).toHaveProperty('disabled', true);
    expect(plus()).toHaveProperty('disabled', true);
  });
});
