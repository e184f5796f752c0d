import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, ReactNode } from 'react';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { type FieldOption, FormTextField } from '../../../shared/forms/form-text-field';
import { CERTIFICATE_ACCEPT, CERTIFICATE_FILE_HINT, LAB_OPTIONS } from '../certification-rules';
import {
  type CertificateEditor,
  type CertificationScope,
  type HallmarkEditor,
  useCertificateEditor,
  useHallmarkEditor,
} from '../use-product-certification';
import { EmptyNote } from './product-form-parts';

const partSx = { border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1.5, alignContent: 'start' } as const;

/** One part (certificate, hallmark): Enter in its fields saves it, not the product form around it. */
function Part({
  title,
  what,
  testId,
  editor,
  children,
}: {
  title: string;
  /** What Save saves, in its label. */
  what: 'certificate' | 'hallmark';
  testId: string;
  editor: CertificateEditor | HallmarkEditor;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).tagName !== 'INPUT') return;
    event.preventDefault();
    void editor.submit();
  };
  return (
    <Box sx={partSx} data-testid={testId} onKeyDown={onKeyDown}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {editor.message ? (
        <Alert severity="error" onClose={editor.dismissMessage} data-testid={`${testId}-message`}>
          {editor.message}
        </Alert>
      ) : null}
      {children}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {editor.canRemove ? (
          <Button color="error" onClick={() => void editor.remove()} disabled={editor.busy} data-testid={`${testId}-remove`}>
            Remove
          </Button>
        ) : null}
        <Button variant="outlined" onClick={() => void editor.submit()} disabled={editor.busy} data-testid={`${testId}-save`}>
          Save {what}
        </Button>
      </Box>
    </Box>
  );
}

/** The certificate file: the picker, a chosen file (a picture previewed), else the stored one as a link. */
function CertificateFile({ editor }: { editor: CertificateEditor }) {
  const { storedFile, chosen } = editor;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" startIcon={<UploadFileOutlinedIcon />} sx={{ whiteSpace: 'nowrap' }}>
          {storedFile || chosen ? 'Replace file' : 'Upload file'}
          <input
            hidden
            type="file"
            accept={CERTIFICATE_ACCEPT}
            data-testid="products-certificate-file"
            aria-label="Certificate file"
            onChange={(event) => {
              editor.chooseFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {chosen ? (
          <Typography variant="body2" data-testid="products-certificate-chosen">
            {chosen.file.name} (sent when you save)
          </Typography>
        ) : storedFile ? (
          <Link href={apiAssetUrl(storedFile)} target="_blank" rel="noopener" data-testid="products-certificate-link">
            View stored certificate
          </Link>
        ) : (
          <EmptyNote>No file.</EmptyNote>
        )}
      </Box>
      {chosen?.preview ? (
        <Box
          component="img"
          src={chosen.preview}
          alt="Certificate preview"
          sx={{ maxWidth: 160, maxHeight: 120, objectFit: 'contain', border: 1, borderColor: 'divider' }}
        />
      ) : null}
      {storedFile && !chosen ? (
        <FormControlLabel
          control={<Checkbox size="small" checked={editor.removeFile} onChange={(event) => editor.setRemoveFile(event.target.checked)} />}
          label="Remove the stored file"
        />
      ) : null}
      <FormHelperText
        error={Boolean(editor.fileError)}
        role={editor.fileError ? 'alert' : undefined}
        data-testid="products-certificate-file-hint"
      >
        {editor.fileError ?? CERTIFICATE_FILE_HINT}
      </FormHelperText>
    </Box>
  );
}

/** The Diamond certificate part: lab, report number, file. */
export function CertificatePart({ scope }: { scope: CertificationScope }) {
  const editor = useCertificateEditor(scope);
  return (
    <Part title="Diamond certificate" what="certificate" testId="products-certificate" editor={editor}>
      <FormTextField
        control={editor.form.control}
        name="lab"
        label="Lab"
        size="small"
        options={LAB_OPTIONS}
        data-testid="products-certificate-lab"
      />
      <FormTextField
        control={editor.form.control}
        name="reportNumber"
        label="Report number"
        size="small"
        hint="6 to 20 letters or digits, e.g. LG123456789"
        slotProps={{ htmlInput: { 'data-testid': 'products-certificate-report', autoComplete: 'off' } }}
      />
      <CertificateFile editor={editor} />
    </Part>
  );
}

/** The BIS hallmark part: purity (of the product's metal) and HUID. */
export function HallmarkPart({ scope, purities }: { scope: CertificationScope; purities: FieldOption[] }) {
  const editor = useHallmarkEditor(scope);
  return (
    <Part title="BIS hallmark" what="hallmark" testId="products-hallmark" editor={editor}>
      <FormTextField
        control={editor.form.control}
        name="purity"
        label="Hallmark purity"
        size="small"
        options={purities}
        error={purities.length === 0}
        hint={purities.length === 0 ? "The product's metal has no purities" : undefined}
        data-testid="products-hallmark-purity"
      />
      <FormTextField
        control={editor.form.control}
        name="huid"
        label="HUID"
        size="small"
        hint="6 letters or digits, e.g. AB12C3"
        onValue={editor.typeHuid}
        maxChars={6}
        slotProps={{ htmlInput: { 'data-testid': 'products-hallmark-huid', autoComplete: 'off' } }}
      />
    </Part>
  );
}
