import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { References, CreatedAt } from './columns';
import { Currency } from './currency.entity';
import { Identified } from './records';

export enum Role {
  CUSTOMER = 'customer',
  ADMIN = 'admin',
}
registerEnumType(Role, { name: 'Role', description: 'What an account may do: shop, or also administer the shop.' });

export enum Gender {
  MALE = 'male',
  FEMALE = 'female',
  OTHER = 'other',
}
registerEnumType(Gender, { name: 'Gender' });

@ObjectType('User', { description: 'A shopper or administrator account.' })
@Entity('users')
export class User extends Identified {
  @Field()
  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Field()
  @Column({ type: 'varchar', length: 255, unique: true })
  email: string;

  @Field({ description: 'International format: a plus sign and 10-15 digits.' })
  @Index()
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** argon2id hash; never exposed. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Field(() => Role)
  @Column({ type: 'simple-enum', enum: Role, default: Role.CUSTOMER })
  role: Role;

  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD.' })
  @Column({ type: 'date', nullable: true })
  dob: string | null;

  @Field(() => Gender, { nullable: true })
  @Column({ type: 'simple-enum', enum: Gender, nullable: true })
  gender: Gender | null;

  currencyId: number;
  @References(() => Currency, 'RESTRICT')
  currency?: Currency;

  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /**
   * Carried by every access token; bumped by logout, password change, deactivation and demotion, which
   * makes every token issued before refused at once (checked with the user row, no extra SQL). Never exposed.
   */
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;

  @Field()
  @CreatedAt()
  createdAt: Date;
}
