import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ShipmentFieldsFragment } from './shipment.generated';

/** The order's lines by id, for naming the pieces sent. */
export interface ParcelLine {
  id: number;
  productName: string;
}

/**
 * The parcel of a shipped order (docs/decisions.md#shipments-and-one-vocabulary), the same on My Order and in the back office: the courier, the
 * tracking number (a link to the courier's tracking page when it has one) and each piece sent with its HUID
 * and certificate report number.
 */
export function ParcelDetails({ shipment, lines }: { shipment: ShipmentFieldsFragment; lines: readonly ParcelLine[] }) {
  const nameOf = (orderItemId: number) => lines.find((line) => line.id === orderItemId)?.productName ?? 'Piece';
  const identified = shipment.pieces.filter((piece) => piece.huid || piece.certificateNumber);
  return (
    <Box
      data-testid="order-parcel"
      sx={{ display: 'grid', gap: 0.75, p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', bgcolor: '#fbf8f3', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LocalShippingOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'primary.main' }} />
        <Typography variant="subtitle2" component="p">
          Sent with{' '}
          <Box component="span" data-testid="order-parcel-courier">
            {shipment.courierName}
          </Box>
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Tracking number:{' '}
        {shipment.trackingUrl ? (
          <Link href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" data-testid="order-parcel-tracking">
            {shipment.trackingNumber}
          </Link>
        ) : (
          <Box component="span" data-testid="order-parcel-tracking" sx={{ fontWeight: 600 }}>
            {shipment.trackingNumber}
          </Box>
        )}
      </Typography>
      {identified.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }} aria-label="Pieces sent">
          {identified.map((piece, index) => (
            <Typography key={`${piece.orderItemId}-${index}`} component="li" variant="caption" data-testid="order-parcel-piece">
              {nameOf(piece.orderItemId)}
              {piece.huid ? ` · HUID ${piece.huid}` : ''}
              {piece.certificateNumber ? ` · Certificate ${piece.certificateNumber}` : ''}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
