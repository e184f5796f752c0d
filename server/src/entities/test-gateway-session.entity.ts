import { Entity, Index, PrimaryColumn } from 'typeorm';
import { IntColumn, MoneyColumn, TimestampColumn, VarcharColumn } from './columns';

/**
 * One payment the built-in test gateway was asked to collect (integrations/test-gateway; docs/decisions.md,
 * "The scaled shop under faults"). Kept in the shop's database, not in one app server's memory, so the page
 * opened on one server can be approved on another, and the outcome is decided once for all of them.
 */
@Entity('test_gateway_sessions')
@Index('IDX_test_gateway_sessions_created', ['createdAt'])
export class TestGatewaySessionRow {
  /** tgs_ and 32 hex digits: also the payment attempt's providerPaymentId. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @IntColumn()
  orderId: number;

  @VarcharColumn(36)
  attemptId: string;

  @MoneyColumn()
  amountMinor: number;

  @VarcharColumn(3)
  currencyCode: string;

  /** Where the browser goes back to (the shop's My Order page). */
  @VarcharColumn(2048)
  returnUrl: string;

  /** null until the shopper approved or declined; set by one conditional update, so only one choice wins. */
  @VarcharColumn(10, { nullable: true })
  outcome: 'approved' | 'declined' | null;

  /** Set by the gateway (not the database clock), so its one-hour life is measured on the clock that checks it. */
  @TimestampColumn()
  createdAt: Date;
}
