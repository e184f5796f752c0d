import { pagePath } from '@shop/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductDetailQuery } from '../product.generated';

type Review = NonNullable<ProductDetailQuery['product']>['reviews'][number];

// The shop's own time zone, not the reader's: the server draws this page in UTC and the browser hydrates it
// in its zone, so a review written between 18:30 and 24:00 UTC read a day apart (a hydration mismatch).
export const reviewDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

const summarySx = {
  px: 0,
  '& .MuiAccordionSummary-content': { my: 2 },
} as const;

/** Stars in the brand's gold. */
export const ratingSx = { color: 'primary.main' } as const;

const headingSx = { fontSize: '0.82rem', letterSpacing: '0.18em', fontWeight: 600, textTransform: 'uppercase' } as const;

interface ProductInfoSectionsProps {
  returnPolicy: string | null;
  reviews: readonly Review[];
  averageRating: number | null;
  /** Opens REVIEW (the rating link under the name). */
  reviewsOpen: boolean;
  onReviewsOpenChange: (open: boolean) => void;
}

/** The collapsible RETURN & REFUND and REVIEW sections under the purchase buttons. */
export function ProductInfoSections({ returnPolicy, reviews, averageRating, reviewsOpen, onReviewsOpenChange }: ProductInfoSectionsProps) {
  return (
    <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
      <Accordion
        disableGutters
        elevation={0}
        square
        slotProps={{ heading: { component: 'h2' } }}
        data-testid="return-refund-section"
        sx={{ bgcolor: 'transparent', borderBottom: '1px solid', borderColor: 'divider', '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={summarySx}>
          <Typography component="span" sx={headingSx}>
            Return &amp; Refund
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0, pt: 0, pb: 2.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }} data-testid="return-policy">
            {returnPolicy?.trim() || 'Returns and exchanges follow our return and exchange policy.'}
          </Typography>
          <Link
            component={RouterLink}
            to={pagePath('return-exchange')}
            variant="body2"
            underline="always"
            sx={{ display: 'inline-block', mt: 1.5 }}
          >
            Read the full return &amp; exchange policy
          </Link>
        </AccordionDetails>
      </Accordion>
      <Accordion
        id="reviews"
        disableGutters
        elevation={0}
        square
        expanded={reviewsOpen}
        onChange={(_, open) => onReviewsOpenChange(open)}
        slotProps={{ heading: { component: 'h2' } }}
        data-testid="review-section"
        sx={{
          bgcolor: 'transparent',
          borderBottom: '1px solid',
          borderColor: 'divider',
          '&::before': { display: 'none' },
          scrollMarginTop: 'calc(var(--shop-header-bottom, 120px) + 16px)',
        }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={summarySx}>
          <Typography component="span" sx={headingSx}>
            Review{reviews.length > 0 ? ` (${reviews.length})` : ''}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0, pt: 0, pb: 2.5 }}>
          {reviews.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="no-reviews">
              No reviews yet
            </Typography>
          ) : (
            <>
              {averageRating !== null ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
                  <Rating value={averageRating} precision={0.1} readOnly size="small" sx={ratingSx} />
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {averageRating.toFixed(1)} out of 5
                  </Typography>
                </Box>
              ) : null}
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
                {reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </Box>
            </>
          )}
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}

/** One review: its stars, date, words and author. */
function ReviewItem({ review }: { review: ProductInfoSectionsProps['reviews'][number] }) {
  return (
    <Box
      component="li"
      data-testid="review"
      sx={{ pb: 2, borderBottom: '1px dashed', borderColor: 'divider', '&:last-of-type': { borderBottom: 'none', pb: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Rating value={review.rating} readOnly size="small" sx={ratingSx} />
        <Typography variant="caption" color="text.secondary" component="time" dateTime={review.createdAt}>
          {reviewDate.format(new Date(review.createdAt))}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.75 }}>
        {review.comment}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {review.authorName}
      </Typography>
    </Box>
  );
}
