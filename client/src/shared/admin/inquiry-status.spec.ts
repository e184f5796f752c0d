import { describe, expect, it } from '@jest/globals';
import { inquiryStatusColor, inquiryStatusLabel, inquiryTitle } from './inquiry-status';

describe('inquiry status badges', () => {
  it('colours new green, pending yellow and anything else grey', () => {
    expect(inquiryStatusColor('NEW')).toBe('success');
    expect(inquiryStatusColor('new')).toBe('success');
    expect(inquiryStatusColor('PENDING')).toBe('warning');
    expect(inquiryStatusColor('CLOSED')).toBe('default');
    expect(inquiryStatusColor('archived')).toBe('default');
  });

  it('reads the status as a word', () => {
    expect(inquiryStatusLabel('PENDING')).toBe('Pending');
    expect(inquiryStatusLabel('closed')).toBe('Closed');
  });

  it('titles an inquiry by its type, or General', () => {
    expect(inquiryTitle('Custom order')).toBe('Custom order Inquiry');
    expect(inquiryTitle(null)).toBe('General Inquiry');
    expect(inquiryTitle('  ')).toBe('General Inquiry');
  });
});
