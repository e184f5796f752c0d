import Box from '@mui/material/Box';
import { type Ref, useState } from 'react';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { measureSlideTone } from '../slide-tone';
import type { SlideTone } from '../slide-tone';

/** Slider pictures are 16:9 banners (1920 × 1080); the attributes reserve their space before they load. */
const SLIDE_WIDTH = 1920;
const SLIDE_HEIGHT = 1080;

// Under the headline: its left side on wide screens, in the ink the picture needs; on phones the
// headline sits over the bottom of a tall crop, always in light ink on a dark fade.
const scrims: Record<SlideTone, string> = {
  dark: 'linear-gradient(90deg, rgba(14,12,10,0.62) 0%, rgba(14,12,10,0.34) 38%, rgba(14,12,10,0) 66%)',
  light: 'linear-gradient(90deg, rgba(251,248,243,0.82) 0%, rgba(251,248,243,0.5) 38%, rgba(251,248,243,0) 66%)',
};
const PHONE_SCRIM = 'linear-gradient(0deg, rgba(14,12,10,0.78) 0%, rgba(14,12,10,0.5) 32%, rgba(14,12,10,0) 58%)';

const slideSx = { position: 'relative', flex: '0 0 100%', minWidth: 0, height: '100%' } as const;

const pictureSx = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: { xs: '72% 50%', md: '50% 50%' },
  userSelect: 'none',
} as const;

interface SlideProps {
  imageUrl: string;
  index: number;
  count: number;
  selected: boolean;
  /** Whether its picture may be fetched yet (useWantedSlides). */
  wanted: boolean;
  tone: SlideTone | undefined;
  onTone: (index: number, tone: SlideTone) => void;
}

function Slide({ imageUrl, index, count, selected, wanted, tone, onTone }: SlideProps) {
  const src = apiAssetUrl(imageUrl);
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      data-testid="hero-slide"
      data-selected={selected ? 'true' : 'false'}
      // Which picture the slide shows, also before its <img> is mounted (slides 2..n wait until needed).
      data-picture={imageUrl}
      sx={slideSx}
    >
      {wanted && src ? (
        <ResponsiveImage
          src={src}
          alt={`Featured jewellery, picture ${index + 1} of ${count}`}
          width={SLIDE_WIDTH}
          height={SLIDE_HEIGHT}
          // Every slide fills the viewport's width.
          sizes="100vw"
          priority={index === 0 ? 'high' : 'lazy'}
          draggable={false}
          onLoad={(event) => onTone(index, measureSlideTone(event.currentTarget))}
          sx={pictureSx}
        />
      ) : null}
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: { xs: PHONE_SCRIM, md: scrims[tone ?? 'dark'] } }} />
    </Box>
  );
}

interface HeroSlidesProps {
  emblaRef: Ref<HTMLDivElement>;
  slides: readonly { id: number; imageUrl: string }[];
  selected: number;
  playing: boolean;
  tones: Record<number, SlideTone>;
  onTone: (index: number, tone: SlideTone) => void;
}

/**
 * Which slides may fetch their picture: the first at once; any slide shown so far; and the one after a
 * shown slide once the first picture has arrived, so autoplay never turns to an empty slide. The others
 * are not lazy <img>s but no <img> at all: beside the first in a clipped horizontal track, a browser
 * counts them as near the viewport and loading="lazy" alone fetches them with the page.
 */
function useWantedSlides(count: number, selected: number, tones: Record<number, SlideTone>) {
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  // Derived state, set while rendering (React's documented pattern): the guard stops after one pass.
  if (!shown.has(selected)) setShown(new Set([...shown, selected]));
  // The first picture has arrived once its tone is measured (onLoad).
  const firstLoaded = tones[0] !== undefined;
  return (index: number) => shown.has(index) || (firstLoaded && shown.has((index - 1 + count) % count));
}

/** Embla's viewport and track: one full-size picture per slide, each with the scrim its tone needs. */
export function HeroSlides({ emblaRef, slides, selected, playing, tones, onTone }: HeroSlidesProps) {
  const wanted = useWantedSlides(slides.length, selected, tones);
  return (
    <Box ref={emblaRef} sx={{ height: '100%', overflow: 'hidden' }}>
      {/* While the slides turn by themselves, announcing each would talk over the page (APG carousel). */}
      <Box aria-live={playing ? 'off' : 'polite'} sx={{ display: 'flex', height: '100%', touchAction: 'pan-y pinch-zoom' }}>
        {slides.map((slide, index) => (
          <Slide
            key={slide.id}
            imageUrl={slide.imageUrl}
            index={index}
            count={slides.length}
            selected={index === selected}
            wanted={wanted(index)}
            tone={tones[index]}
            onTone={onTone}
          />
        ))}
      </Box>
    </Box>
  );
}
