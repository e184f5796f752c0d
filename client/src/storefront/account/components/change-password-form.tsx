import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { AccountChangePasswordDocument } from '../profile.generated';
import { useAuth } from '../../../shared/auth/auth-context';
import { storedUserOf } from '../../../shared/auth/auth-storage';
import { FormError, FormGrid, SubmitButton } from '../../../shared/forms/form-grid';
import { useServerError } from '../../../shared/forms/use-server-error';
import { type ChangePasswordFormValues, changePasswordSchema } from '../account-schemas';
import { PasswordField } from './password-field';

export const CHANGE_PASSWORD_TEXTS = {
  confirm: 'Change your password? Every other device signed in to your account will be signed out.',
  done: 'Your password has been changed. Other devices signed in to your account have been signed out.',
  wrongCurrent: 'Your current password is not correct.',
  failed: 'Your password could not be changed. Please try again.',
} as const;

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FORM_FIELDS = new Set<keyof ChangePasswordFormValues>(['currentPassword', 'newPassword']);

type ChangePasswordForm = UseFormReturn<ChangePasswordFormValues>;

/**
 * Sends changePassword: the server ends every other session and answers a new token for this one, which
 * the stored session takes; a wrong current password shows under its field.
 */
function useChangePassword({ reset, setError }: Pick<ChangePasswordForm, 'reset' | 'setError'>) {
  const { login } = useAuth();
  const [changePassword, { loading }] = useMutation(AccountChangePasswordDocument);
  const [done, setDone] = useState(false);
  const { serverError, refuseOrFail, send } = useServerError(CHANGE_PASSWORD_TEXTS.failed, FORM_FIELDS, setError);

  const change = send(async (values: ChangePasswordFormValues) => {
    setDone(false);
    const { data } = await changePassword({
      variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
    });
    const result = data?.changePassword;
    switch (result?.__typename) {
      case 'AuthPayload':
        login(storedUserOf(result.user, result.token));
        reset(EMPTY);
        setDone(true);
        return;
      case 'InvalidCredentialsError':
        setError('currentPassword', { message: CHANGE_PASSWORD_TEXTS.wrongCurrent }, { shouldFocus: true });
        return;
      default:
        refuseOrFail(result);
    }
  });
  return { serverError, done, busy: loading, send: change };
}

/** Change password (Personal Information): current, new and confirmation; asks before it changes anything. */
export function ChangePasswordForm() {
  const form: ChangePasswordForm = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { control, handleSubmit, getValues } = form;
  const { serverError, done, busy, send } = useChangePassword(form);
  const [confirming, setConfirming] = useState(false);

  return (
    <Box
      component="section"
      aria-labelledby="change-password-heading"
      sx={{ mt: { xs: 5, md: 6 }, pt: 4, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="change-password-heading" variant="h5" component="h3" sx={{ mb: 1 }}>
        Change password
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        At least 6 characters. You stay signed in here; every other device is signed out.
      </Typography>
      <FormGrid onSubmit={handleSubmit(() => setConfirming(true))} data-testid="change-password-form">
        {done ? (
          <Alert severity="success" data-testid="change-password-done" sx={{ gridColumn: '1 / -1' }}>
            {CHANGE_PASSWORD_TEXTS.done}
          </Alert>
        ) : null}
        <FormError testId="change-password-error">{serverError}</FormError>
        <Box sx={{ gridColumn: '1 / -1', maxWidth: { sm: 'calc(50% - 10px)' } }}>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            testId="change-password-current"
            control={control}
            name="currentPassword"
            fullWidth
          />
        </Box>
        <PasswordField label="New password" autoComplete="new-password" testId="change-password-new" control={control} name="newPassword" />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          testId="change-password-confirm"
          control={control}
          name="confirmPassword"
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SubmitButton busy={busy} testId="change-password-submit">
            {busy ? 'Changing…' : 'Change password'}
          </SubmitButton>
        </Box>
      </FormGrid>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="change-password-dialog-title"
        aria-describedby="change-password-dialog-text"
        data-testid="change-password-dialog"
      >
        <DialogTitle id="change-password-dialog-title">Change password</DialogTitle>
        <DialogContent>
          <DialogContentText id="change-password-dialog-text">{CHANGE_PASSWORD_TEXTS.confirm}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={() => setConfirming(false)} data-testid="change-password-cancel">
            Cancel
          </Button>
          <Button
            variant="contained"
            data-testid="change-password-confirm-button"
            onClick={() => {
              setConfirming(false);
              void send(getValues());
            }}
          >
            Change password
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
