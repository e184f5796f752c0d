import { describe, expect, it } from '@jest/globals';
import { VALIDATION_MESSAGES as M } from '../../shared/validation/messages';
import { PROFILE_MESSAGES, createProfileSchema, isIsoDate, toProfileFormValues, toUpdateProfileInput } from './profile-schema';

const valid = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.com',
  phone: '+919812345678',
  gender: 'FEMALE',
  dob: '1994-03-18',
} as const;
const schema = createProfileSchema('2026-11-21');

function messages(values: Record<string, string>): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  // The form shows a field's first problem, as the zod resolver does.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('profile form rules', () => {
  it('accepts a complete profile, and one without gender or date of birth', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, gender: '', dob: '' })).toEqual({});
  });

  it('uses the sign-up texts for names, e-mail and phone', () => {
    // Arrange / Act
    const errors = messages({ ...valid, firstName: ' ', lastName: '', email: 'priya', phone: '98123' });
    // Assert
    expect(errors).toEqual({ firstName: M.firstNameRequired, lastName: M.lastNameRequired, email: M.emailInvalid, phone: M.phoneFormat });
    expect(messages({ ...valid, email: '', phone: '' })).toEqual({ email: M.emailRequired, phone: M.phoneRequired });
  });

  it('refuses a date of birth that is not a date or lies in the future', () => {
    expect(messages({ ...valid, dob: '1994-02-30' }).dob).toBe(PROFILE_MESSAGES.dobInvalid);
    expect(messages({ ...valid, dob: '2026-11-22' }).dob).toBe(PROFILE_MESSAGES.dobInFuture);
    expect(messages({ ...valid, dob: '2026-11-21' })).toEqual({});
    expect([isIsoDate('2024-02-29'), isIsoDate('2023-02-29'), isIsoDate('21/11/2026')]).toEqual([true, false, false]);
  });

  it('refuses an unknown gender and names over 100 characters', () => {
    expect(messages({ ...valid, gender: 'robot' }).gender).toBeDefined();
    expect(messages({ ...valid, lastName: 'x'.repeat(101) }).lastName).toBe(PROFILE_MESSAGES.lastNameTooLong);
  });
});

describe('profile values', () => {
  it('starts the form from the account, with empty text for what is not stated', () => {
    expect(toProfileFormValues({ ...valid, gender: null, dob: null })).toEqual({ ...valid, gender: '', dob: '', currentPassword: '' });
  });

  it('sends every field, an empty gender or date of birth as null (cleared), trimmed by the schema', () => {
    const parsed = schema.parse({ ...valid, firstName: '  Priya ', gender: '', dob: '' });
    expect(toUpdateProfileInput(parsed)).toEqual({ ...valid, gender: null, dob: null });
  });

  it('asks for the current password only when the e-mail or phone changes, and sends it only then', () => {
    // Arrange
    const saved = { email: valid.email, phone: valid.phone };
    const withSaved = createProfileSchema('2026-11-21', saved);
    // Act / Assert: the same e-mail in capitals and a new name need nothing.
    expect(withSaved.safeParse({ ...valid, email: 'PRIYA@example.com', firstName: 'Riya' }).success).toBe(true);
    const newEmail = withSaved.safeParse({ ...valid, email: 'new@example.com' });
    const newPhone = withSaved.safeParse({ ...valid, phone: '+14155550123' });
    for (const result of [newEmail, newPhone]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['currentPassword'], message: PROFILE_MESSAGES.currentPasswordRequired }),
      ]);
    }
    const parsed = withSaved.parse({ ...valid, phone: '+14155550123', currentPassword: 'secret12' });
    expect(toUpdateProfileInput(parsed, saved)).toMatchObject({ phone: '+14155550123', currentPassword: 'secret12' });
    expect(toUpdateProfileInput(withSaved.parse({ ...valid, currentPassword: 'typed anyway' }), saved)).not.toHaveProperty(
      'currentPassword',
    );
  });
});
