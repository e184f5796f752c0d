import { describe, expect, it } from '@jest/globals';
import { eventActor, eventTitle, eventTransition, formatEventTime } from './order-events';

describe('order events as a history reads them', () => {
  it('titles the known kinds and shows an unknown one as the API spells it', () => {
    expect(eventTitle('refunded')).toBe('Refunded');
    expect(eventTitle('credit-note')).toBe('Credit note issued');
    expect(eventTitle('chargeback')).toBe('chargeback');
  });

  it('shows the move from one state to another, or the one side that is known', () => {
    expect(eventTransition({ fromState: 'Pending', toState: 'Processing' })).toBe('Pending → Processing');
    expect(eventTransition({ fromState: null, toState: 'Paid' })).toBe('Paid');
    expect(eventTransition({ fromState: null, toState: null })).toBeNull();
    // Payment states as the server stores them read in words.
    expect(eventTransition({ fromState: 'paid', toState: 'partially_refunded' })).toBe('Paid → Partially refunded');
    expect(eventTransition({ fromState: 'cod', toState: 'cod_collected' })).toBe('Cash on delivery → Cash collected');
    expect(eventTransition({ fromState: 'Shipped', toState: 'some_new_state' })).toBe('Shipped → Some new state');
    // A custom design's quote and its answer read in words.
    expect(eventTransition({ fromState: 'quoted', toState: 'accepted' })).toBe('Quoted → Accepted');
    expect(eventTransition({ fromState: 'quoted', toState: 'declined' })).toBe('Quoted → Declined');
  });

  it('names the account when known, else the kind of actor', () => {
    expect(eventActor({ actor: 'admin', actorName: 'Meera Iyer' })).toBe('Meera Iyer');
    expect(eventActor({ actor: 'provider', actorName: null })).toBe('Provider');
  });

  it('tells the time in India', () => {
    expect(formatEventTime('2026-11-29T11:00:00.000Z')).toMatch(/29 Nov 2026.*4:30\s?pm/i);
    expect(formatEventTime('soon')).toBe('soon');
  });
});
