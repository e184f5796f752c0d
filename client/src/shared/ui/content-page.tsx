import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ContentPageProps {
  eyebrow: string;
  title: string;
  /** One or two sentences under the title: the answer most readers came for. */
  intro: ReactNode;
  /** e.g. 'Last updated 1 November 2026' for policies. */
  updated?: string;
  testId: string;
  children: ReactNode;
}

/** A readable text page (policies, help pages, 404): title block, then ContentSections. */
export function ContentPage({ eyebrow, title, intro, updated, testId, children }: ContentPageProps) {
  return (
    <Container maxWidth="md" data-testid={testId} sx={{ py: { xs: 6, md: 10 } }}>
      <Box component="header" sx={{ maxWidth: 720, mb: { xs: 4, md: 6 } }}>
        <Typography variant="overline" color="primary.dark" component="p">
          {eyebrow}
        </Typography>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Box aria-hidden sx={{ width: 56, height: 2, bgcolor: 'primary.light', my: 3 }} />
        <Typography variant="body1" component="div" sx={{ fontSize: '1.1rem', color: 'text.primary' }} data-testid="content-page-intro">
          {intro}
        </Typography>
        {updated ? (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }}>
            {updated}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ maxWidth: 720, display: 'grid', gap: { xs: 4, md: 5 } }}>{children}</Box>
    </Container>
  );
}

/** One titled part of a ContentPage; paragraphs and lists inside get the page's reading styles. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{
        '& p': { m: 0, mb: 1.5, lineHeight: 1.75 },
        '& ul, & ol': { m: 0, mb: 1.5, pl: 3, lineHeight: 1.75 },
        '& li': { mb: 0.75 },
        '& li::marker': { color: 'primary.main' },
        '& strong': { fontWeight: 700 },
        '& a': { color: 'primary.main', fontWeight: 600 },
      }}
    >
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Typography variant="body1" component="div" color="text.secondary" sx={{ '& strong': { color: 'text.primary' } }}>
        {children}
      </Typography>
    </Box>
  );
}
