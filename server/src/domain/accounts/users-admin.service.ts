import type { DataSource } from 'typeorm';

/** Back-office users: list with search and paging, delete with carts and wishlists. */
export class UsersAdminService {
  constructor(private readonly dataSource: DataSource) {}
}
