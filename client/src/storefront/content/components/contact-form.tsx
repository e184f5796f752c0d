import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { ContentSubmitInquiryDocument } from '../content.generated';
import { rateLimitedMessage } from '../../../shared/api/rate-limited';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { FormGrid } from '../../../shared/forms/form-grid';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useHydrated } from '../../../shared/ssr/use-hydrated';
import { EMPTY_CONTACT_FORM, MESSAGE_MAX_LENGTH, contactSchema, toContactInquiryInput } from '../contact-schema';
import type { ContactFormInput, ContactFormValues } from '../contact-schema';

const SEND_FAILED = 'Your message could not be sent. Please try again, or write to us by e-mail.';
const FORM_FIELDS = new Set<keyof ContactFormInput>(['name', 'phone', 'subject', 'email', 'message']);

type Outcome = { tone: 'success' | 'error'; text: string } | null;

type ContactFormApi = UseFormReturn<ContactFormInput, unknown, ContactFormValues>;

/**
 * Sends the message through submitContactInquiry: a sent form is cleared; the outcome is kept for the line
 * above the button, brought into view (on a phone the keyboard and the long form can hide it).
 */
function useSendInquiry({ reset, setError }: Pick<ContactFormApi, 'reset' | 'setError'>) {
  const [submitInquiry] = useMutation(ContentSubmitInquiryDocument);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);

  const send = async (values: ContactFormValues) => {
    setOutcome(null);
    try {
      const { data } = await submitInquiry({ variables: { input: toContactInquiryInput(values) } });
      const result = data?.submitContactInquiry;
      if (result?.__typename === 'ContactInquiryReceived') {
        reset(EMPTY_CONTACT_FORM);
        setOutcome({ tone: 'success', text: result.message });
        return;
      }
      if (result?.__typename === 'InputValidationError') {
        applyFieldErrors(result.fieldErrors, FORM_FIELDS, setError);
        setOutcome({ tone: 'error', text: result.message || SEND_FAILED });
        return;
      }
      setOutcome({ tone: 'error', text: SEND_FAILED });
    } catch (error) {
      setOutcome({ tone: 'error', text: rateLimitedMessage(error) ?? SEND_FAILED });
    }
  };
  return { outcome, outcomeRef, send };
}

/**
 * The contact form: name, number, subject, e-mail and message, all required, stored through
 * submitContactInquiry. The outcome shows above the button (and is announced); a sent form is cleared.
 */
export function ContactForm() {
  // Off until the server-drawn page has hydrated (see SubmitButton).
  const hydrated = useHydrated();
  const form: ContactFormApi = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT_FORM,
  });
  const {
    handleSubmit,
    control,
    formState: { isSubmitting },
  } = form;
  const { outcome, outcomeRef, send } = useSendInquiry(form);
  const onSubmit = handleSubmit(send);

  return (
    <FormGrid onSubmit={onSubmit} aria-labelledby="contact-form-heading" data-testid="contact-form">
      <FormTextField label="Name" autoComplete="name" required control={control} name="name" data-testid="contact-name" />
      <FormTextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        required
        control={control}
        name="phone"
        data-testid="contact-number"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <FormTextField label="Email" type="email" autoComplete="email" required control={control} name="email" data-testid="contact-email" />
      <FormTextField label="Subject" required control={control} name="subject" data-testid="contact-subject" />
      <FormTextField
        label="Message"
        required
        multiline
        minRows={5}
        control={control}
        name="message"
        maxChars={MESSAGE_MAX_LENGTH}
        data-testid="contact-message"
        sx={{ gridColumn: '1 / -1' }}
      />
      <Box ref={outcomeRef} aria-live="polite" sx={{ gridColumn: '1 / -1', '&:empty': { display: 'none' } }}>
        {outcome ? (
          <Alert severity={outcome.tone} data-testid={outcome.tone === 'success' ? 'contact-success' : 'contact-error'}>
            {outcome.text}
          </Alert>
        ) : null}
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || !hydrated}
          endIcon={<SendOutlinedIcon />}
          data-testid="contact-submit"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? 'Sending…' : 'Send Message'}
        </Button>
      </Box>
    </FormGrid>
  );
}
