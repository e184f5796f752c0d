import { z } from 'zod';

// The texts are the storefront specification's (000 §5), so both transports show them as documented.
const requiredString = (message: string) => z.string({ error: message }).trim().min(1, message);

const email = requiredString('Email is required').toLowerCase().pipe(z.email('Email is invalid').max(255, 'Email is too long'));

export const PHONE_PATTERN = /^\+\d{10,15}$/;

export const signupSchema = z.object({
  firstName: requiredString('First name is required').pipe(z.string().max(100, 'First name is too long')),
  lastName: requiredString('Last name is required').pipe(z.string().max(100, 'Last name is too long')),
  phone: requiredString('Phone number is required').pipe(
    z.string().regex(PHONE_PATTERN, 'Phone number must be in format +<country code><10-15 digits>'),
  ),
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
  currencyId: z.number({ error: 'Currency is required' }).int('Currency is required').positive('Currency is required'),
});
export type SignupInputData = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, 'Invalid email or password'),
});
export type LoginInputData = z.infer<typeof loginSchema>;
