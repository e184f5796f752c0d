import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type Answer, fakeApi, renderInShop } from '../../../test-support/render';
import { CONFIRM_LINK_WITHOUT_TOKEN, ConfirmEmailView } from './confirm-email-view';
import { UndoAccountChangeView } from './undo-account-change-view';

const TOKEN = 'k3Yq0b1u8oJ3oT9m2xWc7vS5nP4lR6tA0dE2fG8hI1j';

/** The two pages of an e-mail change's links at `url`, on a fake API answering their mutations. */
function renderLinkPage(url: string, answers: Record<string, Answer> = {}) {
  const api = fakeApi(answers);
  return renderInShop(
    <Routes>
      <Route path="confirm-email" element={<ConfirmEmailView />} />
      <Route path="undo-account-change" element={<UndoAccountChangeView />} />
    </Routes>,
    { url, api },
  );
}

describe('the pages of an e-mail change’s links', () => {
  it('confirm: uses the link only when asked (mail scanners open links), then shows the server’s answer', async () => {
    // Arrange
    const { user, api } = renderLinkPage(`/confirm-email?token=${TOKEN}`, {
      AccountConfirmEmailChange: () => ({
        confirmEmailChange: {
          __typename: 'EmailChangeConfirmed',
          email: 'new@example.com',
          message: 'Your e-mail is now new@example.com.',
        },
      }),
    });
    const button = await screen.findByRole('button', { name: 'Confirm my new e-mail' });
    expect(api.callsOf('AccountConfirmEmailChange')).toEqual([]);
    // Act
    await user.click(button);
    // Assert
    expect((await screen.findByTestId('confirm-email-outcome')).textContent).toContain('Your e-mail is now new@example.com.');
    expect(api.callsOf('AccountConfirmEmailChange').map((call) => call.variables)).toEqual([{ token: TOKEN }]);
  });

  it('undo: a dead link says why, in the server’s words', async () => {
    const message = 'This change has already been undone. Check your inbox for the link to choose a new password.';
    const { user } = renderLinkPage(`/undo-account-change?token=${TOKEN}`, {
      AccountUndoChange: () => ({
        undoAccountChange: { __typename: 'AccountLinkError', errorCode: 'ACCOUNT_LINK_ERROR', problem: 'USED', message },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Undo the change' }));
    expect((await screen.findByTestId('undo-account-change-outcome')).textContent).toContain(message);
  });

  it('a link without a token says so at once, and sends nothing', async () => {
    const { api } = renderLinkPage('/confirm-email');
    expect((await screen.findByTestId('confirm-email-outcome')).textContent).toContain(CONFIRM_LINK_WITHOUT_TOKEN);
    expect(screen.queryByRole('button', { name: 'Confirm my new e-mail' })).toBeNull();
    expect(api.callsOf('AccountConfirmEmailChange')).toEqual([]);
  });
});
