import { DELIVERY_MESSAGES as M, deliveryFields } from './delivery-rules';

const errorOf = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('the delivery address rules both the order forms and the server validate with', () => {
  const server = deliveryFields(() => M.addressRequired);
  const form = deliveryFields((field) => M.required[field]);

  it('an empty field: the server says the specification text, a form names the field', () => {
    expect(errorOf(server.city, '   ')).toBe('Please fill all required address fields');
    expect(errorOf(server.email, undefined)).toBe('Please fill all required address fields');
    expect(errorOf(form.city, '   ')).toBe('City is required');
    // An empty e-mail is only missing, not also invalid.
    expect(form.email.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['Email is required']);
  });

  it('trims, and refuses what is longer than its column in the same words on both sides', () => {
    expect(form.zipCode.parse(' 560001 ')).toBe('560001');
    expect(errorOf(form.phone, '+91 98450 12345 67890')).toBe('Phone number must be at most 20 characters');
    expect(errorOf(server.zipCode, '5'.repeat(21))).toBe('Zip code must be at most 20 characters');
    expect(errorOf(server.firstName, 'x'.repeat(100))).toBeNull();
    expect(errorOf(server.email, `${'a'.repeat(250)}@x.com`)).toBe('Email must be at most 255 characters');
    expect(M.tooLong('apartment')).toBe('Apartment must be at most 255 characters');
  });

  it('e-mail: a real address', () => {
    for (const bad of ['asha@example', 'not-an-email', 'asha@']) expect(errorOf(form.email, bad)).toBe(M.emailInvalid);
    expect(errorOf(server.email, ' asha@example.com ')).toBeNull();
  });
});
