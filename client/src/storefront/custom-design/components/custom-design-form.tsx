import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type DeliveryRegions, INDIA, listedState, useDeliveryRegions } from '../../../shared/address/delivery-regions';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { FormError, SubmitButton } from '../../../shared/forms/form-grid';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { CustomDesignRequestDocument } from '../custom-design.generated';
import {
  CUSTOM_DESIGN_FIELDS,
  type CustomDesignFormValues,
  METALS,
  PURITIES,
  customDesignSchema,
  toCustomDesignInput,
} from '../custom-design-schema';
import { ReferencePictureField } from './reference-picture-field';

export interface RequestedDesign {
  id: number;
  trackingId: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={titleId} variant="h4" component="h2" sx={{ mb: 2.5, fontSize: { xs: '1.5rem', sm: '1.8rem' } }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Paper>
  );
}

const WIDE = { gridColumn: { sm: '1 / -1' } } as const;

/** The form's state and its sending: the schema checks first, the server's refusals land under their fields. */
function useCustomDesignRequest(initialValues: CustomDesignFormValues, onRequested: (design: RequestedDesign) => void) {
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<CustomDesignFormValues>({
    resolver: zodResolver(customDesignSchema),
    defaultValues: initialValues,
  });
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const [serverPictureError, setServerPictureError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [request] = useMutation(CustomDesignRequestDocument);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setServerPictureError(null);
    if (pictureProblem) return;
    try {
      const { data } = await request({ variables: { input: toCustomDesignInput(values), picture } });
      const result = data?.requestCustomDesign;
      if (result?.__typename === 'Order') return onRequested(result);
      if (result?.__typename === 'InputValidationError') {
        const pictureError = result.fieldErrors.find((error) => error.field === 'picture');
        if (pictureError) setServerPictureError(pictureError.message);
        const placed = applyFieldErrors(result.fieldErrors, CUSTOM_DESIGN_FIELDS, setError);
        if (!placed && !pictureError) setFormError(result.message);
        return;
      }
      setFormError('Failed to send your request. Please try again.');
    } catch {
      setFormError('Failed to send your request. Please try again.');
    }
  });

  return {
    control,
    setValue,
    getValues,
    busy: formState.isSubmitting,
    onSubmit,
    picture,
    serverPictureError,
    formError,
    pickPicture: (file: File | null, problem: string | null) => {
      setPicture(file);
      setPictureProblem(problem);
      setServerPictureError(null);
    },
  };
}

type FieldRenderer = (name: keyof CustomDesignFormValues, label: string, extra?: Record<string, unknown>) => ReactNode;

const EMPTY_CHOICE = { value: '', label: '' };

/**
 * Where the piece goes once made: the account's details and last address to start with. As at checkout
 * (docs/decisions.md#delivery-addresses): in India the state is chosen from the list; a dollar account first
 * chooses its country.
 */
function DeliveryFields({
  field,
  regions,
  askCountry,
  country,
}: {
  field: FieldRenderer;
  regions: DeliveryRegions | null;
  askCountry: boolean;
  country: string;
}) {
  const choose = (options: DeliveryRegions['states']) => ({ options: [EMPTY_CHOICE, ...options], nativeSelect: true });
  return (
    <Section title="Where it goes">
      {askCountry
        ? field('country', 'Country', { required: true, autoComplete: 'country', sx: WIDE, ...(regions ? choose(regions.countries) : {}) })
        : null}
      {field('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
      {field('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
      {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
      {field('phone', 'Phone', { required: true, type: 'tel', autoComplete: 'tel' })}
      {field('address', 'Address', { required: true, autoComplete: 'address-line1', sx: WIDE })}
      {field('apartment', 'Apartment, suite, etc. (optional)', { autoComplete: 'address-line2', sx: WIDE })}
      {field('city', 'City', { required: true, autoComplete: 'address-level2' })}
      {field('state', 'State', {
        required: true,
        autoComplete: 'address-level1',
        ...(regions && country === INDIA ? choose(regions.states) : {}),
      })}
      {field('zipCode', 'Zip code', { required: true, autoComplete: 'postal-code' })}
    </Section>
  );
}

/** The request: the piece (picture, metal, stone, size, budget, description), then where it goes; sent as one. */
export function CustomDesignForm({
  initialValues,
  currencyCode,
  onRequested,
}: {
  initialValues: CustomDesignFormValues;
  currencyCode: string;
  onRequested: (design: RequestedDesign) => void;
}) {
  const rupees = currencyCode === 'INR';
  const { control, setValue, getValues, busy, onSubmit, picture, serverPictureError, formError, pickPicture } = useCustomDesignRequest(
    rupees ? { ...initialValues, country: INDIA } : initialValues,
    onRequested,
  );
  const { regions } = useDeliveryRegions();
  const country = useWatch({ control, name: 'country' });
  useEffect(() => {
    // An older order's free-text state is no choice of the list.
    if (country === INDIA) setValue('state', listedState(regions, getValues('state')));
  }, [country, regions, getValues, setValue]);
  const field = (name: keyof CustomDesignFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      label={label}
      fullWidth
      disabled={busy}
      data-testid={`design-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`}
      {...extra}
    />
  );
  const decimal = { slotProps: { htmlInput: { inputMode: 'decimal' } } };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Design your own"
      data-testid="design-form"
      sx={{ display: 'grid', gap: 3 }}
    >
      <Section title="Your piece">
        <ReferencePictureField file={picture} serverError={serverPictureError} disabled={busy} onChange={pickPicture} />
        {field('material', 'Metal', {
          required: true,
          nativeSelect: true,
          options: [{ value: '', label: 'Choose a metal' }, ...METALS.map((metal) => ({ value: metal, label: metal }))],
        })}
        {field('purity', 'Purity', {
          nativeSelect: true,
          options: [{ value: '', label: 'Not sure yet' }, ...PURITIES.map((purity) => ({ value: purity, label: purity }))],
        })}
        {field('stone', 'Stone', { placeholder: 'e.g. Lab-grown diamond, oval' })}
        {field('caratWish', 'Carat weight (ct)', { ...decimal, placeholder: 'e.g. 1.5' })}
        {field('customSize', 'Ring size', { placeholder: 'e.g. 14 (17.3 mm)', hint: 'For a ring; leave empty otherwise' })}
        {field('budget', `Budget (${currencyCode})`, { ...decimal, hint: 'What you would like to spend, roughly' })}
        {field('width', 'Width (mm)', { ...decimal, hint: 'For a pendant, earrings or a bracelet' })}
        {field('height', 'Height (mm)', decimal)}
        {field('instructions', 'Describe your design', {
          required: true,
          multiline: true,
          minRows: 4,
          sx: WIDE,
          hint: 'The shape, the setting, an engraving, the occasion: anything that helps us quote',
        })}
      </Section>
      <DeliveryFields field={field} regions={regions} askCountry={!rupees} country={country} />
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: { xs: 'stretch', sm: 'start' } }}>
        <FormError testId="design-error">{formError}</FormError>
        <Typography variant="body2" color="text.secondary">
          Nothing is charged now: we send you a quote in My Order, and you decide.
        </Typography>
        <SubmitButton busy={busy} testId="design-submit">
          {busy ? 'Sending…' : 'Request a quote'}
        </SubmitButton>
      </Box>
    </Box>
  );
}
