import { Resolver } from 'type-graphql';
import type { Services } from '../../services';

@Resolver()
export class ContentAdminResolver {
  constructor(private readonly services: Services) {}
}
