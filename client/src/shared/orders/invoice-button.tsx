import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { notify } from '../ui/notify';
import { downloadInvoice } from './invoice-download';

/** "Download invoice" for an order that has one (its invoiceUrl): the storefront's My Order and the back-office order row. */
export function InvoiceButton({
  invoiceUrl,
  orderId,
  label = 'Download invoice',
  size = 'small',
}: {
  invoiceUrl: string;
  orderId: number;
  label?: string;
  size?: ButtonProps['size'];
}) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadInvoice(invoiceUrl, orderId)
      .catch((error: unknown) => notify.error(error instanceof Error ? error.message : 'The invoice could not be downloaded.'))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      variant="outlined"
      size={size}
      startIcon={<ReceiptLongOutlinedIcon />}
      onClick={download}
      disabled={busy}
      data-testid="invoice-download"
    >
      {busy ? 'Preparing invoice…' : label}
    </Button>
  );
}
