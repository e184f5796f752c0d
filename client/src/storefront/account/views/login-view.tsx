import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AccountLoginDocument } from '../../../graphql/generated/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { muiRegister } from '../../../shared/forms/mui-register';
import { loginSchema } from '../account-schemas';
import type { LoginFormValues } from '../account-schemas';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { toStoredUser } from '../session-user';

const LOGIN_FAILED = 'Login failed. Please try again.';
// The specification waits 2 s after 'Login Successful' before leaving the page.
const REDIRECT_DELAY_MS = 2000;
const FORM_FIELDS = new Set<keyof LoginFormValues>(['email', 'password']);

export function LoginView() {
  const navigate = useNavigate();
  const auth = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const [login] = useMutation(AccountLoginDocument);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const fail = (message: string) => {
    setServerError(message);
    toast.error(message);
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { data } = await login({ variables: { input: { email: values.email, password: values.password } } });
      const result = data?.login;
      switch (result?.__typename) {
        case 'AuthPayload': {
          const stored = toStoredUser(result.user, result.token);
          auth.login(stored);
          toast.success('Login Successful');
          setRedirecting(true);
          redirectTimer.current = window.setTimeout(
            () => navigate(stored.role === 'admin' ? '/admin' : '/', { replace: true }),
            REDIRECT_DELAY_MS,
          );
          return;
        }
        case 'InvalidCredentialsError':
          fail(result.message || LOGIN_FAILED);
          return;
        case 'InputValidationError':
          applyFieldErrors(result.fieldErrors, FORM_FIELDS, setError);
          fail(result.message || LOGIN_FAILED);
          return;
        default:
          fail(LOGIN_FAILED);
      }
    } catch {
      // Transport and unexpected server errors are logged by the Apollo error link.
      fail(LOGIN_FAILED);
    }
  });

  const busy = isSubmitting || redirecting;

  return (
    <AuthLayout
      testId="login-page"
      eyebrow="Welcome back"
      title="Log in"
      subtitle="Sign in to see your cart, wishlist and orders."
      aside={{ title: 'Made to be worn every day', text: 'Lab-grown diamonds, certified and set in solid gold.' }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {serverError ? (
          <Alert severity="error" data-testid="login-error">
            {serverError}
          </Alert>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...muiRegister(register, 'email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          data-testid="login-email"
        />
        <Box>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            testId="login-password"
            {...muiRegister(register, 'password')}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
          <Box sx={{ textAlign: 'right', mt: 1 }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2" color="text.secondary">
              Forgot password?
            </Link>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
          {isSubmitting ? 'Logging in…' : redirecting ? 'Welcome back…' : 'Log in'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New to Aurelia?{' '}
          <Link component={RouterLink} to="/signup" color="primary.dark" sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </Typography>
      </Box>
    </AuthLayout>
  );
}
