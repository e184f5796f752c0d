import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

type GoTo = (target: 'previous' | 'next' | number) => void;

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

const barSx = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: { xs: 10, md: 24 },
  zIndex: 2,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 1,
} as const;

const dotsSx = { display: 'flex', alignItems: 'center', px: 1, py: 0.25, borderRadius: 999, bgcolor: 'rgba(31,29,26,0.38)' } as const;

const dotSx = (current: boolean) =>
  ({
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
      width: current ? 22 : 8,
      height: 8,
      borderRadius: 4,
      bgcolor: current ? '#fffdf9' : 'rgba(255,253,249,0.6)',
      transition: 'width 300ms ease, background-color 300ms ease',
    },
    '@media (prefers-reduced-motion: reduce)': { '&::after': { transition: 'none' } },
  }) as const;

const pauseSx = {
  width: 28,
  height: 28,
  color: '#fffdf9',
  bgcolor: 'rgba(31,29,26,0.38)',
  '&:hover': { bgcolor: 'rgba(31,29,26,0.6)' },
} as const;

function SlideDots({ slides, selected, goTo }: { slides: readonly { id: number }[]; selected: number; goTo: GoTo }) {
  return (
    <Box role="group" aria-label="Choose a slide" sx={dotsSx}>
      {slides.map((slide, index) => (
        <Box
          key={slide.id}
          component="button"
          type="button"
          data-testid="hero-dot"
          aria-label={`Go to slide ${index + 1}`}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => goTo(index)}
          sx={dotSx(index === selected)}
        />
      ))}
    </Box>
  );
}

interface HeroSliderControlsProps {
  slides: readonly { id: number }[];
  selected: number;
  paused: boolean;
  goTo: GoTo;
  togglePaused: () => void;
}

/** The slider's arrows, its dots and its pause button (only with two slides or more). */
export function HeroSliderControls({ slides, selected, paused, goTo, togglePaused }: HeroSliderControlsProps) {
  return (
    <>
      <IconButton aria-label="Previous slide" data-testid="hero-prev" onClick={() => goTo('previous')} sx={{ ...arrowSx, left: '10px' }}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label="Next slide" data-testid="hero-next" onClick={() => goTo('next')} sx={{ ...arrowSx, right: '10px' }}>
        <ChevronRightIcon />
      </IconButton>
      <Box sx={barSx}>
        <SlideDots slides={slides} selected={selected} goTo={goTo} />
        <IconButton
          size="small"
          data-testid="hero-pause"
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          onClick={togglePaused}
          sx={pauseSx}
        >
          {paused ? <PlayArrowIcon sx={{ fontSize: 18 }} /> : <PauseIcon sx={{ fontSize: 18 }} />}
        </IconButton>
      </Box>
    </>
  );
}
