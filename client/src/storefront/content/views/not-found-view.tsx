import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export function NotFoundView() {
  return (
    <PlaceholderPage testId="not-found-page" eyebrow="404" title="Page not found" action={{ label: 'Back to home', to: '/' }}>
      The page you are looking for has moved or never existed.
    </PlaceholderPage>
  );
}
