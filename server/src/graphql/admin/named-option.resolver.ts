import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { CatalogueConfigService } from '../../domain/catalogue-config/catalogue-config.service';
import { Role } from '../../entities/user.entity';
import type { Services } from '../../services';
import type { GraphQLContext } from '../context';
import { CatalogueDeleteResult, ColorResult, ID_ARG, NamedOptionInput, SizeResult } from './catalogue-config.types';

/** One kind of named option (a size or a colour): its GraphQL names and the words of its descriptions. */
interface NamedOptionKind {
  /** The record type; the mutations are create<name>, update<name> and delete<name>. */
  name: 'Size' | 'Color';
  /** The kind in a sentence: 'size', 'colour'. */
  what: string;
  result: typeof SizeResult | typeof ColorResult;
  config: (catalogue: CatalogueConfigService) => CatalogueConfigService['sizes' | 'colors'];
}

/**
 * The back-office create, rename and delete of one kind of named option (admin only), as the domain has
 * one NamedOptionsConfig per kind; the lists are CatalogueConfigResolver's `sizes` and the storefront's
 * `colors`. `deletable` says which records may be deleted, e.g. 'no product or variant uses'.
 */
function namedOptionResolver(kind: NamedOptionKind, deletable: string) {
  @Resolver()
  class NamedOptionResolver {
    constructor(private readonly services: Services) {}

    private get options() {
      return kind.config(this.services.catalogueConfig);
    }

    @Authorized(Role.ADMIN)
    @Mutation(() => kind.result, { name: `create${kind.name}`, description: `Admin only. Adds a ${kind.what}.` })
    create(@Arg('input', () => NamedOptionInput) input: NamedOptionInput, @Ctx() ctx: GraphQLContext) {
      return this.options.create(ctx, { ...input });
    }

    @Authorized(Role.ADMIN)
    @Mutation(() => kind.result, {
      name: `update${kind.name}`,
      description: `Admin only. Renames a ${kind.what}. NOT_FOUND for an unknown id.`,
    })
    update(
      @Arg('id', () => Int, ID_ARG) id: number,
      @Arg('input', () => NamedOptionInput) input: NamedOptionInput,
      @Ctx() ctx: GraphQLContext,
    ) {
      return this.options.update(ctx, id, { ...input });
    }

    @Authorized(Role.ADMIN)
    @Mutation(() => CatalogueDeleteResult, {
      name: `delete${kind.name}`,
      description: `Admin only. Deletes a ${kind.what} ${deletable}. NOT_FOUND for an unknown id.`,
    })
    delete(@Arg('id', () => Int, ID_ARG) id: number, @Ctx() ctx: GraphQLContext) {
      return this.options.delete(ctx, id);
    }
  }
  return NamedOptionResolver;
}

export const SizeAdminResolver = namedOptionResolver(
  { name: 'Size', what: 'size', result: SizeResult, config: (c) => c.sizes },
  'no product or variant uses',
);
export const ColorAdminResolver = namedOptionResolver(
  { name: 'Color', what: 'colour', result: ColorResult, config: (c) => c.colors },
  'no product is offered in',
);
