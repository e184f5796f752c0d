import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { contactsUrls } from '../../contacts/contacts-urls';
import type { DashboardInquiryFragment } from '../dashboard.generated';
import { inquiryStatusColor, inquiryStatusLabel, inquiryTitle } from '../../../shared/admin/inquiry-status';
import { DASHBOARD_TEXTS } from '../dashboard-figures';
import { DashboardPanel } from './dashboard-panel';

const received = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

/** One inquiry: its type and status badge, when it came, the sender, the start of the message and the e-mail. */
function InquiryItem({ inquiry }: { inquiry: DashboardInquiryFragment }) {
  return (
    <Box component="li" sx={{ py: 1.5 }} data-testid="dashboard-inquiry">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {inquiryTitle(inquiry.inquiryType)}
        </Typography>
        <Chip
          size="small"
          label={inquiryStatusLabel(inquiry.status)}
          color={inquiryStatusColor(inquiry.status)}
          data-testid="dashboard-inquiry-status"
        />
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          {received(inquiry.createdAt)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {inquiry.name.trim() || 'Anonymous'}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {inquiry.message.trim() || DASHBOARD_TEXTS.noMessage}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {inquiry.email ? (
          <Link href={`mailto:${inquiry.email}`} sx={{ wordBreak: 'break-all' }}>
            {inquiry.email}
          </Link>
        ) : (
          'N/A'
        )}
      </Typography>
    </Box>
  );
}

/** Recent Inquiries: the last 5, newest first, in the legacy layout (type + Inquiry, status badge, name, date, message, e-mail). */
export function RecentInquiries({ inquiries, loading }: { inquiries: readonly DashboardInquiryFragment[]; loading: boolean }) {
  let body;
  if (loading) {
    body = Array.from({ length: 3 }, (_, index) => (
      <Box key={index} sx={{ py: 1.5 }} data-testid="dashboard-inquiries-skeleton">
        <Skeleton width="40%" />
        <Skeleton width="90%" />
        <Skeleton width="60%" />
      </Box>
    ));
  } else if (inquiries.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="dashboard-inquiries-empty">
        {DASHBOARD_TEXTS.noInquiries}
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {inquiries.map((inquiry, index) => (
          <Fragment key={inquiry.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <InquiryItem inquiry={inquiry} />
          </Fragment>
        ))}
      </Box>
    );
  }
  return (
    <DashboardPanel name="inquiries" title="Recent Inquiries" link={{ to: contactsUrls.list(), label: 'View all' }}>
      {body}
    </DashboardPanel>
  );
}
