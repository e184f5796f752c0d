import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  viewAllTo?: string;
  id?: string;
}

/** Serif section title with a small gold rule and an optional 'View all' link. */
export function SectionHeading({ eyebrow, title, viewAllTo, id }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'flex-end' },
        justifyContent: 'space-between',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box>
        {eyebrow ? (
          <Typography variant="overline" color="primary.dark" component="p">
            {eyebrow}
          </Typography>
        ) : null}
        <Typography id={id} variant="h3" component="h2" sx={{ letterSpacing: '0.06em' }}>
          {title}
        </Typography>
        <Box sx={{ width: 56, height: 2, bgcolor: 'primary.main', mt: 1.5 }} />
      </Box>
      {viewAllTo ? (
        <Link
          component={RouterLink}
          to={viewAllTo}
          underline="always"
          sx={{ fontSize: '0.78rem', fontWeight: 600, letterSpacing: '0.16em', textTransform: 'uppercase' }}
        >
          View all
        </Link>
      ) : null}
    </Box>
  );
}
