import type { DataSource } from 'typeorm';

/** A shopper's cart: add, change quantity, remove, list with prices in the account currency. */
export class CartService {
  constructor(private readonly dataSource: DataSource) {}
}
