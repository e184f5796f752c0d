import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { FormTextField } from '../forms/form-text-field';
import { LineThumbnail } from '../ui/line-thumbnail';
import { type AnyFieldSpec, type FormMode, type ImageFieldSpec, type SelectFieldSpec, inputAttributes, ruleHint } from './form-rules';
import { acceptOf, inspectImageFiles } from './image-upload';

interface FieldProps {
  spec: AnyFieldSpec;
  control: Control<FieldValues>;
  mode: FormMode;
  /** The row being edited (its current picture), if any. */
  editing: object | null;
  testId: string;
  disabled?: boolean;
}

/** One field of a resource form, drawn from its spec: the rule hint under it until it has an error. */
export function ResourceFormField({ spec, control, mode, editing, testId, disabled }: FieldProps) {
  const hint = ruleHint(spec, mode);
  const fieldTestId = `${testId}-field-${spec.name}`;
  switch (spec.kind) {
    case 'text':
    case 'number':
      return (
        <FormTextField
          control={control}
          name={spec.name}
          label={spec.label}
          required={spec.kind === 'number' || spec.rules.required !== false}
          type={spec.kind === 'number' ? 'number' : 'text'}
          placeholder={spec.placeholder}
          hint={hint}
          disabled={disabled}
          fullWidth
          data-testid={fieldTestId}
          maxChars={spec.kind === 'text' ? spec.rules.max : undefined}
          slotProps={{
            // An example in the box needs the label above it, or the two overlap.
            inputLabel: spec.placeholder ? { shrink: true } : undefined,
            // No maxLength: a longer text is refused by the schema, not cut (FormTextField's maxChars).
            htmlInput: spec.kind === 'number' ? inputAttributes(spec) : undefined,
            input:
              spec.kind === 'number' && spec.prefix
                ? { startAdornment: <InputAdornment position="start">{spec.prefix}</InputAdornment> }
                : undefined,
          }}
        />
      );
    case 'select':
      if (spec.picker) {
        const Picker = spec.picker;
        return <Picker spec={spec} control={control} hint={hint} testId={fieldTestId} disabled={disabled} />;
      }
      return <SelectField spec={spec} control={control} hint={hint} testId={fieldTestId} disabled={disabled} />;
    case 'image':
      return <ImageField spec={spec} control={control} hint={hint} testId={fieldTestId} editing={editing} disabled={disabled} />;
  }
}

function SelectField({
  spec,
  control,
  hint,
  testId,
  disabled,
}: {
  spec: SelectFieldSpec;
  control: Control<FieldValues>;
  hint: string;
  testId: string;
  disabled?: boolean;
}) {
  const { options, loading, error, retry } = spec.options.useOptions(control);
  const unavailable = loading || error !== null || options.length === 0;
  const status = loading ? 'Loading…' : error ? error : options.length === 0 ? spec.emptyText : null;
  return (
    <FormTextField
      control={control}
      name={spec.name}
      select
      required
      label={spec.label}
      disabled={disabled || unavailable}
      error={error !== null}
      hint={
        error ? (
          <>
            {error}.{' '}
            <Button size="small" onClick={retry} sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline' }}>
              Retry
            </Button>
          </>
        ) : (
          (status ?? hint)
        )
      }
      fullWidth
      data-testid={testId}
      options={options}
    />
  );
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function ImageField({
  spec,
  control,
  hint,
  testId,
  editing,
  disabled,
}: {
  spec: ImageFieldSpec;
  control: Control<FieldValues>;
  hint: string;
  testId: string;
  editing: object | null;
  disabled?: boolean;
}) {
  const helperId = useId();
  const current = editing ? ((editing as Record<string, unknown>)[spec.currentFrom] as string | null | undefined) : null;
  const {
    field: { ref: fieldRef, ...field },
    fieldState,
  } = useController({ name: spec.name, control });
  const file = field.value instanceof File ? field.value : null;
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600, mb: 1 }}>
        {spec.label}
        {hint.startsWith('Required') ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <FilePreview file={file} current={current ?? null} label={spec.label} />
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.75, justifyItems: 'start' }}>
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={<ImageOutlinedIcon fontSize="small" />}
            disabled={disabled}
            aria-describedby={helperId}
          >
            {file || current ? 'Choose another image' : 'Choose image'}
            <input
              ref={fieldRef}
              type="file"
              hidden
              accept={acceptOf(spec.rules)}
              name={field.name}
              data-testid={`${testId}-input`}
              onChange={(event) => {
                const picked = event.target.files?.[0] ?? null;
                // The same file can be picked again after Remove.
                event.target.value = '';
                // Its first bytes are read before it goes into the form, so the rule sees what it is.
                void inspectImageFiles(picked ? [picked] : []).then(() => {
                  field.onChange(picked);
                  field.onBlur();
                });
              }}
            />
          </Button>
          {file ? <ChosenFile file={file} onRemove={() => field.onChange(null)} /> : null}
        </Box>
      </Box>
      <FormHelperText id={helperId} error={Boolean(fieldState.error)} sx={{ mx: 0, mt: 1 }}>
        {fieldState.error?.message ?? hint}
      </FormHelperText>
    </Box>
  );
}

/** The chosen file's name and size, with Remove. */
function ChosenFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
      {file.name} · {formatSize(file.size)}{' '}
      <Button size="small" onClick={onRemove} sx={{ minWidth: 0, p: 0, ml: 0.5, verticalAlign: 'baseline' }}>
        Remove
      </Button>
    </Typography>
  );
}

/** The chosen file's preview, else the stored picture, else a placeholder. */
function FilePreview({ file, current, label }: { file: File | null; current: string | null; label: string }) {
  const preview = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  if (preview && failedPreview !== preview) {
    return (
      <Box
        component="img"
        src={preview}
        alt={`${label}: new image`}
        onError={() => setFailedPreview(preview)}
        sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0, bgcolor: '#f3ede4' }}
      />
    );
  }
  return <LineThumbnail src={current} alt={current ? `${label}: current image` : `${label}: none yet`} size={72} />;
}
