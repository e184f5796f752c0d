import { describe, expect, it } from '@jest/globals';
import { CONTACT_MESSAGES as M, contactSchema, isContactPhone, toContactInquiryInput } from './contact-schema';

const valid = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  subject: 'Ring sizing',
  email: 'asha@example.com',
  message: 'Can I resize later?',
};

function firstErrors(values: Record<string, string>): Record<string, string> {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('contact form rules', () => {
  it('requires every field', () => {
    // Arrange / Act
    const errors = firstErrors({ name: ' ', phone: '', subject: '', email: '', message: '  ' });
    // Assert
    expect(errors).toEqual({
      name: M.nameRequired,
      phone: M.phoneRequired,
      subject: M.subjectRequired,
      email: M.emailRequired,
      message: M.messageRequired,
    });
  });

  it('checks the e-mail address and the phone number', () => {
    expect(firstErrors({ ...valid, email: 'asha@example' })).toEqual({ email: M.emailInvalid });
    expect(firstErrors({ ...valid, phone: '12345' })).toEqual({ phone: M.phoneInvalid });
    expect([
      isContactPhone('(080) 4718-2200'),
      isContactPhone('+919876543210'),
      isContactPhone('call me'),
      isContactPhone('1234567890123456'),
    ]).toEqual([true, true, false, false]);
  });

  it('sends the trimmed values', () => {
    const parsed = contactSchema.parse({ ...valid, name: '  Asha Rao ' });
    expect(toContactInquiryInput(parsed)).toEqual(valid);
  });
});
