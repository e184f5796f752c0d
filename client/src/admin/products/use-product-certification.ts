import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type FieldPath, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { type Refusal, outcomeOf } from '../../shared/admin/resource-results';
import { callFailureText } from '../../shared/admin/resource-sources';
import { notify } from '../../shared/ui/notify';
import {
  type CertificationFieldsFragment,
  ProductCertificateClearDocument,
  ProductCertificateSetDocument,
  ProductCertificationsDocument,
  ProductHallmarkClearDocument,
  ProductHallmarkSetDocument,
} from './certificates.generated';
import {
  type CertificateValues,
  type HallmarkValues,
  certificateFileProblem,
  certificateSchema,
  hallmarkSchema,
} from './certification-rules';

// The product form's Certificate and hallmark section. A certificate is not part of the
// product's own save: each part (certificate, hallmark) of the product or of one variant is saved and
// removed on its own. The part editors are keyed by what is stored, so they start again from it after
// every save and on every change of target.

/** Whose certificate the editors show: the product, or one of its variants. */
export interface CertificationScope {
  productId: number;
  variantId: number | null;
  /** What is stored there (null: nothing yet). */
  current: CertificationFieldsFragment | null;
  /** Reads the stored rows again after a save. */
  reload: () => void;
}

/** The stored rows and variants of a product, and which of them the section edits. */
export function useCertificationTarget(productId: number) {
  const query = useQuery(ProductCertificationsDocument, { variables: { id: productId }, fetchPolicy: 'network-only' });
  // 'product', or a variant's id.
  const [target, setTarget] = useState('product');
  const rows = query.data?.adminProduct?.certifications ?? [];
  const variantId = target === 'product' ? null : Number(target);
  const scope: CertificationScope = {
    productId,
    variantId,
    current: rows.find((row) => (row.variantId ?? null) === variantId) ?? null,
    reload: () => void query.refetch().catch(() => undefined),
  };
  return {
    loadError: query.error ? 'The certificate could not be loaded' : null,
    metalTypeId: query.data?.adminProduct?.metalTypeId ?? null,
    variants: query.data?.adminProductVariants ?? [],
    owned: new Set(rows.map((row) => row.variantId ?? null)),
    target,
    setTarget,
    scope,
  };
}

/** Puts a refusal's field errors under their fields; answers the message when none belongs to this form. */
function placeRefusal<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly string[], refusal: Refusal): string | null {
  const mine = refusal.fieldErrors.filter((error) => fields.includes(error.field));
  for (const error of mine) form.setError(error.field as FieldPath<T>, { type: 'server', message: error.message });
  return mine.length ? null : refusal.message;
}

/** A part's message line and the plumbing every save and remove shares. */
function usePartRequests(scope: CertificationScope, failure: string) {
  const [message, setMessage] = useState<string | null>(null);
  const done = (text: string) => {
    notify.success(text);
    scope.reload();
  };
  const attempt = async (work: () => Promise<void>) => {
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage(callFailureText(error, failure));
    }
  };
  return {
    message,
    setMessage,
    dismissMessage: () => setMessage(null),
    done,
    attempt,
    variables: { productId: scope.productId, variantId: scope.variantId },
  };
}

/** A file the admin chose, with a preview address while it is a picture. */
export interface ChosenFile {
  file: File;
  preview: string | null;
}

/** The certificate's file: a chosen one (checked by type and size, previewed), or the stored one kept or removed. */
function useCertificateFile() {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [removeFile, setRemoveFile] = useState(false);
  useEffect(() => () => (chosen?.preview ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);
  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    const problem = certificateFileProblem(file);
    setFileError(problem);
    setChosen(problem ? null : { file, preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null });
    setRemoveFile(false);
  };
  return { chosen, chooseFile, fileError, setFileError, removeFile, setRemoveFile };
}

/** The Diamond certificate part: lab, report number and file, checked as typed; saved or removed. */
export function useCertificateEditor(scope: CertificationScope) {
  const stored = scope.current?.certificate;
  const form = useForm<CertificateValues>({
    resolver: zodResolver(certificateSchema) as never,
    mode: 'onChange',
    defaultValues: { lab: stored?.lab ?? '', reportNumber: stored?.reportNumber ?? '' },
  });
  const file = useCertificateFile();
  const requests = usePartRequests(scope, 'Failed to save the certificate');
  const [save, saving] = useMutation(ProductCertificateSetDocument);
  const [clear, clearing] = useMutation(ProductCertificateClearDocument);

  const submit = form.handleSubmit((values) =>
    requests.attempt(async () => {
      const input = {
        lab: values.lab as never,
        reportNumber: values.reportNumber.trim(),
        file: file.chosen?.file ?? null,
        removeFile: !file.chosen && file.removeFile,
      };
      const outcome = outcomeOf(
        (await save({ variables: { ...requests.variables, input } })).data?.setProductCertificate,
        'Failed to save the certificate',
      );
      if (outcome.ok) return requests.done('Certificate saved');
      const fileRefusal = outcome.fieldErrors.find((error) => error.field === 'file');
      if (fileRefusal) file.setFileError(fileRefusal.message);
      requests.setMessage(fileRefusal ? null : placeRefusal(form, ['lab', 'reportNumber'], outcome));
    }),
  );
  const remove = () =>
    requests.attempt(async () => {
      if ((await clear({ variables: requests.variables })).data) requests.done('Certificate removed');
    });

  return {
    form,
    ...file,
    ...requests,
    storedFile: stored?.fileUrl ?? null,
    canRemove: Boolean(stored),
    busy: saving.loading || clearing.loading,
    submit,
    remove,
  };
}

/** The BIS hallmark part: purity and HUID (upper-cased as typed), checked as typed; saved or removed. */
export function useHallmarkEditor(scope: CertificationScope) {
  const stored = scope.current?.hallmark;
  const form = useForm<HallmarkValues>({
    resolver: zodResolver(hallmarkSchema) as never,
    mode: 'onChange',
    defaultValues: { purity: stored ? String(stored.karats) : '', huid: stored?.huid ?? '' },
  });
  const requests = usePartRequests(scope, 'Failed to save the hallmark');
  const [save, saving] = useMutation(ProductHallmarkSetDocument);
  const [clear, clearing] = useMutation(ProductHallmarkClearDocument);

  const submit = form.handleSubmit((values) =>
    requests.attempt(async () => {
      const input = { purity: Number(values.purity), huid: values.huid.trim() };
      const outcome = outcomeOf(
        (await save({ variables: { ...requests.variables, input } })).data?.setProductHallmark,
        'Failed to save the hallmark',
      );
      if (outcome.ok) return requests.done('Hallmark saved');
      requests.setMessage(placeRefusal(form, ['purity', 'huid'], outcome));
    }),
  );
  const remove = () =>
    requests.attempt(async () => {
      if ((await clear({ variables: requests.variables })).data) requests.done('Hallmark removed');
    });
  const typeHuid = (text: string) => form.setValue('huid', text.toUpperCase(), { shouldValidate: true, shouldDirty: true });

  return { form, ...requests, canRemove: Boolean(stored), busy: saving.loading || clearing.loading, submit, remove, typeHuid };
}

export type CertificateEditor = ReturnType<typeof useCertificateEditor>;
export type HallmarkEditor = ReturnType<typeof useHallmarkEditor>;
