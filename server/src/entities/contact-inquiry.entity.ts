import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, EnumColumn, VarcharColumn } from './columns';

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

  @VarcharColumn(50, { nullable: true })
  inquiryType: string | null;

  @VarcharColumn(100)
  name: string;

  @VarcharColumn(255)
  email: string;

  @VarcharColumn(20, { nullable: true })
  phone: string | null;

  @VarcharColumn(200, { nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  message: string;

  @Index()
  @EnumColumn(InquiryStatus, { default: InquiryStatus.NEW })
  status: InquiryStatus;

  @CreatedAt()
  createdAt: Date;
}
