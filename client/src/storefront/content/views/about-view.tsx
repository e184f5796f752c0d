import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export function AboutView() {
  return (
    <PlaceholderPage testId="about-page" eyebrow="Our story" title="About Aurelia" action={{ label: 'Shop the collection', to: '/allproduct/all' }}>
      Aurelia makes fine jewellery with diamonds grown in the laboratory: chemically and optically identical to mined stones,
      without the mine. Every piece is set by hand in solid 14K or 18K gold.
    </PlaceholderPage>
  );
}
