import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795271493264 } from './1795271493264-InitialSchema';
import { OrderRequestHash1795290000000 } from './1795290000000-OrderRequestHash';
import { RefreshSessions1795310000000 } from './1795310000000-RefreshSessions';
import { MoneyBigint1795320000000 } from './1795320000000-MoneyBigint';
import { Payments1795330000000 } from './1795330000000-Payments';
import { Outbox1795340000000 } from './1795340000000-Outbox';
import { PasswordResets1795350000000 } from './1795350000000-PasswordResets';
import { Stock1795360000000 } from './1795360000000-Stock';
import { ProductCertificates1795370000000 } from './1795370000000-ProductCertificates';
import { GstInvoices1795380000000 } from './1795380000000-GstInvoices';
import { CustomDesigns1795390000000 } from './1795390000000-CustomDesigns';
import { AccountChanges1795405000000 } from './1795405000000-AccountChanges';
import { TestGatewaySessions1795427000000 } from './1795427000000-TestGatewaySessions';
import { OrderLifecycle1795440000000 } from './1795440000000-OrderLifecycle';
import { CreditNotes1795441000000 } from './1795441000000-CreditNotes';
import { OrderRegionAndInrValue1795442000000 } from './1795442000000-OrderRegionAndInrValue';
import { RecordVersions1795443000000 } from './1795443000000-RecordVersions';
import { Shipments1795450000000 } from './1795450000000-Shipments';

// Every MySQL/MariaDB migration, in order. Listed here (not globbed) so dist/, jest and the CLI agree.
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  InitialSchema1795271493264,
  OrderRequestHash1795290000000,
  RefreshSessions1795310000000,
  MoneyBigint1795320000000,
  Payments1795330000000,
  Outbox1795340000000,
  PasswordResets1795350000000,
  Stock1795360000000,
  ProductCertificates1795370000000,
  GstInvoices1795380000000,
  CustomDesigns1795390000000,
  AccountChanges1795405000000,
  TestGatewaySessions1795427000000,
  OrderLifecycle1795440000000,
  CreditNotes1795441000000,
  OrderRegionAndInrValue1795442000000,
  RecordVersions1795443000000,
  Shipments1795450000000,
];
