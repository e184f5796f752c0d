import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { placeRefusal } from '../../../shared/admin/resource-results';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { TRACKING_PLACEHOLDER, courierFormSchema, exampleTrackingLink } from '../courier-form-schema';
import type { CourierFormValues } from '../courier-form-schema';
import type { CourierEditing, SaveOutcome } from '../use-couriers';
import { DialogSubmitActions } from '../../../shared/admin/dialog-submit-actions';

const FORM_FIELDS = new Set(['name', 'trackingUrlTemplate']);
const TEMPLATE_HINT = `Optional · https://… with ${TRACKING_PLACEHOLDER} where the tracking number goes`;

interface CourierDialogProps {
  editing: CourierEditing | null;
  onSubmit: (values: CourierFormValues) => Promise<SaveOutcome>;
  onClose: () => void;
}

function initialValues(editing: CourierEditing | null): CourierFormValues {
  if (editing?.mode !== 'edit') return { name: '', trackingUrlTemplate: '', active: true };
  const { courier } = editing;
  return { name: courier.name, trackingUrlTemplate: courier.trackingUrlTemplate ?? '', active: courier.active };
}

/** Active or not: an inactive courier is kept (past shipments name it) but no longer offered when shipping. */
function ActiveSwitch({ control }: { control: Control<CourierFormValues> }) {
  return (
    <Controller
      control={control}
      name="active"
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} data-testid="courier-form-active" />
          }
          label={field.value ? 'Active: offered in the Ship dialog' : 'Inactive: not offered when shipping'}
        />
      )}
    />
  );
}

/** The form inside the dialog; mounted afresh for each courier so its values start from that courier. */
function CourierForm({ editing, onSubmit, onClose, titleId }: CourierDialogProps & { editing: CourierEditing; titleId: string }) {
  const { control, handleSubmit, setError, setFocus, formState } = useForm<CourierFormValues>({
    resolver: zodResolver(courierFormSchema),
    defaultValues: initialValues(editing),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const template = useWatch({ control, name: 'trackingUrlTemplate' });
  const templateReady = /^https?:\/\/\S+$/i.test(template.trim()) && template.includes(TRACKING_PLACEHOLDER);
  const busy = formState.isSubmitting;
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const outcome = await onSubmit(values);
    if (outcome.ok) return;
    const placed = placeRefusal(outcome, FORM_FIELDS);
    applyFieldErrors(placed.fieldErrors, FORM_FIELDS, setError);
    setFormError(placed.formMessage);
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id={titleId}>{editing.mode === 'add' ? 'Add a courier' : `Edit ${editing.courier.name}`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          placeholder="e.g. Blue Dart"
          required
          size="small"
          slotProps={{ htmlInput: { 'data-testid': 'courier-form-name' } }}
        />
        <FormTextField
          control={control}
          name="trackingUrlTemplate"
          label="Tracking link"
          placeholder={`https://example.com/track?awb=${TRACKING_PLACEHOLDER}`}
          size="small"
          hint={templateReady ? `e.g. ${exampleTrackingLink(template.trim())}` : TEMPLATE_HINT}
          slotProps={{
            htmlInput: { 'data-testid': 'courier-form-template', inputMode: 'url', spellCheck: false },
            formHelperText: { sx: { overflowWrap: 'anywhere' } },
          }}
        />
        <ActiveSwitch control={control} />
        {formError ? (
          <Alert severity="error" data-testid="courier-form-error">
            {formError}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogSubmitActions
        busy={busy}
        onCancel={onClose}
        submitLabel={editing.mode === 'add' ? 'Add Courier' : 'Save Changes'}
        submitTestId="courier-form-submit"
        cancelTestId="courier-form-cancel"
      />
    </Box>
  );
}

/** Adding or editing a courier: name, tracking link (checked as the server checks it) and active. Full screen on a phone. */
export function CourierDialog({ editing, onSubmit, onClose }: CourierDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const key = editing === null ? 'closed' : editing.mode === 'add' ? 'add' : `edit-${editing.courier.id}`;
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
      data-testid="courier-dialog"
    >
      {editing ? <CourierForm key={key} editing={editing} onSubmit={onSubmit} onClose={onClose} titleId={titleId} /> : null}
    </Dialog>
  );
}
