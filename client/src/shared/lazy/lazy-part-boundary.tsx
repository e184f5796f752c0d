import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { retryFailedParts } from './lazy-named';

/** What a dynamic import that failed says (Chromium, Firefox, Safari; Vite's preload of a chunk's CSS). */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The code of a lazily loaded part did not arrive (network, server restarting, a deploy). */
export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_FAILURE.test(error.message);

interface LazyPartBoundaryProps {
  /** The part's place with its error and Retry (LazyPartError inside a drawer, a dialog, the page body). */
  fallback: (retry: () => void) => ReactNode;
  /** Which errors this part shows itself; the others go on to the boundary above (the route's). All by default. */
  catches?: (error: unknown) => boolean;
  children: ReactNode;
}

interface LazyPartBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Keeps a lazily loaded part's failure in its own place: the header, the page and the footer stay, and
 * Retry asks for the part's code again (retryFailedParts) before drawing it afresh.
 */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, LazyPartBoundaryState> {
  state: LazyPartBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): LazyPartBoundaryState {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.catches?.(error) ?? true) console.warn('[lazy part] could not be shown', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedParts();
    this.setState({ error: null, failed: false });
  };

  render(): ReactNode {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    if (!(this.props.catches?.(error) ?? true)) throw error;
    return this.props.fallback(this.retry);
  }
}

/** The small error of a part that could not be shown, with Retry. */
export function LazyPartError({ onRetry, minHeight }: { onRetry: () => void; minHeight?: number | string }) {
  return (
    <Box
      role="alert"
      data-testid="lazy-part-error"
      sx={{ minHeight, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6, px: 2 }}
    >
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        This part of the page could not be loaded. Check your connection and try again.
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
