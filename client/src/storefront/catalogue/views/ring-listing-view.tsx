import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** /allproductring: a legacy breadcrumb target of the checkout page. */
export function RingListingView() {
  return (
    <PlaceholderPage testId="ring-listing-page" eyebrow="The collection" title="Rings" action={{ label: 'Browse all jewellery', to: '/allproduct/all' }}>
      Solitaires, bands and cocktail rings in lab-grown diamond and gold.
    </PlaceholderPage>
  );
}
