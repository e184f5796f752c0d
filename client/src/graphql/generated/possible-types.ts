
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddOrderNoteResult": [
      "InputValidationError",
      "OrderEvent",
      "OrderNotFoundError"
    ],
    "AdminProductCaratResult": [
      "AdminProductCarat",
      "InputValidationError"
    ],
    "AdminProductColorResult": [
      "AdminProductColor",
      "InputValidationError"
    ],
    "AdminProductResult": [
      "AdminProduct",
      "AlreadyExistsError",
      "InputValidationError",
      "StaleVersionError"
    ],
    "AdminProductVariantResult": [
      "AdminProductVariant",
      "InputValidationError"
    ],
    "CaratResult": [
      "AlreadyExistsError",
      "Carat",
      "InUseError",
      "InputValidationError",
      "StaleVersionError"
    ],
    "CartAddItemResult": [
      "CartAddItemSuccess",
      "InputValidationError",
      "InvalidProductOptionError",
      "OutOfStockError",
      "PriceUnavailableError",
      "ProductNotFoundError"
    ],
    "CartUpdateQuantityResult": [
      "Cart",
      "InputValidationError",
      "OutOfStockError"
    ],
    "CatalogueDeleteResult": [
      "CatalogueItemDeleted",
      "InUseError"
    ],
    "CategoryResult": [
      "AlreadyExistsError",
      "Category",
      "InputValidationError",
      "StaleVersionError"
    ],
    "CertificationResult": [
      "Certification",
      "InputValidationError"
    ],
    "ChangePasswordResult": [
      "AuthPayload",
      "InputValidationError",
      "InvalidCredentialsError"
    ],
    "ColorResult": [
      "AlreadyExistsError",
      "Color",
      "InputValidationError",
      "StaleVersionError"
    ],
    "ConfirmEmailChangeResult": [
      "AccountLinkError",
      "EmailAlreadyUsedError",
      "EmailChangeConfirmed"
    ],
    "ContactInquiryResult": [
      "ContactInquiryReceived",
      "InputValidationError"
    ],
    "CreateOrderResult": [
      "CreateOrderSuccess",
      "EmptyCartError",
      "IdempotencyKeyReusedError",
      "InputValidationError",
      "InvalidProductOptionError",
      "OutOfStockError",
      "PriceChangedError",
      "PriceUnavailableError",
      "ProductNotFoundError"
    ],
    "CreateSliderImageResult": [
      "InputValidationError",
      "SliderImage"
    ],
    "CurrencyDeleteResult": [
      "CatalogueItemDeleted",
      "InUseError",
      "ReferenceCurrencyError"
    ],
    "CurrencyResult": [
      "AlreadyExistsError",
      "Currency",
      "InputValidationError",
      "ReferenceCurrencyError",
      "StaleVersionError"
    ],
    "CustomQuoteAnswerResult": [
      "InputValidationError",
      "Order",
      "QuoteStateError"
    ],
    "DeleteUserResult": [
      "CannotDeleteSelfError",
      "UserDeleted"
    ],
    "ErrorResult": [
      "AccountLinkError",
      "AlreadyExistsError",
      "CannotDeleteSelfError",
      "EmailAlreadyUsedError",
      "EmptyCartError",
      "IdempotencyKeyReusedError",
      "InUseError",
      "InputValidationError",
      "InvalidCredentialsError",
      "InvalidProductOptionError",
      "OrderNotFoundError",
      "OrderNotPayableError",
      "OrderNotRefundableError",
      "OrderNotYoursError",
      "OrderTransitionError",
      "OutOfStockError",
      "PaymentProviderError",
      "PaymentVerificationError",
      "PriceChangedError",
      "PriceUnavailableError",
      "ProductNotFoundError",
      "QuoteStateError",
      "ReferenceCurrencyError",
      "ResetLinkError",
      "StaleVersionError"
    ],
    "LoginResult": [
      "AuthPayload",
      "InputValidationError",
      "InvalidCredentialsError"
    ],
    "MetalTypeResult": [
      "AlreadyExistsError",
      "InputValidationError",
      "MetalType",
      "StaleVersionError"
    ],
    "NewsletterResult": [
      "InputValidationError",
      "NewsletterSubscription"
    ],
    "OrderPaymentResult": [
      "OrderNotFoundError",
      "OrderNotRefundableError",
      "OrderNotYoursError",
      "OrderPayment",
      "OrderTransitionError",
      "PaymentProviderError",
      "PaymentVerificationError"
    ],
    "ProductStockResult": [
      "AdminProductStock",
      "InputValidationError"
    ],
    "QuoteCustomOrderResult": [
      "AdminOrder",
      "InputValidationError",
      "QuoteStateError"
    ],
    "RequestCustomDesignResult": [
      "InputValidationError",
      "Order"
    ],
    "RequestPasswordResetResult": [
      "InputValidationError",
      "PasswordResetRequested"
    ],
    "ResetPasswordResult": [
      "InputValidationError",
      "PasswordResetDone",
      "ResetLinkError"
    ],
    "SaveCourierResult": [
      "Courier",
      "InputValidationError"
    ],
    "SignupResult": [
      "EmailAlreadyUsedError",
      "InputValidationError",
      "SignupSuccess"
    ],
    "SizeResult": [
      "AlreadyExistsError",
      "InputValidationError",
      "Size",
      "StaleVersionError"
    ],
    "SocialPostResult": [
      "InputValidationError",
      "SocialPost",
      "StaleVersionError"
    ],
    "StartPaymentResult": [
      "OrderNotFoundError",
      "OrderNotPayableError",
      "OrderNotYoursError",
      "PaymentProviderError",
      "PaymentSession"
    ],
    "SubcategoryResult": [
      "AlreadyExistsError",
      "InputValidationError",
      "StaleVersionError",
      "Subcategory"
    ],
    "UndoAccountChangeResult": [
      "AccountChangeUndone",
      "AccountLinkError",
      "EmailAlreadyUsedError"
    ],
    "UpdateInquiryStatusResult": [
      "ContactInquiry",
      "InputValidationError"
    ],
    "UpdateOrderStatusResult": [
      "AdminOrder",
      "InputValidationError",
      "OrderTransitionError",
      "StaleVersionError"
    ],
    "UpdateProfileResult": [
      "EmailAlreadyUsedError",
      "InputValidationError",
      "InvalidCredentialsError",
      "User"
    ],
    "UpdateUserAccessResult": [
      "InputValidationError",
      "User"
    ],
    "WishlistAddResult": [
      "InputValidationError",
      "InvalidProductOptionError",
      "ProductNotFoundError",
      "WishlistAddSuccess"
    ],
    "WishlistMoveToCartResult": [
      "InputValidationError",
      "InvalidProductOptionError",
      "OutOfStockError",
      "PriceUnavailableError",
      "ProductNotFoundError",
      "WishlistMoveToCartSuccess"
    ]
  }
};
      export default result;
    