import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { certificateText, hallmarkText } from '../certification';
import type { CertificateLineFragment, HallmarkLineFragment } from '../product.generated';

// The icon stays beside the first line of its text, which wraps on its own on a phone.
const lineSx = { display: 'flex', alignItems: 'flex-start', gap: 1, '& > svg': { flexShrink: 0, mt: '1px' } } as const;

function Line({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Typography variant="body2" component="p" data-testid={testId} sx={lineSx}>
      {icon}
      <span>{children}</span>
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
        <Line testId="product-certificate" icon={<VerifiedOutlinedIcon fontSize="small" color="primary" aria-hidden />}>
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
      {hallmark ? (
        <Line testId="product-hallmark" icon={<WorkspacePremiumOutlinedIcon fontSize="small" color="primary" aria-hidden />}>
          {hallmarkText(hallmark)}
        </Line>
      ) : null}
    </Box>
  );
}
