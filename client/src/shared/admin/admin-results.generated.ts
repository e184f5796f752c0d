/* eslint-disable */
// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminErrorFields_AccountLinkError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_AlreadyExistsError_Fragment = { field: string, errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_CannotDeleteSelfError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_EmailAlreadyUsedError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_EmptyCartError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_IdempotencyKeyReusedError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_InUseError_Fragment = { errorCode: Types.ErrorCode, message: string, usages: Array<{ usedBy: string, count: number }> };

export type AdminErrorFields_InputValidationError_Fragment = { errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> };

export type AdminErrorFields_InvalidCredentialsError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_InvalidProductOptionError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_OrderNotFoundError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_OrderNotPayableError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_OrderNotRefundableError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_OrderNotYoursError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_OrderTransitionError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_OutOfStockError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_PaymentProviderError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_PaymentVerificationError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_PriceChangedError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_PriceUnavailableError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_ProductNotFoundError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_QuoteStateError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_ReferenceCurrencyError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_ResetLinkError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFields_StaleVersionError_Fragment = { errorCode: Types.ErrorCode, message: string };

export type AdminErrorFieldsFragment =
  | AdminErrorFields_AccountLinkError_Fragment
  | AdminErrorFields_AlreadyExistsError_Fragment
  | AdminErrorFields_CannotDeleteSelfError_Fragment
  | AdminErrorFields_EmailAlreadyUsedError_Fragment
  | AdminErrorFields_EmptyCartError_Fragment
  | AdminErrorFields_IdempotencyKeyReusedError_Fragment
  | AdminErrorFields_InUseError_Fragment
  | AdminErrorFields_InputValidationError_Fragment
  | AdminErrorFields_InvalidCredentialsError_Fragment
  | AdminErrorFields_InvalidProductOptionError_Fragment
  | AdminErrorFields_OrderNotFoundError_Fragment
  | AdminErrorFields_OrderNotPayableError_Fragment
  | AdminErrorFields_OrderNotRefundableError_Fragment
  | AdminErrorFields_OrderNotYoursError_Fragment
  | AdminErrorFields_OrderTransitionError_Fragment
  | AdminErrorFields_OutOfStockError_Fragment
  | AdminErrorFields_PaymentProviderError_Fragment
  | AdminErrorFields_PaymentVerificationError_Fragment
  | AdminErrorFields_PriceChangedError_Fragment
  | AdminErrorFields_PriceUnavailableError_Fragment
  | AdminErrorFields_ProductNotFoundError_Fragment
  | AdminErrorFields_QuoteStateError_Fragment
  | AdminErrorFields_ReferenceCurrencyError_Fragment
  | AdminErrorFields_ResetLinkError_Fragment
  | AdminErrorFields_StaleVersionError_Fragment
;

export const AdminErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InUseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminErrorFieldsFragment, unknown>;