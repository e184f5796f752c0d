import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export function TrackOrderView() {
  return (
    <PlaceholderPage testId="track-order-page" eyebrow="Customer care" title="Track your order" action={{ label: 'Go to my orders', to: '/profile' }}>
      Your orders and their delivery status are listed under My Order in your account.
    </PlaceholderPage>
  );
}
