import { Resolver } from 'type-graphql';
import type { Services } from '../../services';

@Resolver()
export class ProfileResolver {
  constructor(private readonly services: Services) {}
}
