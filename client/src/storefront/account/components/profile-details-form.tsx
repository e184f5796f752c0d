import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { AccountUpdateProfileDocument } from '../profile.generated';
import type { AccountProfileFieldsFragment } from '../profile.generated';
import { useAuth } from '../../../shared/auth/auth-context';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { FormError, FormGrid, SubmitButton } from '../../../shared/forms/form-grid';
import { FormTextField, PhoneField } from '../../../shared/forms/form-text-field';
import { notify } from '../../../shared/ui/notify';
import { GENDER_OPTIONS, createProfileSchema, todayIso, toProfileFormValues, toUpdateProfileInput } from '../profile-schema';
import type { ProfileFormInput, ProfileFormValues } from '../profile-schema';

const SAVE_FAILED = 'Your changes could not be saved. Please try again.';
const FORM_FIELDS = new Set<keyof ProfileFormInput>(['firstName', 'lastName', 'email', 'phone', 'gender', 'dob']);

type ProfileForm = UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>;

/**
 * Saves the details through updateProfile: the form restarts from the saved account and the stored session's
 * first name follows; a refusal shows under its field, else above the form.
 */
function useSaveProfile({ reset, setError }: Pick<ProfileForm, 'reset' | 'setError'>) {
  const { user, login } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateProfile] = useMutation(AccountUpdateProfileDocument);

  const save = async (values: ProfileFormValues) => {
    setServerError(null);
    try {
      const { data } = await updateProfile({ variables: { input: toUpdateProfileInput(values) } });
      const result = data?.updateProfile;
      switch (result?.__typename) {
        case 'User':
          reset(toProfileFormValues(result));
          // The page greets the shopper from the stored session: keep it in step (same token).
          if (user) login({ ...user, firstName: result.firstName });
          notify.success('Profile updated');
          return;
        case 'EmailAlreadyUsedError':
          setError('email', { message: result.message });
          return;
        case 'InputValidationError':
          if (!applyFieldErrors(result.fieldErrors, FORM_FIELDS, setError)) setServerError(result.message || SAVE_FAILED);
          return;
        default:
          setServerError(SAVE_FAILED);
      }
    } catch {
      setServerError(SAVE_FAILED);
    }
  };
  return { serverError, save };
}

/**
 * The Personal Information tab: the account's details, edited in place and saved through
 * updateProfile. The sign-up rules apply; the server's field errors appear under their fields.
 */
export function ProfileDetailsForm({ profile }: { profile: AccountProfileFieldsFragment }) {
  const today = todayIso();
  const schema = useMemo(() => createProfileSchema(today), [today]);
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
  const { serverError, save } = useSaveProfile(form);
  const onSubmit = handleSubmit(save);

  return (
    <FormGrid onSubmit={onSubmit} aria-labelledby="personal-information-heading" data-testid="profile-form">
      <FormError testId="profile-form-error">{serverError}</FormError>
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
