import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { IMAGE_UPLOAD, acceptOf, imageFileProblem, imageRuleHint, inspectImageFiles } from '../../../shared/admin/image-upload';

interface ReferencePictureFieldProps {
  file: File | null;
  /** A refusal of the server's (the bytes are not a picture), shown like the browser's own check. */
  serverError: string | null;
  disabled: boolean;
  onChange: (file: File | null, problem: string | null) => void;
}

function PicturePreview({ preview, error }: { preview: string | null; error: boolean }) {
  return (
    <Box
      sx={{
        width: 120,
        height: 120,
        flexShrink: 0,
        border: 1,
        borderStyle: preview ? 'solid' : 'dashed',
        borderColor: error ? 'error.main' : 'divider',
        bgcolor: '#f7f2ea',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        color: 'primary.light',
      }}
    >
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt="Your reference picture"
          data-testid="design-picture-preview"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <AddPhotoAlternateOutlinedIcon aria-hidden fontSize="large" />
      )}
    </Box>
  );
}

/** The optional reference picture: a preview once chosen, checked by its type, bytes and size before it is sent. */
export function ReferencePictureField({ file, serverError, disabled, onChange }: ReferencePictureFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const error = problem ?? serverError;

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    await inspectImageFiles([picked]);
    const found = imageFileProblem(picked, IMAGE_UPLOAD, 'The picture');
    setProblem(found);
    onChange(found ? null : picked, found);
  };

  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <PicturePreview preview={preview} error={Boolean(error)} />
      <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
        <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600, display: 'block' }}>
          Reference picture (optional)
        </Typography>
        <Typography variant="body2" color="text.secondary" id={hintId} sx={{ mb: 1 }}>
          A sketch, a photo of a piece you love, or a screenshot. {imageRuleHint(IMAGE_UPLOAD)}.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component="label" variant="outlined" disabled={disabled}>
            {file ? 'Choose another picture' : 'Choose a picture'}
            <input
              id={inputId}
              type="file"
              hidden
              accept={acceptOf(IMAGE_UPLOAD)}
              aria-describedby={hintId}
              data-testid="design-picture"
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {file ? (
            <Button
              variant="text"
              disabled={disabled}
              onClick={() => {
                setProblem(null);
                onChange(null, null);
              }}
            >
              Remove
            </Button>
          ) : null}
        </Box>
        {error ? (
          <FormHelperText error data-testid="design-picture-error">
            {error}
          </FormHelperText>
        ) : null}
      </Box>
    </Box>
  );
}
