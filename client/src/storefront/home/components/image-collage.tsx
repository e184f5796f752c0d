import InstagramIcon from '@mui/icons-material/Instagram';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { SOCIAL_LINKS } from '../../../shared/shop-info';
import { SectionHeading } from '../../../shared/ui/section-heading';
import type { InstagramFeedProps } from '../../../shared/ui/instagram-feed';
import { InstagramPostLink } from '../../../shared/ui/instagram-post-link';
import { StatusMessage } from '../../../shared/ui/status-message';

export const COLLAGE_SIZE = 5;

// One large picture and four small ones on wide screens; on phones the large one spans both columns.
const collageSx = {
  display: 'grid',
  gap: { xs: 1, md: 2 },
  gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
  gridTemplateRows: { md: '1fr 1fr' },
  '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: '1' }, gridRow: { md: '1 / span 2' } },
  // The large picture fills the two rows the small squares make.
  '& > :first-of-type > *': { aspectRatio: { md: 'auto' } },
} as const;

/** The image collage closing the home page: the latest social posts, each opening its post. */
export function ImageCollage({ posts, loading, failed, onRetry }: InstagramFeedProps) {
  let body;
  if (!posts && loading) {
    body = (
      <Box sx={collageSx} role="status" aria-label="Loading pictures" data-testid="collage-loading">
        {Array.from({ length: COLLAGE_SIZE }, (_, index) => (
          <Skeleton key={index} variant="rectangular" sx={{ height: 'auto', aspectRatio: '1 / 1' }} />
        ))}
      </Box>
    );
  } else if (failed && !posts?.length) {
    body = (
      <StatusMessage tone="error" onRetry={onRetry} testId="collage-error">
        Failed to load Instagram posts
      </StatusMessage>
    );
  } else if (!posts?.length) {
    // Nothing posted yet: the section steps aside rather than showing an empty frame.
    return null;
  } else {
    body = (
      <Box component="ul" sx={{ ...collageSx, listStyle: 'none', m: 0, p: 0 }} data-testid="collage">
        {posts.slice(0, COLLAGE_SIZE).map((post, index) => (
          <Box component="li" key={post.id} sx={{ minWidth: 0 }}>
            <InstagramPostLink
              post={post}
              label={`Instagram post ${index + 1} (opens in a new tab)`}
              alt={`Aurelia jewellery on Instagram, picture ${index + 1}`}
              loading="lazy"
              // The large one: the page's width on phones, half of it from md up; the small ones half and a quarter.
              sizes={
                index === 0
                  ? '(min-width: 1536px) 768px, (min-width: 900px) 50vw, 100vw'
                  : '(min-width: 1536px) 384px, (min-width: 900px) 25vw, 50vw'
              }
              sx={{ height: '100%', aspectRatio: '1 / 1', '&:hover img': { transform: 'scale(1.04)' } }}
            />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Container component="section" aria-labelledby="collage-heading" maxWidth="xl" sx={{ py: { xs: 7, md: 10 } }}>
      <SectionHeading id="collage-heading" eyebrow="Worn by you" title="#AURELIAEVERYDAY" />
      {body}
      <Box sx={{ textAlign: 'center', mt: { xs: 3, md: 4 } }}>
        <Button href={SOCIAL_LINKS.instagram} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<InstagramIcon />}>
          Follow us on Instagram
        </Button>
      </Box>
    </Container>
  );
}
