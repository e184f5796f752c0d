import { Resolver } from 'type-graphql';
import type { Services } from '../../services';

@Resolver()
export class UsersAdminResolver {
  constructor(private readonly services: Services) {}
}
