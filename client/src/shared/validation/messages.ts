import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '@shop/contracts';

/** User-facing validation texts: the account's (shared with the server, @shop/contracts) and the forms' own. */
export const VALIDATION_MESSAGES = {
  ...ACCOUNT_MESSAGES,
  currencyRequired: 'Please select a currency',
} as const;

export { PASSWORD_MIN_LENGTH, PHONE_PATTERN };
