import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { SliderAdminCreateDocument, SliderAdminDeleteDocument, SliderAdminImagesDocument } from './slider.generated';
import type { SliderAdminCreateMutation, SliderAdminImageFragment } from './slider.generated';
import { failureText, outcomeOf } from '../../shared/admin/resource-results';
import { toastAndCloseFailure, useConfirmedDelete } from '../../shared/admin/use-resource-delete';
import { notify } from '../../shared/ui/notify';
import { uploadWithProgress } from './upload-with-progress';
import { IMAGE_UPLOAD, imageFileProblem, inspectImageFiles } from '../../shared/admin/image-upload';
import { usePageQuery } from '../../shared/admin/use-page-query';

export const SLIDER_TEXTS = {
  fetchFailed: 'Error fetching images',
  noImage: 'Please select an image',
  added: 'Image Added',
  uploaded: 'Image uploaded successfully',
  uploadFailed: 'Error uploading image',
  deleted: 'Deleted',
  deletedText: 'Image deleted successfully',
  deleteFailed: 'Error deleting image',
} as const;

// A failed delete is a toast (the server's words when it sent some) and the dialog closes.
const IMAGE_DELETE_FAILURE = toastAndCloseFailure(SLIDER_TEXTS.deleteFailed);

/**
 * The slider page's controller: the active images, an upload with progress (the file is checked by the
 * back-office's upload rule before it is sent; the server checks its content again and its refusal is
 * shown as it wrote it), and a delete that asks first.
 */
export function useSliderImages() {
  const { data, reload, load } = usePageQuery(SliderAdminImagesDocument, SLIDER_TEXTS.fetchFailed);
  const [remove] = useMutation(SliderAdminDeleteDocument);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Answers true when the image was stored. */
  const upload = useCallback(
    async (file: File | null): Promise<boolean> => {
      setNotice(null);
      if (!file) {
        setUploadError(SLIDER_TEXTS.noImage);
        return false;
      }
      // The back-office's one upload rule, before anything is sent (the server would refuse it too).
      const problem = imageFileProblem(file, IMAGE_UPLOAD);
      if (problem) {
        setUploadError(problem);
        return false;
      }
      setUploadError(null);
      setProgress(0);
      try {
        const answer = await uploadWithProgress(SliderAdminCreateDocument, { image: null as unknown as File }, 'image', file, setProgress);
        const result: SliderAdminCreateMutation['createSliderImage'] | undefined = answer.data?.createSliderImage;
        if (!result) {
          setUploadError(failureText(answer.errors, SLIDER_TEXTS.uploadFailed));
          return false;
        }
        const outcome = outcomeOf(result, SLIDER_TEXTS.uploadFailed);
        if (!outcome.ok) {
          setUploadError(outcome.fieldErrors[0]?.message ?? outcome.message);
          return false;
        }
        notify.success(SLIDER_TEXTS.added);
        setNotice(SLIDER_TEXTS.uploaded);
        await reload();
        return true;
      } catch {
        setUploadError(SLIDER_TEXTS.uploadFailed);
        return false;
      } finally {
        setProgress(null);
      }
    },
    [reload],
  );

  /** A file was picked: its first bytes are read and the rule's refusal, if any, shown at once. Answers the file. */
  const choose = useCallback(async (file: File | null): Promise<File | null> => {
    setNotice(null);
    await inspectImageFiles(file ? [file] : []);
    setUploadError(file ? imageFileProblem(file, IMAGE_UPLOAD) : null);
    return file;
  }, []);

  const removeImage = useCallback(
    async (image: SliderAdminImageFragment) => {
      setNotice(null);
      await remove({ variables: { id: image.id } });
      notify.success(SLIDER_TEXTS.deleted);
      setNotice(SLIDER_TEXTS.deletedText);
      await reload();
    },
    [reload, remove],
  );
  const deletion = useConfirmedDelete(removeImage, IMAGE_DELETE_FAILURE);

  return {
    images: data?.sliderImages ?? [],
    ...load,
    upload,
    progress,
    uploadError,
    choose,
    notice,
    deletion,
  };
}
