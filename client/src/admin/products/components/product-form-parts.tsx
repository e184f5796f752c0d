import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { type FieldOption, FormTextField, type FormTextFieldProps } from '../../../shared/forms/form-text-field';
import type { ProductFormValues } from '../product-form-model';

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
      {/* The actions wrap under the title rather than squeeze its hint into a column on a phone. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Box sx={{ flex: '1 1 220px' }}>
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

const ROW_TEST_IDS = { colour: 'products-color-row', carat: 'products-carat-row' } as const;

/**
 * A framed row of a section (a colour, a carat): its choice (a select) and tools on top, a remove button
 * ("Remove <rowName>") at the right end, then what the row holds.
 */
export function RowCard({
  kind,
  rowName,
  control,
  choice,
  tools,
  onRemove,
  children,
}: {
  kind: keyof typeof ROW_TEST_IDS;
  /** Names the row for the remove button: "18K", "Rose Gold", "colour 2". */
  rowName: string;
  control: Control<ProductFormValues>;
  choice: Omit<FormTextFieldProps<ProductFormValues>, 'control'> & { 'data-testid': string };
  tools?: ReactNode;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Box data-testid={ROW_TEST_IDS[kind]} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 1.5 }}>
      {/* On a phone the choice takes the first line and the tools wrap under it. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          size="small"
          sx={{ minWidth: { xs: 0, sm: 220 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          {...choice}
        />
        {tools}
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={`Remove ${kind}`}>
          <IconButton aria-label={`Remove ${rowName}`} onClick={onRemove}>
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
