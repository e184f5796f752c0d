import { pagePath } from '@shop/contracts';
import { useMutation } from '@apollo/client/react';
import { AccountConfirmEmailChangeDocument } from '../account.generated';
import { AccountLinkPage, type LinkOutcome } from '../components/account-link-page';

/** A link without a token: the server's words for an invalid confirmation link. */
export const CONFIRM_LINK_WITHOUT_TOKEN =
  'This confirmation link is not valid. It may be incomplete, or the change was replaced or undone: use the latest e-mail, or change your e-mail again from your profile.';

/** /confirm-email?token=…: the page the e-mail sent to a new address links to. One click makes it the account's e-mail. */
export function ConfirmEmailView() {
  const [confirm] = useMutation(AccountConfirmEmailChangeDocument);
  const follow = async (token: string): Promise<LinkOutcome> => {
    const { data } = await confirm({ variables: { token } });
    const result = data?.confirmEmailChange;
    if (result?.__typename === 'EmailChangeConfirmed') return { done: true, message: result.message };
    return { done: false, message: result && 'message' in result ? result.message : 'This link could not be used. Please try again.' };
  };
  return (
    <AccountLinkPage
      testId="confirm-email"
      title="Confirm your new e-mail"
      subtitle="One click, and your account uses this address from now on, also to log in."
      action="Confirm my new e-mail"
      busyAction="Confirming…"
      noToken={CONFIRM_LINK_WITHOUT_TOKEN}
      follow={follow}
      next={{ to: pagePath('profile'), label: 'Go to my account' }}
    />
  );
}
