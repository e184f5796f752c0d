import { ACCOUNT_MESSAGES as M, accountFields } from './account-rules';

const fields = accountFields();
const errorOf = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('the account field rules both the forms and the server validate with', () => {
  it('names: required, trimmed, at most 100 characters', () => {
    expect(errorOf(fields.firstName, '  ')).toBe(M.firstNameRequired);
    expect(errorOf(fields.firstName, undefined)).toBe(M.firstNameRequired);
    expect(fields.firstName.parse('  Asha ')).toBe('Asha');
    expect(errorOf(fields.lastName, 'x'.repeat(100))).toBeNull();
    expect(errorOf(fields.lastName, 'x'.repeat(101))).toBe(M.lastNameTooLong);
  });

  it('phone: + and 10 to 15 digits', () => {
    expect(errorOf(fields.phone, '')).toBe(M.phoneRequired);
    expect(errorOf(fields.phone, '+919876543210')).toBeNull();
    for (const bad of ['9876543210', '+91987654', '+9198765432101234', '+91 98765 43210'])
      expect(errorOf(fields.phone, bad)).toBe(M.phoneFormat);
  });

  it('e-mail: required, a real address, lower-cased, at most 255 characters', () => {
    expect(errorOf(fields.email, ' ')).toBe(M.emailRequired);
    expect(fields.email.parse(' Asha@Example.COM ')).toBe('asha@example.com');
    for (const bad of ['asha', 'asha@', 'asha@example', 'a b@example.com']) expect(errorOf(fields.email, bad)).toBe(M.emailInvalid);
    expect(errorOf(fields.email, `${'a'.repeat(250)}@x.com`)).toBe(M.emailTooLong);
  });

  it('a new password has 6 to 128 characters; a given one is refused past 128 as a failed log-in', () => {
    expect(errorOf(fields.newPassword, '')).toBe(M.passwordRequired);
    expect(errorOf(fields.newPassword, '12345')).toBe(M.passwordTooShort);
    expect(errorOf(fields.newPassword, 'x'.repeat(128))).toBeNull();
    expect(errorOf(fields.newPassword, 'x'.repeat(129))).toBe(M.passwordTooLong);
    expect(errorOf(fields.password, '1')).toBeNull();
    expect(errorOf(fields.password, 'x'.repeat(129))).toBe(M.loginFailed);
  });
});
