import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type Answer, currentUrl, fakeApi, renderInShop } from '../../../test-support/render';
import { LoginView } from './login-view';
import { ResetPasswordView } from './reset-password-view';

const TOKEN = 'k3Yq0b1u8oJ3oT9m2xWc7vS5nP4lR6tA0dE2fG8hI1j';
const DONE_MESSAGE = 'Your password has been changed. Please log in with your new password.';
const PROBLEMS = {
  USED: 'This password reset link has already been used. If you need to, ask for a new one.',
  EXPIRED: 'This password reset link has expired (links work for 1 hour). Please ask for a new one.',
  INVALID:
    'This password reset link is not valid. It may be incomplete or replaced by a newer one: use the latest e-mail, or ask for a new link.',
} as const;

/** The reset page at `url`, and the log-in page it sends the shopper to, on a fake API answering `resetPassword`. */
function renderResetPage(url: string, resetAnswer: Answer = () => ({ resetPassword: { __typename: 'PasswordResetDone' } })) {
  const api = fakeApi({ AccountResetPassword: resetAnswer });
  return renderInShop(
    <Routes>
      <Route path="reset-password" element={<ResetPasswordView />} />
      <Route path="login" element={<LoginView />} />
    </Routes>,
    { url, api },
  );
}

const passwordField = () => screen.getByLabelText('New password', { selector: 'input' });
const confirmField = () => screen.getByLabelText('Confirm new password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Set new password' });

describe('the reset-password page', () => {
  it('sends the token and the new password, then shows the log-in page with the server’s message and the e-mail filled in', async () => {
    // Arrange
    const { user, api } = renderResetPage(`/reset-password?token=${TOKEN}`, () => ({
      resetPassword: { __typename: 'PasswordResetDone', email: 'meera@example.com', message: DONE_MESSAGE },
    }));
    // Act
    await user.type(passwordField(), 'new-password-2');
    await user.type(confirmField(), 'new-password-2');
    await user.click(submit());
    // Assert
    expect((await screen.findByTestId('login-notice')).textContent).toBe(DONE_MESSAGE);
    expect(currentUrl().pathname).toBe('/login');
    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveProperty('value', 'meera@example.com');
    expect(api.callsOf('AccountResetPassword').map((call) => call.variables)).toEqual([
      { input: { token: TOKEN, password: 'new-password-2' } },
    ]);
  });

  it('checks the sign-up rules and the confirmation before sending anything', async () => {
    const { user, api } = renderResetPage(`/reset-password?token=${TOKEN}`);
    await user.type(passwordField(), '12345');
    await user.type(confirmField(), '12346');
    await user.click(submit());
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await user.clear(passwordField());
    await user.type(passwordField(), '123456');
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(api.callsOf('AccountResetPassword')).toHaveLength(0);
  });

  it.each(Object.entries(PROBLEMS))(
    'a %s link: the server’s message replaces the form, with a way to ask again',
    async (problem, message) => {
      // Arrange
      const { user } = renderResetPage(`/reset-password?token=${TOKEN}`, () => ({
        resetPassword: { __typename: 'ResetLinkError', errorCode: 'RESET_LINK_ERROR', problem, message },
      }));
      // Act
      await user.type(passwordField(), 'new-password-2');
      await user.type(confirmField(), 'new-password-2');
      await user.click(submit());
      // Assert
      expect((await screen.findByTestId('reset-password-link-problem')).textContent).toBe(message);
      expect(screen.queryByRole('button', { name: 'Set new password' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    },
  );

  it('a link without a token says so at once and sends nothing', async () => {
    const { api } = renderResetPage('/reset-password');
    expect((await screen.findByTestId('reset-password-link-problem')).textContent).toBe(PROBLEMS.INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s password refusal under the field, and a failed request above the form', async () => {
    let attempt = 0;
    const { user } = renderResetPage(`/reset-password?token=${TOKEN}`, () => {
      attempt += 1;
      if (attempt === 2) return new Error('the network is down');
      return {
        resetPassword: {
          __typename: 'InputValidationError',
          errorCode: 'INPUT_VALIDATION_ERROR',
          message: 'Password must be at most 128 characters',
          fieldErrors: [{ field: 'password', message: 'Password must be at most 128 characters' }],
        },
      };
    });
    await user.type(passwordField(), 'new-password-2');
    await user.type(confirmField(), 'new-password-2');
    await user.click(submit());
    expect(await screen.findByText('Password must be at most 128 characters')).toBeTruthy();
    await user.click(submit());
    expect((await screen.findByTestId('reset-password-error')).textContent).toBe('Your new password could not be saved. Please try again.');
  });
});
