import { Resolver } from 'type-graphql';
import type { Services } from '../../services';

@Resolver()
export class OrderResolver {
  constructor(private readonly services: Services) {}
}
