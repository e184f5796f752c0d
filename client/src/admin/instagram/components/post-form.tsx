import { zodResolver } from '@hookform/resolvers/zod';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { changedFields, isStaleVersion } from '../../../shared/admin/stale-version';
import { StaleVersionNotice } from '../../../shared/admin/stale-version-notice';
import { useStaleVersion } from '../../../shared/admin/use-stale-version';
import { type Control, Controller, useForm } from 'react-hook-form';
import { FormActions } from '../../../shared/admin/resource-form';
import { placeRefusal } from '../../../shared/admin/resource-results';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { TEXT_LIMITS } from '../../../shared/admin/text-limits';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { addPostSchema, editPostSchema, postImageProblem } from '../post-form-schema';
import { SOCIAL_POST_UPLOAD, acceptOf, imageRuleHint, inspectImageFiles } from '../../../shared/admin/image-upload';
import type { PostFormValues } from '../post-form-schema';
import type { SaveOutcome } from '../use-instagram-posts';
import { ApiPicture, ChosenImagePreview } from '../../../shared/admin/api-picture';

const FORM_FIELDS = new Set(['link', 'image']);

interface PostFormProps {
  mode: 'add' | 'edit';
  /** Edit mode: the post's current link and picture. */
  initial?: { link: string; imagePath: string };
  onSubmit: (values: PostFormValues) => Promise<SaveOutcome>;
  /** Edit mode: reads the stored post after a stale save (it becomes `initial`); null when it is gone. */
  onReload?: () => Promise<{ link: string; imagePath: string } | null>;
  onCancel?: () => void;
}

const COMPARED = [
  { name: 'link', label: 'Link' },
  { name: 'imagePath', label: 'Image' },
];

interface PostImageFieldProps {
  control: Control<PostFormValues>;
  mode: 'add' | 'edit';
  testId: string;
  /** Edit mode: the post's current picture, shown until a new one is chosen. */
  currentPath?: string;
  preview: string | null;
  onPreview: (url: string | null) => void;
  /** Remounting the file input is how it is emptied after a post is added. */
  fileKey: number;
}

/** The picture: the chosen file's preview (else the current picture) beside the choose button and its rule. */
function PostImageField({ control, mode, testId, currentPath, preview, onPreview, fileKey }: PostImageFieldProps) {
  const fileErrorId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '120px minmax(0, 1fr)', alignItems: 'start' }}>
      <Box sx={{ borderRadius: 1, overflow: 'hidden', border: '1px solid', borderColor: 'divider' }}>
        {preview ? (
          <ChosenImagePreview src={preview} ratio="1 / 1" />
        ) : (
          <ApiPicture src={currentPath} alt={mode === 'edit' ? 'Current picture' : 'No picture chosen yet'} />
        )}
      </Box>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <Button component="label" variant="outlined" startIcon={<ImageOutlinedIcon />}>
              {mode === 'add' ? 'Choose image' : 'Choose a new image'}
              <input
                key={fileKey}
                type="file"
                hidden
                accept={acceptOf(SOCIAL_POST_UPLOAD)}
                data-testid={`${testId}-image`}
                aria-invalid={fieldState.invalid}
                aria-describedby={fileErrorId}
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  // Its first bytes are read before it goes into the form, so the rule sees what it is.
                  void inspectImageFiles(file ? [file] : []).then(() => {
                    field.onChange(file);
                    onPreview(file && !postImageProblem(file) ? URL.createObjectURL(file) : null);
                  });
                }}
              />
            </Button>
            <FormHelperText id={fileErrorId} error={fieldState.invalid}>
              {fieldState.error?.message ??
                (field.value
                  ? field.value.name
                  : mode === 'add'
                    ? `Required · ${imageRuleHint(SOCIAL_POST_UPLOAD)}`
                    : `Optional · ${imageRuleHint(SOCIAL_POST_UPLOAD)}; keeps the current one`)}
            </FormHelperText>
          </Box>
        )}
      />
    </Box>
  );
}

/** The add form and the edit form (with Cancel) of a social post: an image (jpeg, jpg, png) and a link. */
export function PostForm({ mode, initial, onSubmit, onReload, onCancel }: PostFormProps) {
  const stale = useStaleVersion();
  const { control, handleSubmit, reset, setError, setFocus, formState, getValues } = useForm<PostFormValues>({
    resolver: zodResolver(mode === 'add' ? addPostSchema : editPostSchema),
    defaultValues: { link: initial?.link ?? '', image: null },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // Remounting the file input is how it is emptied after a post is added.
  const [fileKey, setFileKey] = useState(0);
  const testId = mode === 'add' ? 'instagram-add-form' : 'instagram-edit-form';

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => {
    if (mode === 'edit') setFocus('link');
  }, [mode, setFocus]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const outcome = await onSubmit(values);
    if (!outcome.ok) {
      if (isStaleVersion(outcome)) return stale.markStale();
      const placed = placeRefusal(outcome, FORM_FIELDS);
      applyFieldErrors(placed.fieldErrors, FORM_FIELDS, setError);
      setFormError(placed.formMessage);
      return;
    }
    if (mode === 'add') {
      reset({ link: '', image: null });
      setPreview(null);
      setFileKey((key) => key + 1);
    }
  });

  const reloadStale = () =>
    void stale.reload(async () => {
      const fresh = initial && onReload ? await onReload() : null;
      if (!initial || !fresh) return null;
      const typed = { link: getValues('link'), imagePath: initial.imagePath };
      reset({ link: fresh.link, image: null });
      return changedFields(COMPARED, initial, fresh, typed);
    });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {mode === 'add' ? 'Add a post' : 'Edit post'}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <StaleVersionNotice state={stale} onReload={reloadStale} onDismiss={stale.clear} testId={testId} />
        <PostImageField
          control={control}
          mode={mode}
          testId={testId}
          currentPath={initial?.imagePath}
          preview={preview}
          onPreview={setPreview}
          fileKey={fileKey}
        />
        <FormTextField
          control={control}
          name="link"
          label="Link"
          placeholder="https://www.instagram.com/p/…"
          required
          size="small"
          hint="Where the post opens: an http or https address"
          maxChars={TEXT_LIMITS.socialPostLink}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-link`, inputMode: 'url' } }}
        />
        {formError ? (
          <Alert severity="error" data-testid={`${testId}-error`}>
            {formError}
          </Alert>
        ) : null}
        <FormActions
          testId={testId}
          submitting={formState.isSubmitting}
          submitLabel={mode === 'add' ? 'Add Post' : 'Save Changes'}
          onCancel={onCancel}
        />
      </Box>
    </Paper>
  );
}
