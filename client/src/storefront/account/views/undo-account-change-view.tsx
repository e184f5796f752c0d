import { pagePath } from '@shop/contracts';
import { useMutation } from '@apollo/client/react';
import { useAuth } from '../../../shared/auth/auth-context';
import { AccountUndoChangeDocument } from '../account.generated';
import { AccountLinkPage, type LinkOutcome } from '../components/account-link-page';

/** A link without a token: the server's words for an invalid undo link. */
export const UNDO_LINK_WITHOUT_TOKEN =
  'This undo link is not valid. It may be incomplete, or a later undo already put your account back. If you cannot log in, use "Forgot password".';

/**
 * /undo-account-change?token=…: the page the notice sent to the old e-mail links to. One click puts the e-mail
 * and phone back, signs every device out (this one too) and resets the password; a link to choose a new one
 * goes to the restored e-mail.
 */
export function UndoAccountChangeView() {
  const [undo] = useMutation(AccountUndoChangeDocument);
  const { user, logout } = useAuth();
  const follow = async (token: string): Promise<LinkOutcome> => {
    const { data } = await undo({ variables: { token } });
    const result = data?.undoAccountChange;
    if (result?.__typename === 'AccountChangeUndone') {
      // Every session ended on the server; this browser forgets its own.
      if (user) logout({ clearAll: true });
      return { done: true, message: result.message };
    }
    return { done: false, message: result && 'message' in result ? result.message : 'This link could not be used. Please try again.' };
  };
  return (
    <AccountLinkPage
      testId="undo-account-change"
      title="Undo the change to your account"
      subtitle="This puts your e-mail and phone back, signs out every device and resets your password. We then e-mail you a link to choose a new one."
      action="Undo the change"
      busyAction="Undoing…"
      noToken={UNDO_LINK_WITHOUT_TOKEN}
      follow={follow}
      next={{ to: pagePath('login'), label: 'Go to log in' }}
    />
  );
}
