import { InvoiceButton } from './invoice-button';

/** What a credit-note link needs of GraphQL's CreditNote. */
export interface CreditNoteLink {
  id: number;
  number: string;
  downloadUrl: string;
}

/**
 * A download button per GST credit note of an order (docs/decisions.md#credit-notes), next to its invoice
 * button: My Order and the back-office order detail. Nothing when the order has none.
 */
export function CreditNoteLinks({
  creditNotes,
  orderId,
  size = 'small',
}: {
  creditNotes: readonly CreditNoteLink[];
  orderId: number;
  size?: 'small' | 'medium';
}) {
  return (
    <>
      {creditNotes.map((note) => (
        <InvoiceButton
          key={note.id}
          invoiceUrl={note.downloadUrl}
          orderId={orderId}
          label={`Credit note ${note.number}`}
          busyLabel="Preparing credit note…"
          fallbackFileName={`credit-note-${note.id}.pdf`}
          testId="credit-note-download"
          size={size}
        />
      ))}
    </>
  );
}
