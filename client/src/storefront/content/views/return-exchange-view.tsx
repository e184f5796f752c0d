import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export function ReturnExchangeView() {
  return (
    <PlaceholderPage testId="return-exchange-page" eyebrow="Customer care" title="Return & Exchange">
      Unworn pieces in their original packaging can be returned or exchanged. Our full return and exchange policy will be
      published here shortly.
    </PlaceholderPage>
  );
}
