import { categoryPath } from '@shop/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { StatusMessage } from '../../../shared/ui/status-message';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { CATEGORY_TILES_PER_ROW, categoryTileAspectRatio, categoryTileWidthFactor, categoryTilesPerRowWide } from '../category-layout';

export interface CategoryTileData {
  id: number;
  name: string;
  image: string | null;
}

interface CategoryGridProps {
  categories: readonly CategoryTileData[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

// Gaps in px per breakpoint: the tile widths below subtract them.
const GAP = { xs: 12, sm: 16, md: 24 } as const;

const gridSx = { display: 'flex', flexWrap: 'wrap', gap: { xs: `${GAP.xs}px`, sm: `${GAP.sm}px`, md: `${GAP.md}px` } } as const;

const basis = (perRow: number, gap: number) => `calc((100% - ${(perRow - 1) * gap}px) / ${perRow})`;

/**
 * Width and shape of tile `index` of `count` at each breakpoint: a regular tile takes 1/perRow of the
 * row; the tiles of a short last row grow to share it (see category-layout.ts), keeping the height.
 */
function tilePlacement(index: number, count: number) {
  const wide = categoryTilesPerRowWide(count);
  return {
    flexGrow: 1,
    flexShrink: 0,
    flexBasis: {
      xs: basis(CATEGORY_TILES_PER_ROW.xs, GAP.xs),
      sm: basis(CATEGORY_TILES_PER_ROW.sm, GAP.sm),
      md: basis(CATEGORY_TILES_PER_ROW.sm, GAP.md),
      lg: basis(wide, GAP.md),
    },
    aspectRatio: {
      xs: categoryTileAspectRatio(index, count, CATEGORY_TILES_PER_ROW.xs),
      sm: categoryTileAspectRatio(index, count, CATEGORY_TILES_PER_ROW.sm),
      lg: categoryTileAspectRatio(index, count, wide),
    },
  };
}

/** Category pictures are square, 600 × 600. */
const CATEGORY_IMAGE_SIZE = 600;

/**
 * The `sizes` of tile `index` of `count`: its share of the row at each breakpoint, as tilePlacement lays
 * it out. The square picture covers a 4:5 tile, so it is drawn 5/4 as wide as a regular tile.
 */
function tileSizes(index: number, count: number): string {
  const wide = categoryTilesPerRowWide(count);
  const share = (perRow: number) => {
    const factor = categoryTileWidthFactor(index, count, perRow);
    return Math.max(factor, 1.25) / perRow;
  };
  const vw = (perRow: number) => `${Math.ceil(share(perRow) * 100)}vw`;
  return [
    `(min-width: 1536px) ${Math.ceil(share(wide) * 1536)}px`,
    `(min-width: 1200px) ${vw(wide)}`,
    `(min-width: 600px) ${vw(CATEGORY_TILES_PER_ROW.sm)}`,
    vw(CATEGORY_TILES_PER_ROW.xs),
  ].join(', ');
}

function CategoryTile({ category, index, count }: { category: CategoryTileData; index: number; count: number }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? undefined : apiAssetUrl(category.image);
  return (
    <Box
      component={RouterLink}
      to={categoryPath(category.id)}
      aria-label={`Shop ${category.name}`}
      data-testid="category-tile"
      sx={{
        ...tilePlacement(index, count),
        position: 'relative',
        display: 'block',
        overflow: 'hidden',
        textDecoration: 'none',
        color: '#fbf8f3',
        bgcolor: '#e9dfcf',
        '&:hover img': { transform: 'scale(1.05)' },
        '&:hover .category-tile__label': { letterSpacing: '0.24em' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      {src ? (
        <ResponsiveImage
          src={src}
          alt={`${category.name} collection`}
          width={CATEGORY_IMAGE_SIZE}
          height={CATEGORY_IMAGE_SIZE}
          sizes={tileSizes(index, count)}
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 600ms ease' }}
        />
      ) : (
        <Typography
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            fontFamily: (theme) => theme.typography.h1.fontFamily,
            fontSize: '5rem',
            color: 'rgba(140,109,63,0.35)',
          }}
        >
          {category.name.charAt(0)}
        </Typography>
      )}
      <Box
        sx={{
          position: 'absolute',
          inset: 'auto 0 0 0',
          pt: 6,
          pb: 2.5,
          px: 2,
          textAlign: 'center',
          background: 'linear-gradient(180deg, rgba(20,18,15,0) 0%, rgba(20,18,15,0.65) 100%)',
        }}
      >
        <Typography
          className="category-tile__label"
          component="h3"
          sx={{
            fontSize: '0.82rem',
            fontWeight: 600,
            letterSpacing: '0.18em',
            textTransform: 'uppercase',
            transition: 'letter-spacing 300ms ease',
          }}
        >
          {category.name}
        </Typography>
      </Box>
    </Box>
  );
}

export function CategoryGrid({ categories, loading, failed, onRetry }: CategoryGridProps) {
  if (!categories && loading) {
    return (
      <Box sx={gridSx} data-testid="categories-loading" role="status" aria-label="Loading categories">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rectangular" sx={{ ...tilePlacement(index, 5), height: 'auto' }} />
        ))}
      </Box>
    );
  }
  if (failed && !categories?.length) {
    return (
      <StatusMessage tone="error" onRetry={onRetry} testId="categories-error">
        Failed to load categories. Please try again.
      </StatusMessage>
    );
  }
  if (!categories?.length) {
    return <StatusMessage testId="categories-empty">No categories available.</StatusMessage>;
  }
  return (
    <Box sx={gridSx} data-testid="categories">
      {categories.map((category, index) => (
        <CategoryTile key={category.id} category={category} index={index} count={categories.length} />
      ))}
    </Box>
  );
}
