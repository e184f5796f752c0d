import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

interface DrawerTitleBarProps {
  title: string;
  onClose: () => void;
  /** The heading's id, for a panel labelled by it. */
  titleId?: string;
}

/**
 * The title and close button atop a side panel: the drawers (side-drawer.tsx) and the panel a drawer's failed
 * code leaves in its place (shared/lazy/lazy-part-panel.tsx). Its own module: that panel stays out of MUI's Drawer.
 */
export function DrawerTitleBar({ title, onClose, titleId }: DrawerTitleBarProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: { xs: 2.5, sm: 3 }, py: 2 }}>
      <Typography id={titleId} variant="h5" component="h2">
        {title}
      </Typography>
      <IconButton onClick={onClose} aria-label={`Close ${title.toLowerCase()}`} edge="end">
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
