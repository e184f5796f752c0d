import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { type Control, type UseFormGetValues, type UseFormSetValue, useForm, useWatch } from 'react-hook-form';
import { type DeliveryRegions, INDIA, listedState } from '../../../shared/address/delivery-regions';
import { HEADER_BOTTOM_VAR } from '../../../shared/ui/use-header-offset';
import { DUTIES_NOTE } from '../../../shared/orders/international';
import { CHECKOUT_MESSAGES, checkoutSchema, hasMissingRequiredField } from '../checkout-schema';
import type { CheckoutFormInput, CheckoutFormValues, OrderContents } from '../checkout-schema';
import type { OrderSummary } from '../order-summary';
import { usePlaceOrder } from '../use-place-order';
import { AddressFields } from './address-fields';
import type { PlacedOrder } from './order-placed';
import { OrderSummaryList } from './order-summary-list';
import { PaymentMethodField } from './payment-method-field';
import { PriceChangeDialog } from './price-change-dialog';

const FORM_ID = 'checkout-form';

function Section({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={titleId} variant="h4" component="h2" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The order summary with Place Order (it submits the form by its id), and why the order cannot go yet. */
function SummaryPanel({
  summary,
  missingRequired,
  error,
  blockedReason,
  busy,
}: {
  summary: OrderSummary;
  missingRequired: boolean;
  error: string | null;
  blockedReason: string | null;
  busy: boolean;
}) {
  const summaryTitleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={summaryTitleId}
      data-testid="checkout-summary"
      sx={{ p: { xs: 2.5, sm: 4 }, position: { md: 'sticky' }, top: { md: `calc(var(${HEADER_BOTTOM_VAR}, 130px) + 16px)` } }}
    >
      <Typography id={summaryTitleId} variant="h4" component="h2" sx={{ mb: 1 }}>
        Order summary
      </Typography>
      <OrderSummaryList summary={summary} />
      <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
        {missingRequired ? (
          <Alert severity="error" data-testid="checkout-form-error">
            {CHECKOUT_MESSAGES.addressRequired}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" data-testid="checkout-place-error">
            {error}
          </Alert>
        ) : null}
        {blockedReason ? (
          <Alert severity="warning" data-testid="checkout-blocked">
            {blockedReason}
          </Alert>
        ) : null}
        <Button
          type="submit"
          form={FORM_ID}
          variant="contained"
          size="large"
          fullWidth
          disabled={busy || blockedReason !== null}
          data-testid="checkout-place-order"
        >
          {busy ? 'Placing order…' : 'Place Order'}
        </Button>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.75 }}
        >
          <LockOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
          Prices are confirmed by our server when you place the order.
        </Typography>
      </Box>
    </Paper>
  );
}

type CheckoutControl = Control<CheckoutFormInput, unknown, CheckoutFormValues>;

/** The country chosen now; leaving India drops cash on delivery, coming to India keeps a state of the list only. */
function useDeliveryCountry(
  control: CheckoutControl,
  setValue: UseFormSetValue<CheckoutFormInput>,
  getValues: UseFormGetValues<CheckoutFormInput>,
  regions: DeliveryRegions | null,
): string {
  const country = useWatch({ control, name: 'country' }) ?? '';
  const inIndia = country === INDIA;
  useEffect(() => {
    // Cash on delivery is offered in India only; a state typed for abroad is no choice of India's list.
    if (!inIndia && getValues('paymentMethod') === 'COD') setValue('paymentMethod', 'ONLINE');
    if (inIndia) setValue('state', listedState(regions, getValues('state')));
  }, [inIndia, regions, getValues, setValue]);
  return country;
}

interface CheckoutFormProps {
  summary: OrderSummary;
  contents: OrderContents;
  defaultValues: CheckoutFormInput;
  /** Why the order cannot be placed as it is (unavailable pieces), or null. */
  blockedReason: string | null;
  /** The state and country choices; null (not loaded) lets the shopper type them. */
  regions?: DeliveryRegions | null;
  onPlaced: (order: PlacedOrder) => void;
  onPricesChanged: () => void;
}

/**
 * How to pay: cash on delivery only in India; the means of paying online by currency; before paying, an order
 * delivered outside India is told that the destination's import duties may apply (docs/decisions.md#one-shop-identity).
 */
function PaymentSection({
  control,
  disabled,
  inIndia,
  currencyCode,
}: {
  control: Control<CheckoutFormInput>;
  disabled: boolean;
  inIndia: boolean;
  currencyCode: string;
}) {
  const titleId = useId();
  return (
    <Section title="Payment method" titleId={titleId}>
      <PaymentMethodField control={control} disabled={disabled} labelledBy={titleId} codAvailable={inIndia} currencyCode={currencyCode} />
      {inIndia ? null : (
        <Alert severity="info" data-testid="checkout-duties-note" sx={{ mt: 2 }}>
          {DUTIES_NOTE}
        </Alert>
      )}
    </Section>
  );
}

/**
 * The checkout proper: delivery details and payment method on the left (first on phones), the order
 * summary with Place Order on the right. Place Order is disabled while the order is being sent.
 */
export function CheckoutForm({
  summary,
  contents,
  defaultValues,
  blockedReason,
  regions = null,
  onPlaced,
  onPricesChanged,
}: CheckoutFormProps) {
  const addressTitleId = useId();
  // A rupee order is delivered in India (docs/decisions.md#delivery-addresses); another currency names its country.
  const rupees = summary.currencyCode === 'INR';
  const startCountry = rupees ? INDIA : (defaultValues.country ?? '');
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      ...defaultValues,
      country: startCountry,
      // An older order's free-text state outside the list is not offered again.
      state: startCountry === INDIA ? listedState(regions, defaultValues.state) : defaultValues.state,
    },
  });
  const country = useDeliveryCountry(control, setValue, getValues, regions);
  const inIndia = country === INDIA;
  const { place, confirmNewPrices, dismissPriceChange, sending, error, priceChange } = usePlaceOrder({
    summary,
    contents,
    setError,
    onPlaced,
    onPricesChanged,
  });
  const busy = sending || isSubmitting;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        gap: { xs: 2.5, md: 4 },
        alignItems: 'start',
      }}
    >
      <Box
        component="form"
        id={FORM_ID}
        noValidate
        aria-label="Delivery and payment"
        onSubmit={(event) => void handleSubmit(place)(event)}
        sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}
      >
        <Section title="Delivery details" titleId={addressTitleId}>
          <AddressFields control={control} disabled={busy} regions={regions} askCountry={!rupees} country={country} />
        </Section>
        <PaymentSection control={control} disabled={busy} inIndia={inIndia} currencyCode={summary.currencyCode} />
      </Box>

      <SummaryPanel
        summary={summary}
        missingRequired={hasMissingRequiredField(errors)}
        error={error}
        blockedReason={blockedReason}
        busy={busy}
      />

      <PriceChangeDialog
        open={priceChange !== null}
        summary={priceChange?.summary ?? null}
        previousTotalMinor={priceChange?.previousTotalMinor ?? null}
        sending={sending}
        onConfirm={() => void confirmNewPrices()}
        onCancel={dismissPriceChange}
      />
    </Box>
  );
}
