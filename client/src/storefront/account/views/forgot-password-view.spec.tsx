import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeApi, renderInShop } from '../../../test-support/render';
import { ForgotPasswordView, RESET_REQUESTED_TEXT } from './forgot-password-view';

describe('the forgot-password page', () => {
  it('checks the e-mail first, then sends it and shows the server’s one confirmation instead of the form', async () => {
    // Arrange
    const api = fakeApi({
      AccountRequestPasswordReset: () => ({
        requestPasswordReset: { __typename: 'PasswordResetRequested', message: RESET_REQUESTED_TEXT },
      }),
    });
    const { user } = renderInShop(<ForgotPasswordView />, { url: '/forgot-password', api });
    const email = screen.getByLabelText('Email', { selector: 'input' });
    const send = screen.getByRole('button', { name: 'Send reset link' });
    // Act: a malformed e-mail, then a good one.
    await user.type(email, 'meera@example');
    await user.click(send);
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    expect(api.callsOf('AccountRequestPasswordReset')).toHaveLength(0);
    await user.type(email, '.com');
    await user.click(send);
    // Assert
    expect((await screen.findByTestId('forgot-password-sent')).textContent).toBe(RESET_REQUESTED_TEXT);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(api.callsOf('AccountRequestPasswordReset').map((call) => call.variables)).toEqual([{ input: { email: 'meera@example.com' } }]);
  });
});
