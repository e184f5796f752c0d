import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { HeaderSearchCombobox } from './header-search-combobox';
import type { HeaderSearchComboboxProps } from './header-search-combobox';

const noop = () => undefined;

/** The combobox as the header holds it (words and open state), with a way to open its list. */
function Header({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const props: HeaderSearchComboboxProps = {
    text,
    setText: noop,
    open,
    setOpen,
    onSearch: noop,
    onPick: noop,
    keepFocus: false,
    endAdornment: null,
  };
  return (
    <>
      <HeaderSearchCombobox {...props} />
      <button type="button" onClick={() => setOpen(true)}>
        open the list
      </button>
    </>
  );
}

describe("the header search's suggestions", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('are not asked for while their list is closed (a results page shows its words in the box), and are once it opens', async () => {
    // Arrange: a results page's box, holding the words of its address, list closed
    const api = fakeApi({
      StoreCurrencies: () => ({ storeCurrencies: [{ __typename: 'Currency', id: 1, code: 'INR' }] }),
      HeaderSearchSuggestions: () => ({ searchSuggestions: [] }),
    });
    renderInShop(<Header text="gold" />, { api });
    // Act: well past the typing pause
    act(() => jest.advanceTimersByTime(2000));
    // Assert: nothing asked (the answer rewrote the listing's cached prices while the page hydrated)
    expect(api.callsOf('HeaderSearchSuggestions')).toEqual([]);

    // Act: the shopper opens the list
    fireEvent.click(screen.getByRole('button', { name: 'open the list' }));
    act(() => jest.advanceTimersByTime(300));
    // Assert
    await waitFor(() => expect(api.callsOf('HeaderSearchSuggestions').map((call) => call.variables.query)).toEqual(['gold']));
  });
});
