import { ALL_JEWELLERY_PATH, categoryPath, pagePath } from '@shop/contracts';
import { useQuery } from '@apollo/client/react';
import InstagramIcon from '@mui/icons-material/Instagram';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ContentAboutCategoriesDocument, ContentInstagramPostsDocument } from '../content.generated';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { INSTAGRAM_HANDLE, SOCIAL_LINKS } from '../../../shared/shop-info';
import { BenefitsStrip } from '../../../shared/ui/benefits-strip';
import { SectionHeading } from '../../../shared/ui/section-heading';
import { InstagramGrid } from '../components/instagram-grid';
import { INSTAGRAM_CYCLE } from '../instagram-layout';

// One whole cycle of the grid's nine tile shapes: a mosaic with no hole.
const INSTAGRAM_POSTS = INSTAGRAM_CYCLE;
/** Category pictures are square, 600 × 600. */
const CATEGORY_IMAGE_SIZE = 600;

const STORY = [
  {
    title: 'How it began',
    text: 'Aurelia began with a question at a jeweller’s bench: why should a diamond’s brilliance cost the earth? Lab-grown diamonds answered it. Grown from carbon under the heat and pressure that form diamonds deep underground, they are real diamonds in every way, and they let us spend on craft what others spend on mining.',
  },
  {
    title: 'How we work',
    text: 'Our jewellers design and set every piece by hand, in yellow, white and rose gold. Each diamond is chosen for its cut, colour and clarity, and every order is checked in our studio before it is insured and sent to your door, free anywhere in India.',
  },
  {
    title: 'What we promise',
    text: 'Honest prices, worked out from the gold and the stones in each piece. Thirty days to return a piece that is not quite right, and an exchange for life after that.',
    link: { to: pagePath('return-exchange'), label: 'Returns & exchange' },
  },
] as const;

function ImageTrio() {
  const { data, loading } = useQuery(ContentAboutCategoriesDocument);
  const trio = (data?.categories ?? []).filter((category) => category.image).slice(0, 3);

  if (!data && loading) {
    return (
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: { xs: 1, md: 3 } }}
        role="status"
        aria-label="Loading pictures"
      >
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rectangular" sx={{ height: 'auto', aspectRatio: '3 / 4' }} />
        ))}
      </Box>
    );
  }
  // The trio illustrates the story; without pictures the story stands on its own.
  if (trio.length === 0) return null;

  return (
    <Box
      component="ul"
      data-testid="about-trio"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: `repeat(${trio.length}, 1fr)`, gap: { xs: 1, md: 3 } }}
    >
      {trio.map((category, index) => (
        <Box component="li" key={category.id} sx={{ mt: { md: index === 1 ? 6 : 0 } }}>
          <Box
            component={RouterLink}
            to={categoryPath(category.id)}
            sx={{ display: 'block', color: 'inherit', textDecoration: 'none', '&:hover img': { transform: 'scale(1.04)' } }}
          >
            <Box sx={{ aspectRatio: '3 / 4', overflow: 'hidden', bgcolor: '#efe6d8' }}>
              <Box
                component="img"
                src={apiAssetUrl(category.image)}
                alt={`${category.name} from the Aurelia studio`}
                width={CATEGORY_IMAGE_SIZE}
                height={CATEGORY_IMAGE_SIZE}
                loading="lazy"
                decoding="async"
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 600ms ease' }}
              />
            </Box>
            <Typography variant="overline" component="p" sx={{ mt: 1, textAlign: 'center', fontSize: { xs: '0.62rem', md: '0.72rem' } }}>
              {category.name}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** /about: the story, a trio of pictures, the Instagram grid and the shop's promises. No footer here (docs/specifications.md#storefront-2-screens). */
export function AboutView() {
  const posts = useQuery(ContentInstagramPostsDocument, { variables: { first: INSTAGRAM_POSTS } });

  return (
    <Box data-testid="about-page">
      <Box sx={{ bgcolor: '#f4ede2', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
          <Typography variant="overline" component="p" color="primary.dark">
            Our story
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.6rem', md: '4rem' } }}>
            About Aurelia
          </Typography>
          <Box aria-hidden sx={{ width: 56, height: 2, bgcolor: 'primary.light', mx: 'auto', my: 3 }} />
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 660, mx: 'auto' }} data-testid="about-lead">
            Aurelia makes fine jewellery with diamonds grown in the laboratory: chemically, physically and optically identical to mined
            stones, without the mine. Every piece is set by hand in solid 14K, 18K or 22K gold.
          </Typography>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.1fr' }, alignItems: 'center' }}>
          <Box component="section" aria-label="Our story" sx={{ display: 'grid', gap: 4 }}>
            {STORY.map((part) => (
              <Box key={part.title}>
                <Typography variant="h4" component="h2" sx={{ mb: 1, fontSize: { xs: '1.6rem', md: '1.9rem' } }}>
                  {part.title}
                </Typography>
                <Typography color="text.secondary">{part.text}</Typography>
                {'link' in part ? (
                  <Link
                    component={RouterLink}
                    to={part.link.to}
                    underline="always"
                    sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
                  >
                    {part.link.label}
                  </Link>
                ) : null}
              </Box>
            ))}
          </Box>
          <ImageTrio />
        </Box>
      </Container>

      <Box sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
        <Container component="section" aria-labelledby="instagram-heading" maxWidth="xl" sx={{ py: { xs: 6, md: 10 } }}>
          <SectionHeading id="instagram-heading" eyebrow={`@${INSTAGRAM_HANDLE}`} title="FOLLOW US ON INSTAGRAM" />
          <InstagramGrid
            posts={posts.data?.socialPosts}
            loading={posts.loading}
            failed={Boolean(posts.error)}
            onRetry={() => {
              posts.refetch().catch(() => undefined);
            }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2, mt: { xs: 4, md: 5 } }}>
            <Button
              href={SOCIAL_LINKS.instagram}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<InstagramIcon />}
            >
              Follow us
            </Button>
            <Button component={RouterLink} to={ALL_JEWELLERY_PATH} variant="contained">
              Shop the collection
            </Button>
            <Button component={RouterLink} to={pagePath('contact')} variant="text">
              Contact us
            </Button>
          </Box>
        </Container>
      </Box>

      <BenefitsStrip />
    </Box>
  );
}
