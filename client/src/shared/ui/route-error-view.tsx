import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Error boundary of a route area: a crash in one page never blanks the whole app. */
export function RouteErrorView() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  if (!isRouteErrorResponse(error)) console.error('[route error]', error);

  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', px: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary">This page could not be shown. Please reload, or return to the home page.</Typography>
        {import.meta.env.DEV && detail ? (
          <Typography variant="caption" component="pre" sx={{ mt: 2, whiteSpace: 'pre-wrap', color: 'error.main' }}>
            {detail}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button variant="contained" href="/">
            Home
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
