import { Resolver } from 'type-graphql';
import type { Services } from '../../services';

@Resolver()
export class WishlistResolver {
  constructor(private readonly services: Services) {}
}
