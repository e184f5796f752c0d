import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const STATEMENTS = [
  {
    id: 'mission',
    eyebrow: 'Our mission',
    title: 'Fine jewellery without the compromise',
    text: 'To make diamond jewellery that is honest about where it comes from: grown responsibly, set in solid gold and priced fairly, so that a piece for every day is as carefully made as a piece for a lifetime.',
  },
  {
    id: 'vision',
    eyebrow: 'Our vision',
    title: 'Every diamond, a clear conscience',
    text: 'A world in which choosing a diamond never costs the earth: where lab-grown stones are the natural first choice, and the jewellery made from them is loved, worn and handed down.',
  },
] as const;

/** Mission and vision, side by side on wide screens, on a warm ground with a gold rule between them. */
export function MissionVision() {
  return (
    <Box component="section" aria-label="Mission and vision" data-testid="mission-vision" sx={{ bgcolor: '#f4ede2' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 7, md: 11 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr auto 1fr' },
          gap: { xs: 5, md: 8 },
          alignItems: 'stretch',
        }}
      >
        {STATEMENTS.map((statement, index) => (
          <Box key={statement.id} sx={{ display: 'contents' }}>
            {index > 0 ? (
              <Box aria-hidden sx={{ width: { xs: 56, md: '1px' }, height: { xs: '1px', md: 'auto' }, bgcolor: 'primary.light' }} />
            ) : null}
            <Box sx={{ textAlign: { xs: 'left', md: 'center' } }}>
              <Typography variant="overline" component="p" color="primary.dark">
                {statement.eyebrow}
              </Typography>
              <Typography variant="h4" component="h2" sx={{ my: 1.5, fontSize: { xs: '1.6rem', md: '2rem' } }}>
                {statement.title}
              </Typography>
              <Typography color="text.secondary" sx={{ maxWidth: 460, mx: { md: 'auto' } }}>
                {statement.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Container>
    </Box>
  );
}
