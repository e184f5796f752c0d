import CloseIcon from '@mui/icons-material/Close';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';

/** A picture of a colour row (stored or just chosen), a diamond when it fails to load, and a remove button. */
export function ProductImageThumb({
  src,
  alt,
  onRemove,
  testId,
}: {
  src: string | undefined;
  alt: string;
  onRemove: () => void;
  testId: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      data-testid={testId}
      sx={{
        position: 'relative',
        width: 88,
        height: 88,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: '#f3ede4',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {src && !failed ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box role="img" aria-label={alt} sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'primary.light' }}>
          <DiamondOutlinedIcon />
        </Box>
      )}
      <IconButton
        aria-label={`Remove ${alt}`}
        onClick={onRemove}
        size="small"
        sx={{
          position: 'absolute',
          top: 2,
          right: 2,
          bgcolor: 'rgba(255,255,255,0.9)',
          '&:hover': { bgcolor: '#fff', color: 'error.main' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
