/** The thin round frame a decorative icon sits in (the benefits strip, the contact page's details); add its size. */
export const iconRingSx = {
  flexShrink: 0,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: 'primary.dark',
  border: '1px solid',
  borderColor: 'primary.light',
} as const;

/** The filled round badge a back-office card's icon sits in (the catalogue hub, the dashboard's figures); add its size. */
export const iconDiscSx = {
  flexShrink: 0,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  bgcolor: 'rgba(176,141,87,0.14)',
  color: 'primary.dark',
} as const;
