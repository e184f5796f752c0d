/* eslint-disable */
// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type WishlistStateLineFragment = { id: number, productId: number, productCaratId: number, productColorId: number | null, productSizeId: number | null };

export type WishlistStateQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistStateQuery = { wishlist: Array<{ id: number, productId: number, productCaratId: number, productColorId: number | null, productSizeId: number | null }> };

export type WishlistAddLineMutationVariables = Exact<{
  input: Types.WishlistAddInput;
}>;


export type WishlistAddLineMutation = { wishlistAdd:
    | { __typename: 'InputValidationError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'InvalidProductOptionError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'ProductNotFoundError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'WishlistAddSuccess', created: boolean, wishlist: Array<{ id: number, productId: number, productCaratId: number, productColorId: number | null, productSizeId: number | null }> }
   };

export type WishlistRemoveLineMutationVariables = Exact<{
  wishlistItemId: number;
}>;


export type WishlistRemoveLineMutation = { wishlistRemove: Array<{ id: number, productId: number, productCaratId: number, productColorId: number | null, productSizeId: number | null }> };

export const WishlistStateLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistStateLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WishlistLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"productColorId"}},{"kind":"Field","name":{"kind":"Name","value":"productSizeId"}}]}}]} as unknown as DocumentNode<WishlistStateLineFragment, unknown>;
export const WishlistStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WishlistState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistStateLine"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistStateLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WishlistLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"productColorId"}},{"kind":"Field","name":{"kind":"Name","value":"productSizeId"}}]}}]} as unknown as DocumentNode<WishlistStateQuery, WishlistStateQueryVariables>;
export const WishlistAddLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WishlistAddLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WishlistAddInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlistAdd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WishlistAddSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistStateLine"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistStateLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WishlistLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"productColorId"}},{"kind":"Field","name":{"kind":"Name","value":"productSizeId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<WishlistAddLineMutation, WishlistAddLineMutationVariables>;
export const WishlistRemoveLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WishlistRemoveLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wishlistItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlistRemove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"wishlistItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wishlistItemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistStateLine"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistStateLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WishlistLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"productColorId"}},{"kind":"Field","name":{"kind":"Name","value":"productSizeId"}}]}}]} as unknown as DocumentNode<WishlistRemoveLineMutation, WishlistRemoveLineMutationVariables>;