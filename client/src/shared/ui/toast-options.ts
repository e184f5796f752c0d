import { BRAND } from '../../theme/palette';

// Durations from docs/specifications.md#storefront-9-constants: success 2 s; blank, error and custom 4 s; loading until dismissed.
export const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000, iconTheme: { primary: BRAND.gold, secondary: '#fff' } },
  error: { duration: 4000 },
  blank: { duration: 4000 },
  custom: { duration: 4000 },
  style: {
    background: BRAND.paper,
    color: BRAND.charcoal,
    border: `1px solid ${BRAND.line}`,
    borderRadius: 2,
    boxShadow: '0 10px 30px rgba(31,29,26,0.12)',
    fontSize: '0.9rem',
    // Toasts only inform (and dismiss themselves): a tap or click goes through to what lies under them.
    pointerEvents: 'none',
  },
} as const;
