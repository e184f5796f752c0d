import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { creditNoteUrl } from '../../domain/invoices/invoice-rules';
import type { CreditNote as CreditNoteRow } from '../../entities/credit-note.entity';
import { Money, toMoney } from './money.types';

@ObjectType({
  description:
    'A GST credit note: it corrects the order’s invoice by an amount refunded or cancelled; the invoice itself stays valid (docs/decisions.md#credit-notes).',
})
export class CreditNote {
  @Field(() => Int, { description: 'The credit note id.' })
  id: number;

  @Field({ description: 'Its number in its own gapless series, e.g. CN/26-27/000001 (CNX/… for an export’s commercial invoice).' })
  number: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was issued (with the refund or cancellation it documents).' })
  issuedAt: Date;

  @Field(() => Money, { description: 'The amount credited, GST included.' })
  amount: Money;

  @Field({ description: 'Why: the refund’s or cancellation’s reason.' })
  reason: string;

  @Field({
    description:
      'Where to download it (PDF, with the bearer token), relative to the API base like invoiceUrl: orders/{orderId}/credit-notes/{id}.',
  })
  downloadUrl: string;
}

export const toCreditNote = (note: CreditNoteRow): CreditNote =>
  Object.assign(new CreditNote(), {
    id: note.id,
    number: note.number,
    issuedAt: note.issuedAt,
    amount: toMoney(note.amountMinor, note.currencyCode),
    reason: note.reason,
    downloadUrl: creditNoteUrl(note.orderId, note.id),
  });
