import { Resolver } from 'type-graphql';
import type { Services } from '../../services';

@Resolver()
export class CatalogueConfigResolver {
  constructor(private readonly services: Services) {}
}
