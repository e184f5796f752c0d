import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

export interface LightboxSlide {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface ProductLightboxProps {
  slides: readonly LightboxSlide[];
  index: number;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}

/**
 * The full-screen picture viewer (yet-another-react-lightbox): pinch, double-tap, wheel and keyboard
 * zoom, swipe or arrow keys between pictures, Escape to close. Loaded only when first opened.
 */
export function ProductLightbox({ slides, index, onClose, onIndexChange }: ProductLightboxProps) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={[...slides]}
      plugins={[Zoom]}
      on={{ view: ({ index: shown }) => onIndexChange(shown) }}
      carousel={{ finite: slides.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{ Close: 'Close picture viewer', 'Zoom in': 'Zoom in', 'Zoom out': 'Zoom out' }}
      // Opaque: the page must not show through behind the picture, on phones too.
      styles={{ container: { backgroundColor: '#141210' } }}
    />
  );
}
