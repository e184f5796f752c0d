import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { measureSlideTone } from '../slide-tone';
import type { SlideTone } from '../slide-tone';
import { HeroCopy } from './hero-copy';

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
/** Slider pictures are 16:9 banners (1920 × 1080); the attributes reserve their space before they load. */
const SLIDE_WIDTH = 1920;
const SLIDE_HEIGHT = 1080;

// One full-viewport picture per slide (docs/decisions.md#hero-height): the whole viewport below the
// sticky header (which publishes its height), on phones as on wide screens, the headline over it.
const imageAreaSx = {
  position: 'relative',
  overflow: 'hidden',
  bgcolor: '#2a2520',
  height: 'calc(100svh - var(--shop-header-bottom, 168px))',
  minHeight: { xs: 420, md: 480 },
} as const;

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  width: { xs: 36, md: 44 },
  height: { xs: 36, md: 44 },
  color: 'secondary.main',
  bgcolor: 'rgba(255,253,249,0.82)',
  boxShadow: '0 4px 14px rgba(31,29,26,0.18)',
  '&:hover': { bgcolor: 'background.paper' },
} as const;

// Under the headline: its left side on wide screens, in the ink the picture needs; on phones the
// headline sits over the bottom of a tall crop, always in light ink on a dark fade.
const scrims: Record<SlideTone, string> = {
  dark: 'linear-gradient(90deg, rgba(14,12,10,0.62) 0%, rgba(14,12,10,0.34) 38%, rgba(14,12,10,0) 66%)',
  light: 'linear-gradient(90deg, rgba(251,248,243,0.82) 0%, rgba(251,248,243,0.5) 38%, rgba(251,248,243,0) 66%)',
};
const PHONE_SCRIM = 'linear-gradient(0deg, rgba(14,12,10,0.78) 0%, rgba(14,12,10,0.5) 32%, rgba(14,12,10,0) 58%)';

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

function useSliderControls(count: number) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [autoplay] = useState(() =>
    // Started and stopped below, so hover, focus, the pause button and reduced motion all agree.
    Autoplay({ delay: HERO_AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  );
  const [emblaRef, emblaApi] = useEmblaCarousel(
    { loop: count > 1, duration: reducedMotion ? 0 : EMBLA_DURATION_500MS, watchDrag: count > 1 },
    [autoplay],
  );
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null: the shopper has not chosen, so reduced motion decides.
  const [pausedByShopper, setPausedByShopper] = useState<boolean | null>(null);
  const paused = pausedByShopper ?? reducedMotion;
  const playing = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const sync = () => (playing ? autoplay.play() : autoplay.stop());
    sync();
    // A swipe stops autoplay (stopOnInteraction); it carries on afterwards unless something pauses it.
    emblaApi.on('pointerUp', sync);
    return () => {
      emblaApi.off('pointerUp', sync);
    };
  }, [emblaApi, autoplay, playing]);

  const goTo = useCallback(
    (target: 'previous' | 'next' | number) => {
      if (!emblaApi) return;
      if (target === 'previous') emblaApi.scrollPrev();
      else if (target === 'next') emblaApi.scrollNext();
      else emblaApi.scrollTo(target);
      // A manual step restarts the 3 s wait rather than moving on again at once.
      if (autoplay.isPlaying()) autoplay.reset();
    },
    [emblaApi, autoplay],
  );

  return { emblaRef, selected, playing, paused, goTo, setHovered, setFocused, togglePaused: () => setPausedByShopper(!paused) };
}

function Slider({ slides }: { slides: readonly HeroSlide[] }) {
  const count = slides.length;
  const { emblaRef, selected, playing, paused, goTo, setHovered, setFocused, togglePaused } = useSliderControls(count);
  const [tones, setTones] = useState<Record<number, SlideTone>>({});
  const tone = tones[selected] ?? 'dark';

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
        <Box ref={emblaRef} sx={{ height: '100%', overflow: 'hidden' }}>
          {/* While the slides turn by themselves, announcing each would talk over the page (APG carousel). */}
          <Box aria-live={playing ? 'off' : 'polite'} sx={{ display: 'flex', height: '100%', touchAction: 'pan-y pinch-zoom' }}>
            {slides.map((slide, index) => (
              <Box
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                data-testid="hero-slide"
                data-selected={index === selected ? 'true' : 'false'}
                sx={{ position: 'relative', flex: '0 0 100%', minWidth: 0, height: '100%' }}
              >
                <Box
                  component="img"
                  src={apiAssetUrl(slide.imageUrl)}
                  alt={`Featured jewellery, picture ${index + 1} of ${count}`}
                  width={SLIDE_WIDTH}
                  height={SLIDE_HEIGHT}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                  onLoad={(event) => {
                    const measured = measureSlideTone(event.currentTarget);
                    setTones((current) => (current[index] === measured ? current : { ...current, [index]: measured }));
                  }}
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: '100%',
                    objectFit: 'cover',
                    objectPosition: { xs: '72% 50%', md: '50% 50%' },
                    userSelect: 'none',
                  }}
                />
                <Box
                  aria-hidden
                  sx={{ position: 'absolute', inset: 0, background: { xs: PHONE_SCRIM, md: scrims[tones[index] ?? 'dark'] } }}
                />
              </Box>
            ))}
          </Box>
        </Box>

        {count > 1 ? (
          <>
            <IconButton
              aria-label="Previous slide"
              data-testid="hero-prev"
              onClick={() => goTo('previous')}
              sx={{ ...arrowSx, left: '10px' }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label="Next slide" data-testid="hero-next" onClick={() => goTo('next')} sx={{ ...arrowSx, right: '10px' }}>
              <ChevronRightIcon />
            </IconButton>
            <Box
              sx={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: { xs: 10, md: 24 },
                zIndex: 2,
                display: 'flex',
                justifyContent: 'center',
                alignItems: 'center',
                gap: 1,
              }}
            >
              <Box
                role="group"
                aria-label="Choose a slide"
                sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.25, borderRadius: 999, bgcolor: 'rgba(31,29,26,0.38)' }}
              >
                {slides.map((slide, index) => (
                  <Box
                    key={slide.id}
                    component="button"
                    type="button"
                    data-testid="hero-dot"
                    aria-label={`Go to slide ${index + 1}`}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => goTo(index)}
                    sx={{
                      // A 24 px target around a small dot.
                      width: 24,
                      height: 24,
                      p: 0,
                      border: 0,
                      bgcolor: 'transparent',
                      cursor: 'pointer',
                      display: 'grid',
                      placeItems: 'center',
                      '&::after': {
                        content: '""',
                        width: index === selected ? 22 : 8,
                        height: 8,
                        borderRadius: 4,
                        bgcolor: index === selected ? '#fffdf9' : 'rgba(255,253,249,0.6)',
                        transition: 'width 300ms ease, background-color 300ms ease',
                      },
                      '@media (prefers-reduced-motion: reduce)': { '&::after': { transition: 'none' } },
                    }}
                  />
                ))}
              </Box>
              <IconButton
                size="small"
                data-testid="hero-pause"
                aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
                onClick={togglePaused}
                sx={{
                  width: 28,
                  height: 28,
                  color: '#fffdf9',
                  bgcolor: 'rgba(31,29,26,0.38)',
                  '&:hover': { bgcolor: 'rgba(31,29,26,0.6)' },
                }}
              >
                {paused ? <PlayArrowIcon sx={{ fontSize: 18 }} /> : <PauseIcon sx={{ fontSize: 18 }} />}
              </IconButton>
            </Box>
          </>
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
