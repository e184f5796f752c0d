import Box from '@mui/material/Box';
import { FOCUS_RING } from '../../theme/palette';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first stop of the Tab key, hidden until focused. It moves focus to the page's
 * <main id="main-content" tabIndex={-1}> without touching the URL (a #hash would be a route change).
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2.5,
        py: 1.25,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 600,
        fontSize: '0.9rem',
        textDecoration: 'none',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none', ...FOCUS_RING },
      }}
    >
      Skip to content
    </Box>
  );
}
