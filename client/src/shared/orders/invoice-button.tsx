import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { notify } from '../ui/notify';
import { downloadInvoice } from './invoice-download';

/**
 * "Download invoice" for an order that has one (its invoiceUrl): the storefront's My Order and the back-office
 * order row; with another label, test id and file name, the download of a credit note (CreditNoteLinks).
 */
export function InvoiceButton({
  invoiceUrl,
  orderId,
  label = 'Download invoice',
  busyLabel = 'Preparing invoice…',
  fallbackFileName,
  testId = 'invoice-download',
  size = 'small',
}: {
  invoiceUrl: string;
  orderId: number;
  label?: string;
  busyLabel?: string;
  fallbackFileName?: string;
  testId?: string;
  size?: ButtonProps['size'];
}) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadInvoice(invoiceUrl, orderId, fallbackFileName)
      .catch((error: unknown) => notify.error(error instanceof Error ? error.message : 'The document could not be downloaded.'))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outlined" size={size} startIcon={<ReceiptLongOutlinedIcon />} onClick={download} disabled={busy} data-testid={testId}>
      {busy ? busyLabel : label}
    </Button>
  );
}
