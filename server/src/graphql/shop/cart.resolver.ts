import { Resolver } from 'type-graphql';
import type { Services } from '../../services';

@Resolver()
export class CartResolver {
  constructor(private readonly services: Services) {}
}
