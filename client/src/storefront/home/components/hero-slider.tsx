import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyNamed } from '../../../shared/lazy/lazy-named';
import { LazyPartBoundary } from '../../../shared/lazy/lazy-part-boundary';
import type { SlideTone } from '../slide-tone';
import type { HeroCarousel } from './hero-carousel-engine';
import { HeroCopy } from './hero-copy';
import { HeroSliderControls } from './hero-slider-controls';
import { HeroSlides } from './hero-slides';

export interface HeroSlide {
  id: number;
  imageUrl: string;
}

export type HeroState =
  { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; slides: readonly HeroSlide[] };

/** docs/specifications.md#storefront-9-constants: a new slide every 3000 ms. */
export const HERO_AUTOPLAY_DELAY_MS = 3000;
/**
 * Embla's `duration` is not in milliseconds but a speed on its 60 Hz fixed step: 20 covers 99% of
 * the way in about 500 ms, the specification's transition time.
 */
const EMBLA_DURATION_500MS = 20;

// One full-viewport picture per slide (docs/decisions.md#hero-height): the whole viewport below the
// sticky header (which publishes its height), on phones as on wide screens, the headline over it.
const imageAreaSx = {
  position: 'relative',
  overflow: 'hidden',
  bgcolor: '#2a2520',
  height: 'calc(100svh - var(--shop-header-bottom, 168px))',
  minHeight: { xs: 420, md: 480 },
} as const;

function StatusArea({ state }: { state: Exclude<HeroState, { status: 'ready' }> }) {
  const failed = state.status === 'error';
  return (
    <Box
      data-testid="hero-status"
      sx={{
        ...imageAreaSx,
        bgcolor: '#f3ede4',
        backgroundImage: 'radial-gradient(circle at 70% 45%, rgba(214,191,147,0.35) 0, rgba(214,191,147,0) 55%)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', md: 'flex-end' },
        gap: 1.5,
        pt: { xs: 8, md: 0 },
        pb: { md: 6 },
      }}
    >
      {/* The specification's texts, red and centred on failure. */}
      <Typography
        role={failed ? 'alert' : 'status'}
        data-testid={failed ? 'hero-error' : 'hero-loading'}
        sx={{
          color: failed ? 'error.main' : 'text.secondary',
          textAlign: 'center',
          letterSpacing: '0.06em',
          fontWeight: failed ? 600 : 500,
        }}
      >
        {failed ? 'Error fetching images' : 'Loading images...'}
      </Typography>
      {failed ? (
        <Button variant="outlined" size="small" onClick={state.onRetry}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}

// Embla is fetched once the page has hydrated (see hero-carousel-engine.tsx); until then the first slide shows as drawn.
const HeroCarouselEngine = lazyNamed(() => import('./hero-carousel-engine'), 'HeroCarouselEngine');

function useSliderControls(count: number) {
  // A server render assumes motion (the pause button's label depends on it); hydrating starts there too.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // The viewport element is known once the slider is in the page (after hydrating): only then is embla mounted.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [carousel, setCarousel] = useState<HeroCarousel | null>(null);
  const engine = viewport ? (
    // Without its code the first slide stays as drawn (no sliding): nothing to show in its place.
    <LazyPartBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <HeroCarouselEngine
          viewport={viewport}
          options={{ loop: count > 1, duration: reducedMotion ? 0 : EMBLA_DURATION_500MS, watchDrag: count > 1 }}
          autoplayDelayMs={HERO_AUTOPLAY_DELAY_MS}
          onReady={setCarousel}
        />
      </Suspense>
    </LazyPartBoundary>
  ) : null;
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null: the shopper has not chosen, so reduced motion decides.
  const [pausedByShopper, setPausedByShopper] = useState<boolean | null>(null);
  const paused = pausedByShopper ?? reducedMotion;
  const playing = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!carousel) return undefined;
    const { api } = carousel;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [carousel]);

  useEffect(() => {
    if (!carousel) return undefined;
    const { api, autoplay } = carousel;
    const sync = () => (playing ? autoplay.play() : autoplay.stop());
    sync();
    // A swipe stops autoplay (stopOnInteraction); it carries on afterwards unless something pauses it.
    api.on('pointerUp', sync);
    return () => {
      api.off('pointerUp', sync);
    };
  }, [carousel, playing]);

  const goTo = useCallback(
    (target: 'previous' | 'next' | number) => {
      if (!carousel) return;
      const { api, autoplay } = carousel;
      if (target === 'previous') api.scrollPrev();
      else if (target === 'next') api.scrollNext();
      else api.scrollTo(target);
      // A manual step restarts the 3 s wait rather than moving on again at once.
      if (autoplay.isPlaying()) autoplay.reset();
    },
    [carousel],
  );

  return {
    emblaRef: setViewport,
    engine,
    selected,
    playing,
    paused,
    goTo,
    setHovered,
    setFocused,
    togglePaused: () => setPausedByShopper(!paused),
  };
}

function Slider({ slides }: { slides: readonly HeroSlide[] }) {
  const count = slides.length;
  const { emblaRef, engine, selected, playing, paused, goTo, setHovered, setFocused, togglePaused } = useSliderControls(count);
  const [tones, setTones] = useState<Record<number, SlideTone>>({});
  const tone = tones[selected] ?? 'dark';
  const onTone = useCallback((index: number, measured: SlideTone) => {
    setTones((current) => (current[index] === measured ? current : { ...current, [index]: measured }));
  }, []);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      data-testid="hero"
      data-tone={tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowLeft') goTo('previous');
        if (event.key === 'ArrowRight') goTo('next');
      }}
      sx={{ display: 'grid', gridTemplateAreas: '"stack"', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ ...imageAreaSx, gridArea: 'stack' }}>
        <HeroSlides emblaRef={emblaRef} slides={slides} selected={selected} playing={playing} tones={tones} onTone={onTone} />
        {engine}
        {count > 1 ? (
          <HeroSliderControls slides={slides} selected={selected} paused={paused} goTo={goTo} togglePaused={togglePaused} />
        ) : null}
      </Box>
      <HeroCopy tone={{ xs: 'dark', md: tone }} />
    </Box>
  );
}

/**
 * The home page's opening: every active slider picture in a looping, self-turning carousel (embla),
 * each filling the viewport below the header, with the shop's headline (the page's h1) as real text
 * over them. With no active picture a brand ground stands in for them.
 */
export function HeroSlider({ state }: { state: HeroState }) {
  if (state.status === 'ready' && state.slides.length > 0) return <Slider slides={state.slides} />;

  const status = state.status === 'ready' ? null : state;
  return (
    <Box
      component="section"
      aria-label="Featured collections"
      data-testid="hero"
      data-tone="light"
      sx={{ display: 'grid', gridTemplateAreas: '"stack"', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {status ? (
        <Box sx={{ gridArea: 'stack' }}>
          <StatusArea state={status} />
        </Box>
      ) : (
        <Box
          aria-hidden
          sx={{
            ...imageAreaSx,
            gridArea: 'stack',
            background: 'radial-gradient(120% 90% at 75% 30%, #fffaf0 0%, #f1e6d3 55%, #e6d5b8 100%)',
          }}
        />
      )}
      <HeroCopy tone={{ xs: 'light', md: 'light' }} />
    </Box>
  );
}
