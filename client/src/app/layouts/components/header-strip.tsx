import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CurrencySwitcher } from '../../../shared/money/currency-switcher';

/** The strip above the header: the offer, and the currency switcher. */
export function HeaderStrip() {
  return (
    <Box
      data-testid="header-top-strip"
      sx={{
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        display: 'grid',
        // Phones: the offer on the left, the currency on the right; wide screens: the offer centred.
        gridTemplateColumns: { xs: '1fr auto', md: '1fr auto 1fr' },
        alignItems: 'center',
        gap: 1,
        minHeight: 36,
        px: { xs: 2, md: 3 },
      }}
    >
      <Box aria-hidden sx={{ display: { xs: 'none', md: 'block' } }} />
      <Typography component="p" sx={{ fontSize: '0.7rem', fontWeight: 600, letterSpacing: { xs: '0.16em', sm: '0.24em' }, py: 0.9 }}>
        FREE SHIPPING · COUPON: FREE
      </Typography>
      <Box sx={{ justifySelf: 'end' }}>
        <CurrencySwitcher />
      </Box>
    </Box>
  );
}
