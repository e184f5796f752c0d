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
