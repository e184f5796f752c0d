import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { STALE_VERSION_TITLE } from './stale-version';
import type { StaleVersionState } from './use-stale-version';

interface StaleVersionNoticeProps {
  state: StaleVersionState;
  onReload: () => void;
  onDismiss: () => void;
  /** Prefix of the data-testid attributes, e.g. "products" → products-stale, products-stale-reload. */
  testId: string;
}

/**
 * What a back-office form shows after a stale save (useStaleVersion): the refusal with a Reload action,
 * then, once reloaded, each field someone else changed (what it was when opened → what is stored now, and
 * the admin's unsaved value when it was different), so nothing is overwritten without being seen.
 */
export function StaleVersionNotice({ state, onReload, onDismiss, testId }: StaleVersionNoticeProps) {
  if (state.stale) {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        data-testid={`${testId}-stale`}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={onReload}
            disabled={state.reloading}
            startIcon={state.reloading ? <CircularProgress size={14} color="inherit" /> : undefined}
            data-testid={`${testId}-stale-reload`}
          >
            Reload
          </Button>
        }
      >
        {STALE_VERSION_TITLE}. Your changes were not saved: reload to see what changed.
        {state.failed ? ' The reload failed; please try again.' : null}
      </Alert>
    );
  }
  if (!state.changes) return null;
  return (
    <Alert severity="info" onClose={onDismiss} sx={{ mb: 2 }} data-testid={`${testId}-stale-changes`}>
      {state.changes.length === 0 ? (
        'Reloaded: none of the fields of this form were changed; save again to apply your changes.'
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            Reloaded the stored version. What differs from what you had:
          </Typography>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {state.changes.map((change) => (
              <li key={change.field} data-testid={`${testId}-stale-change`} data-field={change.field}>
                <strong>{change.label}</strong>
                {change.byOthers
                  ? `: “${change.loaded}” → “${change.stored}”${change.typed !== null ? ` (you had typed “${change.typed}”)` : ''}`
                  : `: your unsaved “${change.typed}” was not saved (stored: “${change.stored}”)`}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
