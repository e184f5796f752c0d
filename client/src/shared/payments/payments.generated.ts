/* eslint-disable */
// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type OrderPaymentFieldsFragment = { orderId: number, paymentStatus: Types.PaymentStatus, provider: string | null, reference: string | null, failureMessage: string | null, payable: boolean };

export type PaymentStartMutationVariables = Exact<{
  orderId: number;
}>;


export type PaymentStartMutation = { startPayment:
    | { __typename: 'OrderNotFoundError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'OrderNotPayableError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'OrderNotYoursError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'PaymentProviderError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'PaymentSession', orderId: number, provider: string, amountMinor: number, currencyCode: string, redirectUrl: string | null, razorpay: { keyId: string, orderId: string, amountMinor: number, currencyCode: string, name: string, email: string } | null }
   };

export type PaymentConfirmRazorpayMutationVariables = Exact<{
  orderId: number;
  razorpayPaymentId: string;
  razorpayOrderId: string;
  razorpaySignature: string;
}>;


export type PaymentConfirmRazorpayMutation = { confirmRazorpayPayment:
    | { __typename: 'OrderNotFoundError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'OrderNotRefundableError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'OrderNotYoursError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'OrderPayment', orderId: number, paymentStatus: Types.PaymentStatus, provider: string | null, reference: string | null, failureMessage: string | null, payable: boolean }
    | { __typename: 'OrderTransitionError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'PaymentProviderError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'PaymentVerificationError', errorCode: Types.ErrorCode, message: string }
   };

export type OrderPaymentQueryVariables = Exact<{
  orderId: number;
}>;


export type OrderPaymentQuery = { orderPayment:
    | { __typename: 'OrderNotFoundError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'OrderNotRefundableError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'OrderNotYoursError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'OrderPayment', orderId: number, paymentStatus: Types.PaymentStatus, provider: string | null, reference: string | null, failureMessage: string | null, payable: boolean }
    | { __typename: 'OrderTransitionError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'PaymentProviderError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'PaymentVerificationError', errorCode: Types.ErrorCode, message: string }
   };

export const OrderPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}}]}}]} as unknown as DocumentNode<OrderPaymentFieldsFragment, unknown>;
export const PaymentStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"razorpay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<PaymentStartMutation, PaymentStartMutationVariables>;
export const PaymentConfirmRazorpayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentConfirmRazorpay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"razorpayPaymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"razorpayOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"razorpaySignature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRazorpayPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"razorpayPaymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"razorpayPaymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"razorpayOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"razorpayOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"razorpaySignature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"razorpaySignature"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderPaymentFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<PaymentConfirmRazorpayMutation, PaymentConfirmRazorpayMutationVariables>;
export const OrderPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderPaymentFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<OrderPaymentQuery, OrderPaymentQueryVariables>;