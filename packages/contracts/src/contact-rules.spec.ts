import { CONTACT_MESSAGES as M, contactFields, isContactPhone } from './contact-rules';

const fields = contactFields();
const errorOf = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('the contact form rules both the form and the server validate with', () => {
  it('every field is required, trimmed, and as long as its column at most', () => {
    expect(errorOf(fields.name, '  ')).toBe(M.nameRequired);
    expect(errorOf(fields.name, undefined)).toBe(M.nameRequired);
    expect(fields.subject.parse('  Ring sizing ')).toBe('Ring sizing');
    expect(errorOf(fields.subject, 'x'.repeat(201))).toBe('Subject must be at most 200 characters');
    expect(errorOf(fields.message, ' \n ')).toBe(M.messageRequired);
    expect(errorOf(fields.message, 'x'.repeat(5000))).toBeNull();
    expect(errorOf(fields.message, 'x'.repeat(5001))).toBe('Message must be at most 5000 characters');
  });

  it('phone: as people type it, 7 to 15 digits', () => {
    expect(errorOf(fields.phone, '')).toBe(M.phoneRequired);
    expect(errorOf(fields.phone, '(080) 4718-2200')).toBeNull();
    for (const bad of ['call me maybe', '+12 34', '1234567890123456']) expect(errorOf(fields.phone, bad)).toBe(M.phoneInvalid);
    expect(errorOf(fields.phone, '+91 98765 43210 00 00')).toBe(M.phoneTooLong);
    expect([isContactPhone('+919876543210'), isContactPhone('call me')]).toEqual([true, false]);
  });

  it('e-mail: required, a real address, lower-cased', () => {
    expect(errorOf(fields.email, ' ')).toBe(M.emailRequired);
    expect(fields.email.parse(' Asha@Example.COM ')).toBe('asha@example.com');
    for (const bad of ['meera-at-example.com', 'asha@', 'asha@example']) expect(errorOf(fields.email, bad)).toBe(M.emailInvalid);
  });
});
