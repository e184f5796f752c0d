import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldOption } from '../../../shared/forms/form-text-field';

/** One part of the product form (Colours, Carats and prices, Sizes): its title and hint, an action on the right. */
export function FormSection({
  title,
  hint,
  action,
  children,
  testId,
}: {
  title: string;
  hint: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box component="section" aria-label={title} data-testid={testId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Box>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>{action}</Box>
      </Box>
      {children}
    </Box>
  );
}

/**
 * A framed row of a section (a colour, a carat): its choice and tools on top, a remove button at the right
 * end, then what the row holds.
 */
export function RowCard({
  testId,
  head,
  removeTitle,
  removeLabel,
  onRemove,
  children,
}: {
  testId: string;
  /** The row's choice and its tools, left to right. */
  head: ReactNode;
  removeTitle: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Box data-testid={testId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {head}
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={removeTitle}>
          <IconButton aria-label={removeLabel} onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {children}
    </Box>
  );
}

/** The choices of a select over lookup rows (metal types, colours, sizes…): value the id, shown as `label` says. */
export const lookupOptions = <T extends { id: number }>(rows: readonly T[], label: (row: T) => string): FieldOption[] =>
  rows.map((row) => ({ value: row.id, label: label(row) }));

/** Said under a section while it has no rows. */
export function EmptyNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid={testId}>
      {children}
    </Typography>
  );
}
