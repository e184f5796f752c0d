import { pagePath } from '@shop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { type UseFormGetValues, type UseFormSetError, type UseFormSetValue, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AccountSignupDocument } from '../account.generated';
import { FormError, FormGrid, SubmitButton } from '../../../shared/forms/form-grid';
import { FormTextField, PhoneField } from '../../../shared/forms/form-text-field';
import { useServerError } from '../../../shared/forms/use-server-error';
import { DEFAULT_CURRENCY_CODE, currencyName, currencySymbol } from '../../../shared/money/format-money';
import { useShopCurrency } from '../../../shared/money/use-shop-currency';
import { signupSchema } from '../account-schemas';
import type { SignupFormInput, SignupFormValues } from '../account-schemas';
import { AuthLayout, AuthSwitchLink } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import type { LoginNotice } from './login-view';

const SIGNUP_FAILED = 'Signup failed. Please try again.';
const SIGNED_UP = 'Account created. Please log in.';
const FORM_FIELDS = new Set<keyof SignupFormInput>(['firstName', 'lastName', 'phone', 'email', 'password', 'currencyId']);

/**
 * Sends the sign-up: on success to the login page, its e-mail filled in; a refusal about a field shows under that field only,
 * the banner (shown once, next to the form, no toast repeating it) is for the rest.
 */
function useSignup(setError: UseFormSetError<SignupFormInput>) {
  const navigate = useNavigate();
  const [signup] = useMutation(AccountSignupDocument);
  const { serverError, refuseOrFail, send } = useServerError(SIGNUP_FAILED, FORM_FIELDS, setError);

  const signUp = send(async ({ rePassword: _confirmation, currencyId, ...values }: SignupFormValues) => {
    const { data } = await signup({ variables: { input: { ...values, currencyId: Number(currencyId) } } });
    const result = data?.signup;
    switch (result?.__typename) {
      case 'SignupSuccess':
        // The log-in form says so and starts with the new account's e-mail (router state: never in the address).
        void navigate(pagePath('login'), { state: { notice: SIGNED_UP, email: values.email } satisfies LoginNotice });
        return;
      case 'EmailAlreadyUsedError':
        setError('email', { message: result.message || SIGNUP_FAILED });
        return;
      default:
        refuseOrFail(result);
    }
  });
  return { serverError, signUp };
}

/** The id (as the select holds it) of the shop's default currency, INR; '' until the list is known. */
const defaultCurrencyId = (currencies: ReturnType<typeof useShopCurrency>['currencies']) =>
  String(currencies.find((currency) => currency.code === DEFAULT_CURRENCY_CODE)?.id ?? '');

/** The list arrived after the first render: preselect the default then, unless the shopper chose already. */
function usePreselectedCurrency(
  preselected: string,
  getValues: UseFormGetValues<SignupFormInput>,
  setValue: UseFormSetValue<SignupFormInput>,
) {
  useEffect(() => {
    if (preselected && !getValues('currencyId')) setValue('currencyId', preselected);
  }, [preselected, getValues, setValue]);
}

export function SignupView() {
  const { currencies } = useShopCurrency();
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      password: '',
      rePassword: '',
      currencyId: defaultCurrencyId(currencies),
    },
  });
  usePreselectedCurrency(defaultCurrencyId(currencies), getValues, setValue);
  const { serverError, signUp } = useSignup(setError);
  const onSubmit = handleSubmit(signUp);

  return (
    <AuthLayout
      testId="signup-page"
      eyebrow="Join Aurelia"
      title="Create an account"
      subtitle="Save pieces to your wishlist, check out faster and follow your orders."
      aside={{ title: 'Brilliance, grown with care', text: 'Prices are shown in the currency you choose for your account.' }}
    >
      <FormGrid onSubmit={onSubmit}>
        <FormError testId="signup-error">{serverError}</FormError>
        <FormTextField label="First name" autoComplete="given-name" control={control} name="firstName" data-testid="signup-first-name" />
        <FormTextField label="Last name" autoComplete="family-name" control={control} name="lastName" data-testid="signup-last-name" />
        <PhoneField control={control} name="phone" data-testid="signup-phone" />
        <FormTextField
          label="Currency"
          control={control}
          name="currencyId"
          data-testid="signup-currency"
          nativeSelect
          options={[
            { value: '', label: 'Select currency', disabled: true },
            ...currencies.map((currency) => ({
              value: currency.id,
              label: `${currency.code} (${currencySymbol(currency.code)}) · ${currencyName(currency.code)}`,
            })),
          ]}
        />
        <FormTextField
          label="Email"
          type="email"
          autoComplete="email"
          control={control}
          name="email"
          data-testid="signup-email"
          sx={{ gridColumn: '1 / -1' }}
        />
        <PasswordField label="Password" autoComplete="new-password" testId="signup-password" control={control} name="password" />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          testId="signup-confirm-password"
          control={control}
          name="rePassword"
        />
        <SubmitButton busy={isSubmitting} testId="signup-submit" sx={{ gridColumn: '1 / -1', mt: 1 }}>
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </SubmitButton>
        <AuthSwitchLink question="Already have an account?" to={pagePath('login')}>
          Log in
        </AuthSwitchLink>
      </FormGrid>
    </AuthLayout>
  );
}
