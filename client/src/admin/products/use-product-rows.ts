import { useCallback, useEffect, useRef } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { IMAGE_UPLOAD, imageFileProblem, inspectImageFiles } from '../../shared/admin/image-upload';
import {
  type FormImage,
  type Lookups,
  type PriceField,
  type ProductFormValues,
  allBackToAuto,
  backToAuto,
  changeMetal,
  editPriceRow,
  newCaratRow,
  rowKey,
} from './product-form-model';

/**
 * The product form's rows (react-hook-form field arrays): colours and their pictures, carats and their
 * price rows (a typed amount turns Manual, ⟳ hands it back to the rate card), sizes, and the metal type,
 * whose change clears the carats. `reprice` is useAutoPricing's.
 */
export function useProductRows(form: UseFormReturn<ProductFormValues>, lookups: Lookups | undefined, reprice: () => void) {
  const { control, getValues, setValue, setError, clearErrors } = form;
  const colors = useFieldArray({ control, name: 'colors', keyName: 'fieldId' });
  const carats = useFieldArray({ control, name: 'carats', keyName: 'fieldId' });
  const sizes = useFieldArray({ control, name: 'sizes', keyName: 'fieldId' });
  const previews = useRef(new Set<string>());

  // Object URLs of new pictures live until the page goes.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const setMetal = useCallback(
    (metalTypeId: string) => {
      const current = getValues();
      const next = changeMetal(current, metalTypeId);
      setValue('metalTypeId', next.metalTypeId, { shouldValidate: form.formState.isSubmitted });
      if (next.carats !== current.carats) carats.replace(next.carats);
      clearErrors('carats');
    },
    [carats, clearErrors, form.formState.isSubmitted, getValues, setValue],
  );

  const setImages = (index: number, next: (images: FormImage[]) => FormImage[]) => {
    setValue(`colors.${index}.images`, next(getValues(`colors.${index}.images`)), { shouldDirty: true });
    clearErrors(`colors.${index}`);
  };

  /**
   * Pictures picked for a colour: those the back-office's upload rule takes (type by their first bytes,
   * size) are added; the others are named under the row, and never sent.
   */
  const addImages = async (index: number, files: File[]) => {
    await inspectImageFiles(files);
    const refused = files.flatMap((file) => {
      const problem = imageFileProblem(file, IMAGE_UPLOAD, 'A picture');
      return problem ? [`${file.name} was not added. ${problem}`] : [];
    });
    const accepted = files.filter((file) => imageFileProblem(file, IMAGE_UPLOAD) === null);
    setImages(index, (images) => [
      ...images,
      ...accepted.map((file) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return { kind: 'new' as const, file, preview };
      }),
    ]);
    if (refused.length > 0) setError(`colors.${index}.images`, { type: 'upload', message: refused.join(' ') });
  };

  const actions = {
    addColor: () => colors.append({ key: rowKey(), colorId: '', images: [] }),
    removeColor: (index: number) => colors.remove(index),
    addImages,
    removeImage: (index: number, imageIndex: number) => setImages(index, (images) => images.filter((_, i) => i !== imageIndex)),
    addCarat: () => lookups && carats.append(newCaratRow(lookups)),
    removeCarat: (index: number) => carats.remove(index),
    /** An admin typed into a price row: it keeps what was typed and turns Manual. */
    editPrice: (index: number, rowIndex: number, name: PriceField, text: string) => {
      const path = `carats.${index}.prices.${rowIndex}` as const;
      setValue(path, editPriceRow(getValues(path), name, text), { shouldDirty: true });
      clearErrors(`${path}.${name}`);
    },
    setAuto: (index: number, rowIndex: number) => {
      const path = `carats.${index}.prices.${rowIndex}` as const;
      setValue(path, backToAuto(getValues(path)), { shouldDirty: true });
    },
    allAuto: () => {
      carats.replace(allBackToAuto(getValues('carats')));
      reprice();
    },
    addSize: () => sizes.append({ key: rowKey(), sizeId: '' }),
    removeSize: (index: number) => sizes.remove(index),
  };

  return { rows: { colors: colors.fields, carats: carats.fields, sizes: sizes.fields }, setMetal, actions };
}
