import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns';

/** An e-mail address signed up to the newsletter; each address once. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255, unique: true })
  email: string;

  @CreatedAt()
  createdAt: Date;
}
