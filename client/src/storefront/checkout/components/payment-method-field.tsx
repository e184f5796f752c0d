import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import type { PaymentMethod } from '../../../graphql/generated/graphql';
import { onlinePaymentMeans } from '../../../shared/orders/international';
import type { CheckoutFormInput } from '../checkout-schema';

/** The two ways to pay; what "online" takes depends on the order's currency (UPI and net banking are rupees only). */
const methodsFor = (currencyCode: string): readonly { value: PaymentMethod; title: string; text: string; icon: ReactNode }[] => [
  {
    value: 'ONLINE',
    title: 'Pay online',
    text: `${onlinePaymentMeans(currencyCode)} on a secure payment page, straight after you place the order.`,
    icon: <CreditCardOutlinedIcon />,
  },
  { value: 'COD', title: 'Cash on delivery', text: 'Pay when your jewellery is delivered to your door.', icon: <PaymentsOutlinedIcon /> },
];

/**
 * Online (preselected) or cash on delivery, as two large choices; cash on delivery only when `codAvailable`
 * (an address in India: the server refuses it elsewhere, docs/decisions.md#delivery-addresses).
 */
export function PaymentMethodField({
  control,
  disabled,
  labelledBy,
  codAvailable = true,
  currencyCode,
}: {
  control: Control<CheckoutFormInput>;
  disabled: boolean;
  labelledBy: string;
  codAvailable?: boolean;
  currencyCode: string;
}) {
  return (
    <Controller
      control={control}
      name="paymentMethod"
      render={({ field }) => (
        <RadioGroup
          aria-labelledby={labelledBy}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          {methodsFor(currencyCode)
            .filter((method) => codAvailable || method.value !== 'COD')
            .map((method) => {
              const selected = field.value === method.value;
              return (
                <FormControlLabel
                  key={method.value}
                  value={method.value}
                  disabled={disabled}
                  data-testid={`checkout-payment-${method.value.toLowerCase()}`}
                  control={<Radio />}
                  label={
                    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1.25 }}>
                      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
                        {method.icon}
                      </Box>
                      <Box>
                        <Typography sx={{ fontWeight: 600 }}>{method.title}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {method.text}
                        </Typography>
                      </Box>
                    </Box>
                  }
                  sx={{
                    m: 0,
                    pr: 2,
                    alignItems: 'flex-start',
                    border: 1,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected ? 'rgba(132,101,48,0.06)' : 'background.paper',
                    borderRadius: 1,
                    transition: 'border-color 120ms, background-color 120ms',
                    '& .MuiRadio-root': { mt: 1 },
                  }}
                />
              );
            })}
        </RadioGroup>
      )}
    />
  );
}
