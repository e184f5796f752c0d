import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { CouriersView } from './couriers-view';

interface StoredCourier {
  __typename: 'Courier';
  id: number;
  name: string;
  trackingUrlTemplate: string | null;
  active: boolean;
}

const courier = (id: number, name: string, trackingUrlTemplate: string | null, active = true): StoredCourier => ({
  __typename: 'Courier',
  id,
  name,
  trackingUrlTemplate,
  active,
});

/** A fake server holding the couriers: saveCourier adds or edits like the real one and refuses a name taken. */
function renderCouriers() {
  const stored = [
    courier(1, 'Blue Dart', 'https://www.bluedart.com/track?no={tracking}'),
    courier(2, 'DHL', 'https://www.dhl.com/track?id={tracking}'),
    courier(3, 'Old Post', null, false),
  ];
  const api = fakeApi({
    CouriersList: () => ({ couriers: stored.map((row) => ({ ...row })) }),
    CouriersSave: (variables) => {
      const id = variables.id as number | null;
      const input = variables.input as { name: string; trackingUrlTemplate: string | null; active: boolean };
      if (stored.some((row) => row.name === input.name && row.id !== id))
        return {
          saveCourier: {
            __typename: 'InputValidationError',
            errorCode: 'INPUT_VALIDATION_ERROR',
            message: 'Invalid input',
            fieldErrors: [{ __typename: 'FieldError', field: 'name', message: `A courier named "${input.name}" already exists` }],
          },
        };
      const saved = id === null ? courier(stored.length + 1, '', null) : stored.find((row) => row.id === id)!;
      Object.assign(saved, input);
      if (id === null) stored.push(saved);
      return { saveCourier: { ...saved } };
    },
  });
  return renderInShop(<CouriersView />, { url: '/admin/couriers', api });
}

const rowOf = (name: string) => screen.getAllByTestId('courier-row').find((row) => row.getAttribute('data-name') === name)!;

describe('the back-office couriers page', () => {
  it('lists the couriers active first with their tracking links, and adds one once its link holds {tracking}', async () => {
    // Arrange
    const { api, user } = renderCouriers();
    await screen.findByTestId('couriers-list');
    expect(screen.getAllByTestId('courier-row').map((row) => row.getAttribute('data-name'))).toEqual(['Blue Dart', 'DHL', 'Old Post']);
    expect(within(rowOf('Old Post')).getByTestId('courier-state').textContent).toBe('Inactive');
    expect(within(rowOf('Old Post')).getByTestId('courier-template').textContent).toMatch(/No tracking link/);
    expect(within(rowOf('DHL')).getByTestId('courier-template').textContent).toBe('https://www.dhl.com/track?id={tracking}');

    // Act: Add with no name and a link without {tracking}.
    await user.click(screen.getByTestId('couriers-add'));
    const dialog = await screen.findByRole('dialog', { name: 'Add a courier' });
    await user.type(within(dialog).getByTestId('courier-form-template'), 'https://example.com/track');
    await user.click(within(dialog).getByTestId('courier-form-submit'));

    // Assert: the server's words under each field, nothing sent.
    await within(dialog).findByText('A name is required');
    expect(within(dialog).getByText('The tracking link must start with https:// or http:// and contain {tracking}')).toBeTruthy();
    expect(api.callsOf('CouriersSave')).toEqual([]);

    // Act: a name and a link with {tracking}.
    await user.type(within(dialog).getByTestId('courier-form-name'), 'Shree Maruti');
    await user.type(within(dialog).getByTestId('courier-form-template'), '?awb={{tracking}');
    expect(within(dialog).getByText('e.g. https://example.com/track?awb=AWB123456')).toBeTruthy();
    await user.click(within(dialog).getByTestId('courier-form-submit'));

    // Assert: one save of a new courier; the dialog closes and the list has it, active.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('CouriersSave').map((call) => call.variables)).toEqual([
      { id: null, input: { name: 'Shree Maruti', trackingUrlTemplate: 'https://example.com/track?awb={tracking}', active: true } },
    ]);
    await waitFor(() => expect(rowOf('Shree Maruti')).toBeTruthy());
    expect(within(rowOf('Shree Maruti')).getByTestId('courier-state').textContent).toBe('Active');
  });

  it("keeps a refused save in the dialog in the server's words", async () => {
    // Arrange
    const { user } = renderCouriers();
    await screen.findByTestId('couriers-list');

    // Act: rename DHL to Blue Dart, a name another courier has.
    await user.click(within(rowOf('DHL')).getByRole('button', { name: 'Edit DHL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit DHL' });
    const name = within(dialog).getByTestId('courier-form-name');
    await user.clear(name);
    await user.type(name, 'Blue Dart');
    await user.click(within(dialog).getByTestId('courier-form-submit'));

    // Assert: the refusal under the name; DHL is unchanged.
    await within(dialog).findByText('A courier named "Blue Dart" already exists');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(within(dialog).getByTestId('courier-form-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('DHL')).toBeTruthy();
  });

  it('edits a tracking link, deactivates a courier and reactivates another, keeping their name and link', async () => {
    // Arrange
    const { api, user } = renderCouriers();
    await screen.findByTestId('couriers-list');

    // Act: edit DHL's link.
    await user.click(within(rowOf('DHL')).getByRole('button', { name: 'Edit DHL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit DHL' });
    const template = within(dialog).getByTestId('courier-form-template');
    await user.clear(template);
    await user.type(template, 'https://www.dhl.com/in-en/track?id={{tracking}');
    await user.click(within(dialog).getByTestId('courier-form-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(rowOf('DHL')).getByTestId('courier-template').textContent).toBe('https://www.dhl.com/in-en/track?id={tracking}'),
    );

    // Act: deactivate Blue Dart, reactivate Old Post.
    await user.click(screen.getByRole('button', { name: 'Deactivate Blue Dart' }));
    await waitFor(() => expect(within(rowOf('Blue Dart')).getByTestId('courier-state').textContent).toBe('Inactive'));
    await user.click(screen.getByRole('button', { name: 'Reactivate Old Post' }));
    await waitFor(() => expect(within(rowOf('Old Post')).getByTestId('courier-state').textContent).toBe('Active'));

    // Assert: each save sent the courier whole, only `active` changed by the buttons.
    expect(api.callsOf('CouriersSave').map((call) => call.variables)).toEqual([
      { id: 2, input: { name: 'DHL', trackingUrlTemplate: 'https://www.dhl.com/in-en/track?id={tracking}', active: true } },
      { id: 1, input: { name: 'Blue Dart', trackingUrlTemplate: 'https://www.bluedart.com/track?no={tracking}', active: false } },
      { id: 3, input: { name: 'Old Post', trackingUrlTemplate: null, active: true } },
    ]);
    expect(screen.getByRole('button', { name: 'Reactivate Blue Dart' })).toBeTruthy();
  });
});
