import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { certificateText, hallmarkText } from '../certification';
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
 * The diamond certificate and BIS hallmark of the chosen piece (issue 20): "IGI certified · Report
 * LG123456789 · View certificate" (the link opens the stored report) and "BIS hallmarked 18K · HUID AB12C3".
 * Nothing when the piece has neither.
 */
export function CertificationLines({
  certificate,
  hallmark,
}: {
  certificate: CertificateLineFragment | null;
  hallmark: HallmarkLineFragment | null;
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
                View certificate
              </Link>
            </>
          ) : null}
        </Line>
      ) : null}
      {hallmark ? <Line testId="product-hallmark">{hallmarkText(hallmark)}</Line> : null}
    </Box>
  );
}
