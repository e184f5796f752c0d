import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { References, CreatedAt, EnumColumn, IntColumn, VarcharColumn } from './columns';
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
  @VarcharColumn(100)
  firstName: string;

  @Field()
  @VarcharColumn(100)
  lastName: string;

  @Field()
  @VarcharColumn(255, { unique: true })
  email: string;

  @Field({ description: 'International format: a plus sign and 10-15 digits.' })
  @Index()
  @VarcharColumn(20)
  phone: string;

  /** argon2id hash; never exposed. */
  @VarcharColumn(255)
  passwordHash: string;

  @Field(() => Role)
  @EnumColumn(Role, { default: Role.CUSTOMER })
  role: Role;

  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD.' })
  @Column({ type: 'date', nullable: true })
  dob: string | null;

  @Field(() => Gender, { nullable: true })
  @EnumColumn(Gender, { nullable: true })
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
  @IntColumn({ default: 0 })
  tokenVersion: number;

  @Field()
  @CreatedAt()
  createdAt: Date;
}
