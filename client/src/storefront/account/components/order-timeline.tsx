import CheckIcon from '@mui/icons-material/Check';
import DoNotDisturbAltOutlinedIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { orderProgress } from '../order-status';

/**
 * Where an order stands: Placed, Being made, Shipped, Delivered, each complete once
 * the status reaches it; 'Cancelled' instead for a cancelled order. A list, so a screen reader reads
 * every step with its state.
 */
export function OrderTimeline({ status }: { status: number }) {
  const progress = orderProgress(status);
  if (progress.cancelled) return <CancelledBadge />;

  return (
    <Box
      component="ol"
      aria-label="Order progress"
      data-testid="order-timeline"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)' }}
    >
      {progress.steps.map((step, index) => (
        <Box
          component="li"
          key={step.status}
          data-testid="order-step"
          data-complete={step.complete ? 'true' : 'false'}
          aria-current={step.current ? 'step' : undefined}
          sx={{
            position: 'relative',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1,
            px: 0.5,
            // The line to the previous step, gold when this step is reached.
            '&::before':
              index === 0
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    top: 13,
                    right: '50%',
                    width: '100%',
                    height: 2,
                    bgcolor: step.complete ? 'primary.main' : 'divider',
                  },
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'relative',
              zIndex: 1,
              width: 28,
              height: 28,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontSize: '0.78rem',
              fontWeight: 700,
              border: '2px solid',
              borderColor: step.complete ? 'primary.main' : 'divider',
              bgcolor: step.complete ? 'primary.main' : 'background.paper',
              color: step.complete ? 'primary.contrastText' : 'text.secondary',
              boxShadow: step.current ? '0 0 0 4px rgba(176,141,87,0.25)' : 'none',
            }}
          >
            {step.complete ? <CheckIcon sx={{ fontSize: 16 }} /> : step.status}
          </Box>
          <Typography
            variant="caption"
            sx={{ fontWeight: step.current ? 700 : 500, color: step.complete ? 'text.primary' : 'text.secondary', lineHeight: 1.3 }}
          >
            {step.label}
            <Box component="span" sx={visuallyHidden}>
              {step.complete ? ': done' : ': not yet'}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** In place of the steps for a cancelled order. */
function CancelledBadge() {
  return (
    <Box
      data-testid="order-cancelled"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'error.main', fontWeight: 600, py: 1 }}
    >
      <DoNotDisturbAltOutlinedIcon fontSize="small" aria-hidden />
      <Typography component="span" sx={{ fontWeight: 600 }}>
        Cancelled
      </Typography>
    </Box>
  );
}
