import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { StatusMessage } from '../../../shared/ui/status-message';

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

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
  gap: { xs: 2, md: 3 },
} as const;

function CategoryTile({ category }: { category: CategoryTileData }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? undefined : apiAssetUrl(category.image);
  return (
    <Box
      component={RouterLink}
      to={`/allproduct/${category.id}`}
      data-testid="category-tile"
      sx={{
        position: 'relative',
        display: 'block',
        aspectRatio: '4 / 5',
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
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
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
          sx={{ fontSize: '0.82rem', fontWeight: 600, letterSpacing: '0.18em', textTransform: 'uppercase', transition: 'letter-spacing 300ms ease' }}
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
      <Box sx={gridSx} data-testid="categories-loading">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rectangular" sx={{ height: 'auto', aspectRatio: '4 / 5' }} />
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
      {categories.map((category) => (
        <CategoryTile key={category.id} category={category} />
      ))}
    </Box>
  );
}
