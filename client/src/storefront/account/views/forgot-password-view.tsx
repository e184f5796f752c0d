import { pagePath } from '@shop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { AccountRequestPasswordResetDocument } from '../account.generated';
import { FormError, FormGrid, SubmitButton } from '../../../shared/forms/form-grid';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useServerError } from '../../../shared/forms/use-server-error';
import { type ForgotPasswordFormValues, forgotPasswordSchema } from '../account-schemas';
import { AuthLayout, AuthOutcome, AuthSwitchLink, PASSWORD_PAGES_ASIDE } from '../components/auth-layout';

/** The server's answer to every well-formed e-mail, known or not; shown if it sends none. */
export const RESET_REQUESTED_TEXT =
  'If an account exists for this e-mail, we have sent it a link to choose a new password. The link works for 1 hour; if you asked more than once, use the newest e-mail.';
const REQUEST_FAILED = 'Your request could not be sent. Please try again.';
const FORM_FIELDS = new Set<keyof ForgotPasswordFormValues>(['email']);

/** Sends the e-mail to requestPasswordReset: the answer is a confirmation, or a refusal shown by the form. */
function useRequestReset(setError: UseFormSetError<ForgotPasswordFormValues>) {
  const [requestReset] = useMutation(AccountRequestPasswordResetDocument);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { serverError, refuseOrFail, send } = useServerError(REQUEST_FAILED, FORM_FIELDS, setError);

  const request = send(async (values: ForgotPasswordFormValues) => {
    const { data } = await requestReset({ variables: { input: { email: values.email.trim() } } });
    const result = data?.requestPasswordReset;
    if (result?.__typename === 'PasswordResetRequested') setConfirmation(result.message || RESET_REQUESTED_TEXT);
    else refuseOrFail(result);
  });
  return { serverError, confirmation, send: request };
}

/** /forgot-password: asks for a reset link by e-mail; whatever the e-mail, the same confirmation follows. */
export function ForgotPasswordView() {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordFormValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { serverError, confirmation, send } = useRequestReset(setError);

  return (
    <AuthLayout
      testId="forgot-password-page"
      eyebrow="Account"
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
      aside={PASSWORD_PAGES_ASIDE}
    >
      {confirmation ? (
        <AuthOutcome severity="success" testId="forgot-password-sent" message={confirmation}>
          <Typography variant="body2" color="text.secondary">
            No e-mail after a few minutes? Look in your spam folder, or ask again: only the newest link works.
          </Typography>
          <Button component={RouterLink} to={pagePath('login')} variant="outlined" size="large" data-testid="forgot-password-login">
            Back to log in
          </Button>
        </AuthOutcome>
      ) : (
        <FormGrid columns={1} onSubmit={handleSubmit(send)}>
          <FormError testId="forgot-password-error">{serverError}</FormError>
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            data-testid="forgot-password-email"
          />
          <SubmitButton busy={isSubmitting} testId="forgot-password-submit">
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </SubmitButton>
          <AuthSwitchLink question="Remembered it?" to={pagePath('login')}>
            Log in
          </AuthSwitchLink>
        </FormGrid>
      )}
    </AuthLayout>
  );
}
