import { pagePath } from '@shop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AccountResetPasswordDocument } from '../account.generated';
import { FormError, FormGrid, SubmitButton } from '../../../shared/forms/form-grid';
import { useServerError } from '../../../shared/forms/use-server-error';
import { type ResetPasswordFormValues, resetPasswordSchema } from '../account-schemas';
import { AuthLayout, AuthOutcome, PASSWORD_PAGES_ASIDE } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import type { LoginNotice } from './login-view';

/** A link without a token: the server's words for an invalid link. */
export const LINK_WITHOUT_TOKEN =
  'This password reset link is not valid. It may be incomplete or replaced by a newer one: use the latest e-mail, or ask for a new link.';
const RESET_FAILED = 'Your new password could not be saved. Please try again.';
const FORM_FIELDS = new Set<keyof ResetPasswordFormValues>(['password']);

/**
 * Sends the new password with the link's token: on success the log-in page with the server's message; a dead
 * link (invalid, expired, used) replaces the form with its message; a refused password shows under its field.
 */
function useResetPassword(token: string, setError: UseFormSetError<ResetPasswordFormValues>) {
  const navigate = useNavigate();
  const [resetPassword] = useMutation(AccountResetPasswordDocument);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : LINK_WITHOUT_TOKEN);
  const { serverError, refuseOrFail, send } = useServerError(RESET_FAILED, FORM_FIELDS, setError);

  const reset = send(async (values: ResetPasswordFormValues) => {
    const { data } = await resetPassword({ variables: { input: { token, password: values.password } } });
    const result = data?.resetPassword;
    switch (result?.__typename) {
      case 'PasswordResetDone': {
        const notice: LoginNotice = { notice: result.message, email: result.email };
        void navigate(pagePath('login'), { replace: true, state: notice });
        return;
      }
      case 'ResetLinkError':
        setLinkProblem(result.message);
        return;
      default:
        refuseOrFail(result);
    }
  });
  return { serverError, linkProblem, send: reset };
}

/** /reset-password?token=…: the page a reset e-mail links to. Choose a new password (the sign-up rules), twice. */
export function ResetPasswordView() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ResetPasswordFormValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', rePassword: '' } });
  const { serverError, linkProblem, send } = useResetPassword(token, setError);

  return (
    <AuthLayout
      testId="reset-password-page"
      eyebrow="Account"
      title="Choose a new password"
      subtitle="At least 6 characters. Every device signed in to your account will be signed out."
      aside={PASSWORD_PAGES_ASIDE}
    >
      {linkProblem ? (
        <AuthOutcome severity="warning" testId="reset-password-link-problem" message={linkProblem}>
          <Button
            component={RouterLink}
            to={pagePath('forgot-password')}
            variant="contained"
            size="large"
            data-testid="reset-password-ask-again"
          >
            Ask for a new link
          </Button>
        </AuthOutcome>
      ) : (
        <FormGrid columns={1} onSubmit={handleSubmit(send)}>
          <FormError testId="reset-password-error">{serverError}</FormError>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            testId="reset-password-password"
            control={control}
            name="password"
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            testId="reset-password-confirm"
            control={control}
            name="rePassword"
          />
          <SubmitButton busy={isSubmitting} testId="reset-password-submit">
            {isSubmitting ? 'Saving…' : 'Set new password'}
          </SubmitButton>
        </FormGrid>
      )}
    </AuthLayout>
  );
}
