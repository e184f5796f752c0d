import { Resolver } from 'type-graphql';
import type { Services } from '../../services';

@Resolver()
export class OrdersAdminResolver {
  constructor(private readonly services: Services) {}
}
