import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { AccountUpdateProfileDocument } from '../profile.generated';
import type { AccountProfileFieldsFragment } from '../profile.generated';
import { useAuth } from '../../../shared/auth/auth-context';
import { FormError, FormGrid, SubmitButton } from '../../../shared/forms/form-grid';
import { FormTextField, PhoneField } from '../../../shared/forms/form-text-field';
import { useServerError } from '../../../shared/forms/use-server-error';
import { notify } from '../../../shared/ui/notify';
import {
  GENDER_OPTIONS,
  PROFILE_MESSAGES,
  changesContact,
  createProfileSchema,
  todayIso,
  toProfileFormValues,
  toUpdateProfileInput,
} from '../profile-schema';
import type { ProfileFormInput, ProfileFormValues, SavedContact } from '../profile-schema';
import { PasswordField } from './password-field';

const SAVE_FAILED = 'Your changes could not be saved. Please try again.';
const FORM_FIELDS = new Set<keyof ProfileFormInput>(['firstName', 'lastName', 'email', 'phone', 'gender', 'dob', 'currentPassword']);
/** The toast of a save that asked for a new e-mail: it changes only once the link sent there is followed. */
export const CHECK_NEW_INBOX = 'Check your new inbox to confirm your new e-mail';

type ProfileForm = UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>;

/**
 * Saves the details through updateProfile (with the current password when the e-mail or phone changes): the
 * form restarts from the saved account, whose new e-mail may wait for its confirmation (pendingEmail), and the
 * stored session's first name follows; a refusal shows under its field, else above the form.
 */
function useSaveProfile({ reset, setError }: Pick<ProfileForm, 'reset' | 'setError'>, saved: SavedContact) {
  const { user, login } = useAuth();
  const [updateProfile] = useMutation(AccountUpdateProfileDocument);
  const { serverError, refuseOrFail, send } = useServerError(SAVE_FAILED, FORM_FIELDS, setError);

  const save = send(async (values: ProfileFormValues) => {
    const { data } = await updateProfile({ variables: { input: toUpdateProfileInput(values, saved) } });
    const result = data?.updateProfile;
    switch (result?.__typename) {
      case 'User':
        reset(toProfileFormValues(result));
        // The page greets the shopper from the stored session: keep it in step (same token).
        if (user) login({ ...user, firstName: result.firstName });
        notify.success(result.pendingEmail && result.pendingEmail !== saved.email ? CHECK_NEW_INBOX : 'Profile updated');
        return;
      case 'InvalidCredentialsError':
        setError('currentPassword', { message: PROFILE_MESSAGES.currentPasswordWrong }, { shouldFocus: true });
        return;
      case 'EmailAlreadyUsedError':
        setError('email', { message: result.message });
        return;
      default:
        refuseOrFail(result);
    }
  });
  return { serverError, save };
}

/** A new e-mail waiting for its link: said until the server says otherwise (after a reload too). */
function PendingEmailNotice({ profile }: { profile: AccountProfileFieldsFragment }) {
  if (!profile.pendingEmail) return null;
  return (
    <Alert severity="info" data-testid="profile-pending-email" sx={{ gridColumn: '1 / -1' }}>
      Check your new inbox to confirm: we sent a link to <strong>{profile.pendingEmail}</strong>. Until you follow it, you log in with{' '}
      {profile.email}.
    </Alert>
  );
}

/** Asked only while the e-mail or phone differs from the saved one (docs/decisions.md#email-change). */
function CurrentPasswordField({ control }: Pick<ProfileForm, 'control'>) {
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        control={control}
        name="currentPassword"
        hint="Needed to change your e-mail or phone number. A new e-mail is used once you confirm it from its inbox."
        testId="profile-current-password"
      />
    </Box>
  );
}

/**
 * The Personal Information tab: the account's details, edited in place and saved through
 * updateProfile. The sign-up rules apply; the server's field errors appear under their fields.
 */
export function ProfileDetailsForm({ profile }: { profile: AccountProfileFieldsFragment }) {
  const today = todayIso();
  const saved = useMemo(() => ({ email: profile.email, phone: profile.phone }), [profile.email, profile.phone]);
  const schema = useMemo(() => createProfileSchema(today, saved), [today, saved]);
  const form: ProfileForm = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toProfileFormValues(profile),
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = form;
  const { serverError, save } = useSaveProfile(form, saved);
  const onSubmit = handleSubmit(save);
  const [email, phone] = useWatch({ control, name: ['email', 'phone'] });
  const needsPassword = changesContact({ email, phone }, saved);

  return (
    <FormGrid onSubmit={onSubmit} aria-labelledby="personal-information-heading" data-testid="profile-form">
      <FormError testId="profile-form-error">{serverError}</FormError>
      <PendingEmailNotice profile={profile} />
      <FormTextField
        label="First name"
        autoComplete="given-name"
        required
        control={control}
        name="firstName"
        data-testid="profile-first-name"
      />
      <FormTextField
        label="Last name"
        autoComplete="family-name"
        required
        control={control}
        name="lastName"
        data-testid="profile-last-name"
      />
      <FormTextField label="Email" type="email" autoComplete="email" required control={control} name="email" data-testid="profile-email" />
      <PhoneField required control={control} name="phone" hint="A plus sign, the country code and the number" data-testid="profile-phone" />
      {needsPassword ? <CurrentPasswordField control={control} /> : null}
      <FormTextField
        label="Gender"
        control={control}
        name="gender"
        data-testid="profile-gender"
        nativeSelect
        options={[{ value: '', label: 'Prefer not to say' }, ...GENDER_OPTIONS]}
      />
      <FormTextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        control={control}
        name="dob"
        data-testid="profile-dob"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: '1900-01-01' } }}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 0.5 }}>
        <SubmitButton busy={isSubmitting || !isDirty} testId="profile-save">
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </SubmitButton>
        <Button type="button" variant="text" disabled={isSubmitting || !isDirty} onClick={() => reset()} data-testid="profile-discard">
          Discard changes
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          Prices are shown in {profile.currency.code}, your account currency.
        </Typography>
      </Box>
    </FormGrid>
  );
}
