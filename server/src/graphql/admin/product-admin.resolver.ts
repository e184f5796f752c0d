import { Resolver } from 'type-graphql';
import type { Services } from '../../services';

@Resolver()
export class ProductAdminResolver {
  constructor(private readonly services: Services) {}
}
