/* eslint-disable */
// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type FormFieldErrorsFragment = { errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> };

export type ErrorMessage_AccountLinkError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_AlreadyExistsError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_CannotDeleteSelfError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_EmailAlreadyUsedError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_EmptyCartError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_IdempotencyKeyReusedError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_InUseError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_InputValidationError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_InvalidCredentialsError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_InvalidProductOptionError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_OrderNotFoundError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_OrderNotPayableError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_OrderNotRefundableError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_OrderNotYoursError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_OrderTransitionError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_OutOfStockError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_PaymentProviderError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_PaymentVerificationError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_PriceChangedError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_PriceUnavailableError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_ProductNotFoundError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_QuoteStateError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_ReferenceCurrencyError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_ResetLinkError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessage_StaleVersionError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type ErrorMessageFragment =
  | ErrorMessage_AccountLinkError_Fragment
  | ErrorMessage_AlreadyExistsError_Fragment
  | ErrorMessage_CannotDeleteSelfError_Fragment
  | ErrorMessage_EmailAlreadyUsedError_Fragment
  | ErrorMessage_EmptyCartError_Fragment
  | ErrorMessage_IdempotencyKeyReusedError_Fragment
  | ErrorMessage_InUseError_Fragment
  | ErrorMessage_InputValidationError_Fragment
  | ErrorMessage_InvalidCredentialsError_Fragment
  | ErrorMessage_InvalidProductOptionError_Fragment
  | ErrorMessage_OrderNotFoundError_Fragment
  | ErrorMessage_OrderNotPayableError_Fragment
  | ErrorMessage_OrderNotRefundableError_Fragment
  | ErrorMessage_OrderNotYoursError_Fragment
  | ErrorMessage_OrderTransitionError_Fragment
  | ErrorMessage_OutOfStockError_Fragment
  | ErrorMessage_PaymentProviderError_Fragment
  | ErrorMessage_PaymentVerificationError_Fragment
  | ErrorMessage_PriceChangedError_Fragment
  | ErrorMessage_PriceUnavailableError_Fragment
  | ErrorMessage_ProductNotFoundError_Fragment
  | ErrorMessage_QuoteStateError_Fragment
  | ErrorMessage_ReferenceCurrencyError_Fragment
  | ErrorMessage_ResetLinkError_Fragment
  | ErrorMessage_StaleVersionError_Fragment
;

export const FormFieldErrorsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormFieldErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FormFieldErrorsFragment, unknown>;
export const ErrorMessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ErrorMessageFragment, unknown>;