import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { PER_PIECE_TEXT, certificateText, hallmarkText } from '../certification';
import type { CertificateLineFragment, HallmarkLineFragment } from '../product.generated';

// A gold rule before each line, no icons: it stays one block of text that wraps cleanly on a phone.
const lineSx = { borderLeft: '2px solid', borderColor: 'primary.main', pl: 1 } as const;

function Line({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Typography variant="body2" component="p" data-testid={testId} sx={lineSx}>
      {children}
    </Typography>
  );
}

/**
 * What the design guarantees (docs/decisions.md#shipments-and-one-vocabulary): "IGI certified diamonds · View a sample certificate" (the link opens
 * the stored report) and "BIS hallmarked 22K" in the purity chosen, then that each piece carries its own HUID and
 * report number. Nothing when the design guarantees neither.
 */
export function CertificationLines({
  certificate,
  hallmark,
  purity = null,
}: {
  certificate: CertificateLineFragment | null;
  hallmark: HallmarkLineFragment | null;
  /** The purity chosen, e.g. "22K". */
  purity?: string | null;
}) {
  if (!certificate && !hallmark) return null;
  return (
    <Box data-testid="product-certification" sx={{ display: 'grid', gap: 0.75 }}>
      {certificate ? (
        <Line testId="product-certificate">
          {certificateText(certificate)}
          {certificate.fileUrl ? (
            <>
              {' · '}
              <Link href={apiAssetUrl(certificate.fileUrl)} target="_blank" rel="noopener" data-testid="product-certificate-link">
                View a sample certificate
              </Link>
            </>
          ) : null}
        </Line>
      ) : null}
      {hallmark ? <Line testId="product-hallmark">{hallmarkText(hallmark, purity)}</Line> : null}
      <Typography variant="caption" color="text.secondary" data-testid="product-per-piece">
        {PER_PIECE_TEXT}
      </Typography>
    </Box>
  );
}
