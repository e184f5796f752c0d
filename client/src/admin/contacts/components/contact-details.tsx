import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { inquiryTitle } from '../../../shared/admin/inquiry-status';
import type { ContactRow } from '../use-contacts-list';

/** "29 Nov 2026, 6:40 pm": when the shop received the message. */
export const receivedAt = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A number as a tel: link dials it: digits and a leading +, without the spaces people type. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/**
 * An open inquiry (its row expanded): the whole message, which the list clamps to two lines, with who sent
 * it, how to reach them and when. A row opens by a tap on its toggle (a phone's card) or a click on the row.
 */
export function ContactDetails({ row }: { row: ContactRow }) {
  const name = row.name.trim() || 'Anonymous';
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, bgcolor: '#fbf8f3', display: 'grid', gap: 2 }} data-testid="contact-details">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}>
        <Line label="From">
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="contact-sender">
            {name}
          </Typography>
        </Line>
        <Line label="E-mail">
          {row.email ? (
            <Link href={`mailto:${row.email}`} variant="body2">
              {row.email}
            </Link>
          ) : (
            <Typography variant="body2">N/A</Typography>
          )}
        </Line>
        <Line label="Phone">
          {row.phone ? (
            <Link href={telHref(row.phone)} variant="body2">
              {row.phone}
            </Link>
          ) : (
            <Typography variant="body2">N/A</Typography>
          )}
        </Line>
        <Line label="Received">
          <Typography variant="body2" data-testid="contact-received">
            <time dateTime={row.createdAt}>{receivedAt(row.createdAt)}</time>
          </Typography>
        </Line>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {inquiryTitle(row.inquiryType)}
          {row.subject ? ` · ${row.subject}` : ''}
        </Typography>
        {/* pre-wrap: the sender's own line breaks, as they typed them. */}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }} data-testid="contact-message">
          {row.message.trim() || 'No message provided'}
        </Typography>
      </Box>
    </Box>
  );
}
