import InstagramIcon from '@mui/icons-material/Instagram';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { InstagramFeedProps } from '../../../shared/ui/instagram-feed';
import { InstagramPostLink } from '../../../shared/ui/instagram-post-link';
import { StatusMessage } from '../../../shared/ui/status-message';
import { instagramTileSpan } from '../instagram-layout';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gridAutoRows: { xs: '40vw', sm: '200px', md: '220px', lg: '260px' },
  gridAutoFlow: 'dense',
  gap: { xs: 1, md: 1.5 },
} as const;

const spanSx = (index: number) => {
  const span = instagramTileSpan(index);
  return { gridColumn: `span ${span.columns}`, gridRow: `span ${span.rows}` };
};

/** The shop's Instagram posts in a mosaic of nine cycling tile shapes; each tile opens its post. */
export function InstagramGrid({ posts, loading, failed, onRetry }: InstagramFeedProps) {
  if (!posts && loading) {
    return (
      <Box sx={gridSx} role="status" aria-label="Loading Instagram posts" data-testid="instagram-loading">
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} variant="rectangular" sx={{ ...spanSx(index), height: '100%' }} />
        ))}
      </Box>
    );
  }
  if (failed && !posts?.length) {
    return (
      <StatusMessage tone="error" onRetry={onRetry} testId="instagram-error">
        Failed to load Instagram posts
      </StatusMessage>
    );
  }
  if (!posts?.length) {
    return <StatusMessage testId="instagram-empty">No Instagram posts found</StatusMessage>;
  }

  return (
    <Box component="ul" sx={{ ...gridSx, listStyle: 'none', m: 0, p: 0 }} data-testid="instagram-grid">
      {posts.map((post, index) => (
        <Box component="li" key={post.id} sx={{ ...spanSx(index), minWidth: 0, minHeight: 0 }}>
          <InstagramPostLink
            post={post}
            testId="instagram-post"
            label={`Instagram post ${index + 1} of ${posts.length} (opens in a new tab)`}
            alt={`Aurelia jewellery on Instagram, post ${index + 1}`}
            loading={index < 4 ? 'eager' : 'lazy'}
            // A tile spans one or two of the grid's 2 (phone) or 4 columns: at most the page's width, or half of it.
            sizes="(min-width: 1536px) 768px, (min-width: 900px) 50vw, 100vw"
            sx={{
              width: '100%',
              height: '100%',
              '&:hover img, &:focus-visible img': { transform: 'scale(1.05)' },
              '&:hover .instagram-post__veil, &:focus-visible .instagram-post__veil': { opacity: 1 },
            }}
          >
            <Box
              aria-hidden
              className="instagram-post__veil"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                color: '#fffdf9',
                bgcolor: 'rgba(31,29,26,0.35)',
                opacity: 0,
                transition: 'opacity 300ms ease',
              }}
            >
              <InstagramIcon sx={{ fontSize: 36 }} />
            </Box>
          </InstagramPostLink>
        </Box>
      ))}
    </Box>
  );
}
