import { Field, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';

/** Codes of the expected business outcomes that are returned as data, not thrown. */
export enum ErrorCode {
  INPUT_VALIDATION_ERROR = 'INPUT_VALIDATION_ERROR',
  INVALID_CREDENTIALS_ERROR = 'INVALID_CREDENTIALS_ERROR',
  EMAIL_ALREADY_USED_ERROR = 'EMAIL_ALREADY_USED_ERROR',
}
registerEnumType(ErrorCode, { name: 'ErrorCode', description: 'What kind of expected failure an ErrorResult reports.' });

@InterfaceType({ description: 'An expected failure of a mutation, returned as a member of its result union.' })
export abstract class ErrorResult {
  @Field(() => ErrorCode)
  errorCode: ErrorCode;

  @Field({ description: 'A message fit to show to the person who made the request.' })
  message: string;
}

@ObjectType({ description: 'One field of an input and what is wrong with it.' })
export class FieldError {
  @Field({ description: 'The input field, e.g. "phone".' })
  field: string;

  @Field()
  message: string;
}

@ObjectType({ implements: ErrorResult, description: 'Some input fields are missing or malformed; nothing was written.' })
export class InputValidationError extends ErrorResult {
  @Field(() => [FieldError])
  fieldErrors: FieldError[];

  constructor(fieldErrors: FieldError[]) {
    super();
    this.errorCode = ErrorCode.INPUT_VALIDATION_ERROR;
    this.fieldErrors = fieldErrors;
    this.message = fieldErrors[0]?.message ?? 'Invalid input';
  }
}

@ObjectType({ implements: ErrorResult, description: 'The e-mail and password do not match an active account.' })
export class InvalidCredentialsError extends ErrorResult {
  constructor() {
    super();
    this.errorCode = ErrorCode.INVALID_CREDENTIALS_ERROR;
    this.message = 'Invalid email or password';
  }
}

@ObjectType({ implements: ErrorResult, description: 'An account with this e-mail already exists.' })
export class EmailAlreadyUsedError extends ErrorResult {
  constructor() {
    super();
    this.errorCode = ErrorCode.EMAIL_ALREADY_USED_ERROR;
    this.message = 'An account with this email already exists';
  }
}

export const isErrorResult = (value: unknown): value is ErrorResult => value instanceof ErrorResult;
