import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusMessageProps {
  tone?: 'neutral' | 'error';
  children: ReactNode;
  onRetry?: () => void;
  testId?: string;
}

/** A quiet, centred line for empty and error states inside a section. */
export function StatusMessage({ tone = 'neutral', children, onRetry, testId }: StatusMessageProps) {
  return (
    <Box
      data-testid={testId}
      role={tone === 'error' ? 'alert' : undefined}
      sx={{
        py: 6,
        px: 2,
        textAlign: 'center',
        border: '1px dashed',
        borderColor: tone === 'error' ? 'error.light' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body1" color={tone === 'error' ? 'error.main' : 'text.secondary'}>
        {children}
      </Typography>
      {onRetry ? (
        <Button variant="outlined" size="small" onClick={onRetry} sx={{ mt: 2 }}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}
