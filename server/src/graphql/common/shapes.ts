import { type ClassType, Field, Int, ObjectType, createUnionType } from 'type-graphql';
import { graphqlTypeOf, isErrorAnswer } from './error-results';

// Factories for the GraphQL shapes every resource repeats (type-graphql's "generic types": a function
// that declares and returns a decorated class). Each takes the GraphQL name explicitly, since the class a
// factory declares has the same JavaScript name every time, and every description, so the schema keeps
// them word for word.

/** The descriptions of a page type and of its two fields. */
export interface PageDocs {
  description: string;
  items: string;
  totalCount: string;
}

/** One page of a list: the items of the page and how many there are in all pages. */
export function Page<T extends object>(name: string, Item: ClassType<T>, docs: PageDocs) {
  @ObjectType(name, { description: docs.description })
  class PageType {
    @Field(() => [Item], { description: docs.items })
    items: T[];

    @Field(() => Int, { description: docs.totalCount })
    totalCount: number;
  }
  return PageType;
}

/** The descriptions of a "deleted" answer and of its fields. */
export interface DeletedDocs {
  description: string;
  /** e.g. 'The id the deleted order had.' */
  id: string;
  /** Default: 'A confirmation fit to show to the administrator.' */
  message?: string;
}

const CONFIRMATION = 'A confirmation fit to show to the administrator.';

/**
 * The fields of every "deleted" answer, to extend when an answer says more (UserDeleted). type-graphql
 * copies fields only from a decorated superclass; this one is never in the schema itself, since no field
 * or union returns it.
 */
export function DeletedFields(docs: Omit<DeletedDocs, 'description'>) {
  @ObjectType()
  abstract class DeletedFieldsType {
    @Field(() => Int, { description: docs.id })
    id: number;

    @Field({ description: docs.message ?? CONFIRMATION })
    message: string;

    /** The answer for the record that had `id`, with a confirmation. */
    static of<T extends DeletedFieldsType>(this: new () => T, id: number, message: string): T {
      return Object.assign(new this(), { id, message });
    }
  }
  return DeletedFieldsType;
}

/** What a delete mutation answers: the id the record had and a confirmation. */
export function Deleted(name: string, docs: DeletedDocs) {
  @ObjectType(name, { description: docs.description })
  class DeletedType extends DeletedFields(docs) {}
  return DeletedType;
}

/**
 * A mutation's result union: its success type or one of the error results it can answer. An error result
 * resolves by its code (graphqlTypeOf), anything else to `Success`, the class itself (type-graphql answers
 * the GraphQL name it registered), so a renamed class cannot change which member a value resolves to.
 * The members are read when the schema is built, so classes declared later in a module may be named.
 */
export const resultUnion = <S extends ClassType, E extends readonly ClassType[]>(
  name: string,
  members: () => readonly [S, ...E],
  description?: string,
) =>
  createUnionType({
    name,
    description,
    types: members,
    resolveType: (value: object) => (isErrorAnswer(value) ? graphqlTypeOf(value) : members()[0]),
  });
