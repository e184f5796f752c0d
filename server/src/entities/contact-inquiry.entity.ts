import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns';

export enum InquiryStatus {
  NEW = 'new',
  PENDING = 'pending',
  CLOSED = 'closed',
}

/** A message sent through the storefront's contact form (docs/decisions.md#unsent-forms). */
@Entity('contact_inquiries')
@Index('idx_inquiries_created', ['createdAt'])
export class ContactInquiry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50, nullable: true })
  inquiryType: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  message: string;

  @Index()
  @Column({ type: 'simple-enum', enum: InquiryStatus, default: InquiryStatus.NEW })
  status: InquiryStatus;

  @CreatedAt()
  createdAt: Date;
}
