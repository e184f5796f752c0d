import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, VarcharColumn } from './columns';

/** An e-mail address signed up to the newsletter; each address once. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  @VarcharColumn(255, { unique: true })
  email: string;

  @CreatedAt()
  createdAt: Date;
}
