import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Two placeholder lines (picture, name, options, price, controls) while a drawer's lines load. */
export function LineListSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <Box role="status" aria-label={label} data-testid={testId} sx={{ py: 1 }}>
      {[0, 1].map((row) => (
        <Box key={row} sx={{ display: 'flex', gap: 2, py: 2.5, borderBottom: 1, borderColor: 'divider' }}>
          <Skeleton variant="rectangular" width={88} height={88} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" height={26} />
            <Skeleton width="50%" />
            <Skeleton width="35%" />
            <Skeleton width="60%" height={36} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
