import type { DataSource } from 'typeorm';
import { ContactInquiry } from '../../entities/contact-inquiry.entity';
import { Order } from '../../entities/order.entity';
import { Product } from '../../entities/product.entity';
import { User } from '../../entities/user.entity';
import type { RequestContext } from '../common/request-context';

export interface DashboardCounts {
  users: number;
  products: number;
  orders: number;
  inquiries: number;
}

/** The back-office dashboard's figures (products stand where the seed counted frames, DESIGN §7). */
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async counts(_ctx: RequestContext): Promise<DashboardCounts> {
    const [users, products, orders, inquiries] = await Promise.all([
      this.dataSource.getRepository(User).count(),
      this.dataSource.getRepository(Product).count(),
      this.dataSource.getRepository(Order).count(),
      this.dataSource.getRepository(ContactInquiry).count(),
    ]);
    return { users, products, orders, inquiries };
  }
}
