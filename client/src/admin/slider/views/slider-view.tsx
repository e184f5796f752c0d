import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { DeleteDialog } from '../../../shared/admin/confirm-dialog';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { StatusMessage } from '../../../shared/ui/status-message';
import { ApiPicture, ChosenImagePreview } from '../../../shared/admin/api-picture';
import { useSliderImages } from '../use-slider-images';
import { IMAGE_UPLOAD, acceptOf, imageFileProblem, imageRuleHint } from '../../../shared/admin/image-upload';

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

type Slider = ReturnType<typeof useSliderImages>;

/** The upload's progress, its refusal, and the note after an upload or a delete (announced). */
function UploadStatus({ slider }: { slider: Slider }) {
  return (
    <>
      {slider.progress !== null ? (
        <Box>
          <LinearProgress variant="determinate" value={slider.progress ?? 0} aria-label="Upload progress" data-testid="slider-progress" />
          <Typography variant="caption" color="text.secondary">
            Uploading… {slider.progress}%
          </Typography>
        </Box>
      ) : null}
      {slider.uploadError ? (
        <Alert severity="error" data-testid="slider-upload-error">
          {slider.uploadError}
        </Alert>
      ) : null}
      <Box aria-live="polite">
        {slider.notice ? (
          <Alert severity="success" data-testid="slider-notice">
            {slider.notice}
          </Alert>
        ) : null}
      </Box>
    </>
  );
}

/** The chosen picture as the carousel will crop it, or a placeholder. */
function Preview({ src }: { src: string | null }) {
  return (
    <Box sx={{ border: '1px dashed', borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {src ? (
        <ChosenImagePreview src={src} ratio="16 / 7" />
      ) : (
        <Box sx={{ aspectRatio: '16 / 7', display: 'grid', placeItems: 'center', color: 'text.secondary', bgcolor: '#fbf8f3' }}>
          <Typography variant="body2">The preview appears here</Typography>
        </Box>
      )}
    </Box>
  );
}

/** The upload form: choose a picture (checked at once, previewed), upload it with its progress. */
function SliderUpload({ slider }: { slider: Slider }) {
  const [file, setFile] = useState<File | null>(null);
  // Remounting the file input is how it is emptied after an upload.
  const [fileKey, setFileKey] = useState(0);
  const uploading = slider.progress !== null;
  // A refused file (not an image by its bytes, or too large) gets no preview; Upload refuses it before sending.
  const preview = useMemo(() => (file && !imageFileProblem(file, IMAGE_UPLOAD) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = async () => {
    if (await slider.upload(file)) {
      setFile(null);
      setFileKey((key) => key + 1);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4 }} data-testid="slider-upload">
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Add an image
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Button component="label" variant="outlined" startIcon={<ImageOutlinedIcon />} disabled={uploading} sx={{ justifySelf: 'start' }}>
            Choose image
            <input
              key={fileKey}
              type="file"
              accept={acceptOf(IMAGE_UPLOAD)}
              hidden
              data-testid="slider-file"
              aria-describedby="slider-file-hint"
              aria-invalid={Boolean(slider.uploadError)}
              onChange={(event) => void slider.choose(event.target.files?.[0] ?? null).then(setFile)}
            />
          </Button>
          <Typography id="slider-file-hint" variant="caption" color="text.secondary">
            {file ? `${file.name} · ${(file.size / 1024).toFixed(0)} KB` : `${imageRuleHint(IMAGE_UPLOAD)}. Wide pictures work best.`}
          </Typography>
          <Button
            type="submit"
            variant="contained"
            startIcon={<CloudUploadOutlinedIcon />}
            disabled={uploading}
            sx={{ justifySelf: 'start' }}
            data-testid="slider-upload-submit"
          >
            Upload Image
          </Button>
          <UploadStatus slider={slider} />
        </Box>
        <Preview src={preview} />
      </Box>
    </Paper>
  );
}

/** The active slides in their order, each with its Delete; loading, empty and error states. */
function ActiveSlides({ slider }: { slider: Slider }) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Active images {slider.loading ? '' : `(${slider.images.length})`}
      </Typography>
      {slider.error ? (
        <StatusMessage tone="error" onRetry={slider.retry} testId="slider-error">
          {slider.error}
        </StatusMessage>
      ) : slider.loading ? (
        <Box sx={GRID} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rectangular" sx={{ aspectRatio: '16 / 7', height: 'auto' }} />
          ))}
        </Box>
      ) : slider.images.length === 0 ? (
        <StatusMessage testId="slider-empty">No slider images yet. Upload the first one above.</StatusMessage>
      ) : (
        <Box component="ul" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }} data-testid="slider-grid">
          {slider.images.map((image, index) => (
            <Card component="li" key={image.id} variant="outlined" data-testid="slider-card" data-image-url={image.imageUrl}>
              <ApiPicture ratio="16 / 7" src={image.imageUrl} alt={`Slide ${index + 1}`} eager={index < 9} />
              <CardActions sx={{ justifyContent: 'space-between', px: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  Slide {index + 1}
                </Typography>
                <Button
                  color="error"
                  size="small"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => slider.deletion.request(image)}
                  aria-label={`Delete slide ${index + 1}`}
                  data-testid="slider-delete"
                >
                  Delete
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
    </>
  );
}

/** The home-page carousel: upload a picture (with a preview and progress), see the active ones, delete one. */
export function SliderView() {
  const slider = useSliderImages();

  return (
    <Box data-testid="admin-slider">
      <AdminPageHeader title="Slider Images" subtitle="The pictures of the home-page carousel, shown in this order." />
      <SliderUpload slider={slider} />
      <ActiveSlides slider={slider} />
      <DeleteDialog
        deletion={slider.deletion}
        title="Delete image"
        message="Are you sure you want to delete this image? It leaves the home-page carousel at once."
        testId="slider-delete-dialog"
      />
    </Box>
  );
}
