import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The shopper's initials, or a picture they choose: previewed on this device only
 * (docs/specifications.md#storefront-2-screens), never uploaded, gone after a reload.
 */
export function AvatarPreview({ name, initials }: { name: string; initials: string }) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // Each chosen picture gets an object URL; free it when it is replaced or the page is left.
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: 'center', gap: 2, textAlign: { md: 'center' } }}>
      <Avatar
        src={previewUrl ?? undefined}
        alt={previewUrl ? `Photo of ${name} (preview)` : undefined}
        data-testid="profile-avatar"
        sx={{
          width: { xs: 72, md: 112 },
          height: { xs: 72, md: 112 },
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontSize: { xs: '1.8rem', md: '2.6rem' },
          border: '3px solid',
          borderColor: 'background.paper',
          boxShadow: '0 0 0 1px rgba(176,141,87,0.6)',
        }}
      >
        <span aria-hidden>{initials}</span>
      </Avatar>
      <Box>
        {/* The file input sits inside its label (MUI's upload-button pattern): Tab reaches it, Enter opens the picker. */}
        <Button
          component="label"
          size="small"
          variant="text"
          startIcon={<PhotoCameraOutlinedIcon />}
          sx={{ '&:focus-within': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 } }}
        >
          {previewUrl ? 'Change photo' : 'Add a photo'}
          <input
            type="file"
            accept={ACCEPTED}
            data-testid="profile-avatar-input"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clipPath: 'inset(50%)' }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file && file.type.startsWith('image/')) setPreviewUrl(URL.createObjectURL(file));
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary" component="p">
          Preview only: your photo stays on this device.
        </Typography>
      </Box>
    </Box>
  );
}
