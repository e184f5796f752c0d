import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { InquiryStatus } from '../../../graphql/generated/graphql';
import { INQUIRY_STATUSES, inquiryStatusColor, inquiryStatusLabel, inquiryTitle } from '../../../shared/admin/inquiry-status';
import type { ResourceColumn } from '../../../shared/admin/resource-config';
import { ResourceTable } from '../../../shared/admin/resource-table';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { ContactDetails, receivedAt } from '../components/contact-details';
import { CONTACTS_TEXTS, type ContactRow, parseStatusParam, useContactsList } from '../use-contacts-list';

const NAMES = { title: 'Contact Inquiries', singular: 'inquiry', plural: 'inquiries' };
const ALL = 'ALL';

/** Received, sender and inquiry: text only. */
const TEXT_COLUMNS: readonly ResourceColumn<ContactRow>[] = [
  {
    key: 'received',
    header: 'Received',
    width: 130,
    render: (row) => (
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {receivedAt(row.createdAt)}
      </Typography>
    ),
  },
  {
    key: 'from',
    header: 'From',
    render: (row) => (
      <Box sx={{ minWidth: 140 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="contacts-name">
          {row.name.trim() || 'Anonymous'}
        </Typography>
        {row.email ? (
          <Link href={`mailto:${row.email}`} variant="body2" sx={{ overflowWrap: 'break-word' }}>
            {row.email}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            N/A
          </Typography>
        )}
        {row.phone ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {row.phone}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  {
    key: 'inquiry',
    header: 'Inquiry',
    render: (row) => (
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {inquiryTitle(row.inquiryType)}
          {row.subject ? ` · ${row.subject}` : ''}
        </Typography>
        {/* Two lines here; the whole message opens with the row (ContactDetails). */}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {row.message.trim() || 'No message provided'}
        </Typography>
      </Box>
    ),
  },
];

/** The status: a select that saves at once (disabled while its row saves). */
function statusColumn(
  savingId: number | null,
  changeStatus: (row: ContactRow, next: InquiryStatus) => Promise<void>,
): ResourceColumn<ContactRow> {
  return {
    key: 'status',
    header: 'Status',
    width: 150,
    render: (row) => (
      // A click on the select (or its menu, a child in React's tree) changes the status, not the open row.
      <Box onClick={(event) => event.stopPropagation()}>
        <Select
          size="small"
          value={row.status}
          disabled={savingId === row.id}
          onChange={(event) => void changeStatus(row, event.target.value)}
          inputProps={{ 'aria-label': `Status of the inquiry from ${row.name.trim() || 'Anonymous'}` }}
          data-testid="contacts-status"
          renderValue={(value) => (
            <Chip
              size="small"
              label={inquiryStatusLabel(value)}
              color={inquiryStatusColor(value)}
              data-testid="contacts-status-badge"
              sx={{ cursor: 'inherit' }}
            />
          )}
          sx={{ minWidth: 128, '& .MuiSelect-select': { py: 0.5 } }}
        >
          {INQUIRY_STATUSES.map((option) => (
            <MenuItem key={option} value={option} data-testid={`contacts-status-${option.toLowerCase()}`}>
              {inquiryStatusLabel(option)}
            </MenuItem>
          ))}
        </Select>
      </Box>
    ),
  };
}

/**
 * Contact inquiries (/admin/contact): newest first, filtered by status (?status=), each status changed in place;
 * a row opens to show its whole message and how to reach the sender.
 */
export function ContactsView() {
  const { list, status, setStatus, savingId, changeStatus } = useContactsList();
  const [openId, setOpenId] = useState<number | null>(null);

  const columns = [...TEXT_COLUMNS, statusColumn(savingId, changeStatus)];

  return (
    <Box data-testid="admin-contacts">
      <AdminPageHeader title="Contact Inquiries" subtitle="Messages sent through the contact form, newest first." />
      <ResourceTable
        names={NAMES}
        testId="contacts"
        columns={columns}
        list={list}
        errorText={CONTACTS_TEXTS.fetchFailed}
        searchable={false}
        toolbar={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status ?? ALL}
            onChange={(_, value: string | null) => {
              if (value !== null) setStatus(value === ALL ? null : parseStatusParam(value));
            }}
            aria-label="Filter by status"
            data-testid="contacts-filter"
          >
            <ToggleButton value={ALL} data-testid="contacts-filter-all">
              All
            </ToggleButton>
            {INQUIRY_STATUSES.map((option) => (
              <ToggleButton key={option} value={option} data-testid={`contacts-filter-${option.toLowerCase()}`}>
                {inquiryStatusLabel(option)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
        rowLabel={(row) => `the inquiry from ${row.name}`}
        expandable={{
          openId,
          onToggle: (row) => setOpenId((current) => (current === row.id ? null : row.id)),
          toggleLabel: (row, open) => `${open ? 'Hide' : 'Show'} the message from ${row.name.trim() || 'Anonymous'}`,
          render: (row) => <ContactDetails row={row} />,
        }}
        emptyText={status ? CONTACTS_TEXTS.emptyOf(status) : CONTACTS_TEXTS.empty}
      />
    </Box>
  );
}
