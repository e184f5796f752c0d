import { MemoryPrimaryPositions, laterPosition } from './replica-reads';

describe('primary positions for replica reads', () => {
  it('keeps the later sequence number of each replication domain', () => {
    expect(laterPosition('', '0-1-17')).toBe('0-1-17');
    expect(laterPosition('0-1-17', '0-1-9')).toBe('0-1-17');
    expect(laterPosition('0-1-9', '0-1-17')).toBe('0-1-17');
    // Numbers, not text: 100 is later than 99.
    expect(laterPosition('0-1-99', '0-1-100')).toBe('0-1-100');
    expect(laterPosition('0-1-5,1-2-40', '1-2-39,2-3-1')).toBe('0-1-5,1-2-40,2-3-1');
    expect(laterPosition('0-1-5', 'garbage')).toBe('0-1-5');
  });

  it('never moves back when two writers note their positions out of order', async () => {
    const positions = new MemoryPrimaryPositions();
    expect(await positions.required()).toBe('');
    await positions.note('0-1-42');
    await positions.note('0-1-41');
    expect(await positions.required()).toBe('0-1-42');
  });
});
