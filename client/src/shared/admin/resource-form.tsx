import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, Ref } from 'react';
import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';
import type { AnyFieldSpec, FormMode } from './form-rules';
import { ResourceFormField } from './form-fields';
import { type ResourceNames, resourceTexts } from './resource-config';
import { StaleVersionNotice } from './stale-version-notice';
import type { StaleVersionController } from './use-stale-version';

interface ResourceFormProps {
  ref?: Ref<HTMLDivElement>;
  names: ResourceNames;
  testId: string;
  fields: readonly AnyFieldSpec[];
  form: UseFormReturn<never, unknown, never>;
  mode: FormMode;
  editing: object | null;
  /** Names the row being edited. */
  editingLabel: string | null;
  formMessage: string | null;
  onDismissMessage: () => void;
  /** A stale save's state and its Reload (useStaleVersion); absent on forms that edit no versioned record. */
  stale?: StaleVersionController;
  onReloadStale?: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

/**
 * The Add/Edit form of a resource page: "Add metal type" until a row's edit icon loads it, then
 * "Edit metal type" with the row named, Save changes and Cancel. The browser's own validation is
 * off (noValidate): the rules under the fields are the ones checked.
 */
export function ResourceForm({
  ref,
  names,
  testId,
  fields,
  form,
  mode,
  editing,
  editingLabel,
  formMessage,
  onDismissMessage,
  stale,
  onReloadStale,
  onSubmit,
  onCancel,
}: ResourceFormProps) {
  const texts = resourceTexts(names);
  const submitting = form.formState.isSubmitting;
  const control = form.control as unknown as Control<FieldValues>;
  const editingNow = mode === 'edit';
  return (
    <Paper
      ref={ref}
      variant="outlined"
      component="section"
      aria-labelledby={`${testId}-form-title`}
      data-testid={`${testId}-form`}
      data-mode={mode}
      sx={{
        p: { xs: 2.5, sm: 3 },
        // The sticky top bar must not hide the form when an edit scrolls it into view.
        scrollMarginTop: 96,
        borderColor: editingNow ? 'primary.main' : undefined,
        boxShadow: editingNow ? '0 0 0 1px rgba(176,141,87,0.5)' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2.5, flexWrap: 'wrap' }}>
        {editingNow ? <EditOutlinedIcon color="primary" fontSize="small" /> : <AddIcon color="primary" fontSize="small" />}
        <Typography id={`${testId}-form-title`} variant="h5" component="h2">
          {editingNow ? texts.editTitle : texts.addTitle}
        </Typography>
        {editingNow && editingLabel ? <Chip size="small" label={editingLabel} data-testid={`${testId}-form-editing`} /> : null}
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {formMessage ? (
          <Alert severity="error" onClose={onDismissMessage} data-testid={`${testId}-form-error`}>
            {formMessage}
          </Alert>
        ) : null}
        {stale && onReloadStale ? (
          <StaleVersionNotice state={stale} onReload={onReloadStale} onDismiss={stale.clear} testId={`${testId}-form`} />
        ) : null}
        {fields.map((spec) => (
          <ResourceFormField
            key={spec.name}
            spec={spec}
            control={control}
            mode={mode}
            editing={editing}
            testId={testId}
            disabled={submitting}
          />
        ))}
        <FormActions
          testId={testId}
          submitting={submitting}
          submitLabel={editingNow ? 'Save changes' : texts.addTitle}
          onCancel={editingNow ? onCancel : undefined}
        />
      </Box>
    </Paper>
  );
}

interface FormActionsProps {
  /** Prefix of the buttons' test ids: '<testId>-submit', '<testId>-cancel'. */
  testId: string;
  submitting: boolean;
  submitLabel: string;
  /** Shown as Cancel while editing; absent, no Cancel. */
  onCancel?: () => void;
}

/** The foot of a back-office form: its submit button (a spinner while it is sent) and, while editing, Cancel. */
export function FormActions({ testId, submitting, submitLabel, onCancel }: FormActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        type="submit"
        variant="contained"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid={`${testId}-submit`}
      >
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button onClick={onCancel} disabled={submitting} data-testid={`${testId}-cancel`}>
          Cancel
        </Button>
      ) : null}
    </Box>
  );
}
