import Autoplay from 'embla-carousel-autoplay';
import type { AutoplayType } from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

/** A running carousel: embla's API and its autoplay plugin. */
export interface HeroCarousel {
  api: NonNullable<UseEmblaCarouselType[1]>;
  autoplay: AutoplayType;
}

interface HeroCarouselEngineProps {
  /** The slider's viewport element, once it is in the page. */
  viewport: HTMLElement;
  options: Parameters<typeof useEmblaCarousel>[0];
  autoplayDelayMs: number;
  onReady: (carousel: HeroCarousel | null) => void;
}

/**
 * Embla on the hero's viewport, in its own chunk (embla and its autoplay, ~8 KB gzip): the slider's markup is
 * drawn without it (by the server too), and this is mounted once the page has hydrated, so the carousel's
 * code is not start-up JavaScript (docs/decisions.md#start-up-javascript). Draws nothing.
 */
export function HeroCarouselEngine({ viewport, options, autoplayDelayMs, onReady }: HeroCarouselEngineProps) {
  const [autoplay] = useState(() =>
    // Started and stopped by the slider, so hover, focus, the pause button and reduced motion all agree.
    Autoplay({ delay: autoplayDelayMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  );
  const [emblaRef, api] = useEmblaCarousel(options, [autoplay]);
  useEffect(() => emblaRef(viewport), [emblaRef, viewport]);
  useEffect(() => {
    onReady(api ? { api, autoplay } : null);
    return () => onReady(null);
  }, [api, autoplay, onReady]);
  return null;
}
