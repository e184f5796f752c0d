import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type StaleChange, changedFields } from './stale-version';
import { StaleVersionNotice } from './stale-version-notice';
import { useStaleVersion } from './use-stale-version';

// The stale-save UI every back-office form shares (docs/decisions.md#no-lost-updates): a save refused as
// stale shows the message with Reload; Reload runs the form's refetch and lists what someone else changed,
// or offers Reload again when the refetch failed.

/** A form's use of the hook: a button standing for the save that answered StaleVersionError. */
function StaleForm({ refetch }: { refetch: () => Promise<StaleChange[] | null> }) {
  const stale = useStaleVersion();
  return (
    <>
      <button type="button" onClick={stale.markStale}>
        Save
      </button>
      <StaleVersionNotice state={stale} onReload={() => void stale.reload(refetch)} onDismiss={stale.clear} testId="things" />
    </>
  );
}

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'rate', label: 'Base rate' },
];

describe('a stale save in a back-office form', () => {
  it('shows the message with Reload, and after Reload what someone else changed, with what this admin had typed', async () => {
    // Arrange: loaded as Gold at 6500; someone else renamed it; this admin had typed a new rate
    const changes = changedFields(FIELDS, { name: 'Gold', rate: '6500' }, { name: 'Gold 22K', rate: 6500 }, { name: 'Gold', rate: '7000' });
    const refetch = jest.fn(() => Promise.resolve(changes));
    render(<StaleForm refetch={refetch} />);
    expect(screen.queryByTestId('things-stale')).toBeNull();

    // Act: the save is refused as stale
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assert: the message and Reload
    expect(screen.getByTestId('things-stale').textContent).toContain('This was changed by someone else since you opened it');

    // Act: Reload
    fireEvent.click(screen.getByTestId('things-stale-reload'));

    // Assert: the name someone else changed, and this admin's unsaved rate (6500 and "6500" read the same)
    await waitFor(() => expect(screen.getByTestId('things-stale-changes')).toBeTruthy());
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('things-stale-change').map((item) => item.textContent)).toEqual([
      'Name: “Gold” → “Gold 22K”',
      'Base rate: your unsaved “7000” was not saved (stored: “6500”)',
    ]);
    expect(screen.queryByTestId('things-stale')).toBeNull();
  });

  it('names the value this admin had typed when it differs from both', () => {
    expect(changedFields(FIELDS, { name: 'Gold' }, { name: 'Gold 22K' }, { name: 'Gold 24K' })).toEqual([
      { field: 'name', label: 'Name', loaded: 'Gold', stored: 'Gold 22K', typed: 'Gold 24K', byOthers: true },
    ]);
  });

  it('says so when none of the form’s fields changed', async () => {
    render(<StaleForm refetch={() => Promise.resolve([])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByTestId('things-stale-reload'));
    await waitFor(() =>
      expect(screen.getByTestId('things-stale-changes').textContent).toContain('none of the fields of this form were changed'),
    );
  });

  it('keeps offering Reload when the reload failed', async () => {
    // Arrange
    let fail = true;
    const refetch = jest.fn(() => (fail ? Promise.reject(new Error('network down')) : Promise.resolve([])));
    render(<StaleForm refetch={refetch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Act
    act(() => {
      fireEvent.click(screen.getByTestId('things-stale-reload'));
    });

    // Assert: still stale, with the failure said, and Reload works again
    await waitFor(() => expect(screen.getByTestId('things-stale').textContent).toContain('The reload failed'));
    fail = false;
    fireEvent.click(screen.getByTestId('things-stale-reload'));
    await waitFor(() => expect(screen.getByTestId('things-stale-changes')).toBeTruthy());
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
