import type { InquiryStatus } from '../../graphql/generated/graphql';

/** The statuses an inquiry can have, in the order the back-office offers them. */
export const INQUIRY_STATUSES: readonly InquiryStatus[] = ['NEW', 'PENDING', 'CLOSED'];

/** How an inquiry's status reads: "New", "Pending", "Closed". */
export const inquiryStatusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

/**
 * The badge colour of an inquiry's status (the dashboard's Recent Inquiries and the contacts page):
 * new is green, pending yellow, anything else grey.
 */
export function inquiryStatusColor(status: string): 'success' | 'warning' | 'default' {
  switch (status.toUpperCase()) {
    case 'NEW':
      return 'success';
    case 'PENDING':
      return 'warning';
    default:
      return 'default';
  }
}

/** "Custom order Inquiry", or "General Inquiry" when the inquiry has no type. */
export const inquiryTitle = (inquiryType: string | null | undefined): string => `${inquiryType?.trim() || 'General'} Inquiry`;
