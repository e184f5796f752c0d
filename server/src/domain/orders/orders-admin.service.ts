import type { DataSource } from 'typeorm';

/** Back-office orders: list with items (regular or custom), set any status 1-5, delete. */
export class OrdersAdminService {
  constructor(private readonly dataSource: DataSource) {}
}
