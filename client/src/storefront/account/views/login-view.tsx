import { pagePath } from '@shop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { AccountLoginDocument } from '../account.generated';
import { useAuth } from '../../../shared/auth/auth-context';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { FormError, FormGrid, SubmitButton } from '../../../shared/forms/form-grid';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { rateLimitedMessage } from '../../../shared/api/rate-limited';
import { notify } from '../../../shared/ui/notify';
import { loginSchema } from '../account-schemas';
import type { LoginFormValues } from '../account-schemas';
import { AuthLayout, AuthSwitchLink } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { storedUserOf } from '../../../shared/auth/auth-storage';

const LOGIN_FAILED = 'Login failed. Please try again.';
// The specification waits 2 s after 'Login Successful' before leaving the page.
const REDIRECT_DELAY_MS = 2000;
const FORM_FIELDS = new Set<keyof LoginFormValues>(['email', 'password']);

/** What a page that sends the shopper here may say first (a password reset), and the e-mail to fill in. */
export interface LoginNotice {
  notice: string;
  email?: string;
}

const loginNoticeOf = (state: unknown): LoginNotice | null =>
  typeof state === 'object' && state !== null && typeof (state as LoginNotice).notice === 'string' ? (state as LoginNotice) : null;

/**
 * Sends the log-in: on success 'Login Successful', then after REDIRECT_DELAY_MS home (or the back-office for an
 * admin); a refusal shows once, next to the form (no toast repeating it), field errors under their fields too.
 */
function useLogin(setError: UseFormSetError<LoginFormValues>) {
  const navigate = useNavigate();
  const auth = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  // Where to go once 'Login Successful' has been seen for REDIRECT_DELAY_MS.
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const [login] = useMutation(AccountLoginDocument);

  useEffect(() => {
    if (!redirectTo) return undefined;
    const timer = window.setTimeout(() => void navigate(redirectTo, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirectTo, navigate]);

  const logIn = async (values: LoginFormValues) => {
    setServerError(null);
    try {
      const { data } = await login({ variables: { input: { email: values.email, password: values.password } } });
      const result = data?.login;
      switch (result?.__typename) {
        case 'AuthPayload': {
          const stored = storedUserOf(result.user, result.token);
          auth.login(stored);
          notify.success('Login Successful');
          setRedirectTo(stored.role === 'admin' ? '/admin' : '/');
          return;
        }
        case 'InvalidCredentialsError':
          setServerError(result.message || LOGIN_FAILED);
          return;
        case 'InputValidationError':
          applyFieldErrors(result.fieldErrors, FORM_FIELDS, setError);
          setServerError(result.message || LOGIN_FAILED);
          return;
        default:
          setServerError(LOGIN_FAILED);
      }
    } catch (error) {
      // Too many attempts: the server's wait. Transport and unexpected server errors are logged by the Apollo error link.
      setServerError(rateLimitedMessage(error) ?? LOGIN_FAILED);
    }
  };
  return { serverError, redirecting: redirectTo !== null, logIn };
}

export function LoginView() {
  const arrival = loginNoticeOf(useLocation().state);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: arrival?.email ?? '', password: '' } });
  const { serverError, redirecting, logIn } = useLogin(setError);
  const onSubmit = handleSubmit(logIn);

  const busy = isSubmitting || redirecting;

  return (
    <AuthLayout
      testId="login-page"
      eyebrow="Welcome back"
      title="Log in"
      subtitle="Sign in to see your cart, wishlist and orders."
      aside={{ title: 'Made to be worn every day', text: 'Lab-grown diamonds, certified and set in solid gold.' }}
    >
      <FormGrid columns={1} onSubmit={onSubmit}>
        {arrival && !serverError ? (
          <Alert severity="success" data-testid="login-notice" sx={{ gridColumn: '1 / -1' }}>
            {arrival.notice}
          </Alert>
        ) : null}
        <FormError testId="login-error">{serverError}</FormError>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" data-testid="login-email" />
        <Box>
          <PasswordField label="Password" autoComplete="current-password" testId="login-password" control={control} name="password" />
          <Box sx={{ textAlign: 'right', mt: 1 }}>
            <Link component={RouterLink} to={pagePath('forgot-password')} variant="body2" color="text.secondary">
              Forgot password?
            </Link>
          </Box>
        </Box>
        <SubmitButton busy={busy} testId="login-submit">
          {isSubmitting ? 'Logging in…' : redirecting ? 'Welcome back…' : 'Log in'}
        </SubmitButton>
        <AuthSwitchLink question="New to Aurelia?" to={pagePath('signup')}>
          Create an account
        </AuthSwitchLink>
      </FormGrid>
    </AuthLayout>
  );
}
