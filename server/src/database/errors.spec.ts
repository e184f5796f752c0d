import { isDeadlock, isUniqueViolation } from './errors';

describe('database errors', () => {
  it('tells a deadlock from a unique violation, as TypeORM wraps them or as the driver throws them', () => {
    const deadlock = Object.assign(new Error('Deadlock found when trying to get lock'), { code: 'ER_LOCK_DEADLOCK' });
    const duplicate = Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' });
    expect(isDeadlock(deadlock)).toBe(true);
    expect(isDeadlock({ driverError: deadlock })).toBe(true);
    expect(isDeadlock(duplicate)).toBe(false);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(deadlock)).toBe(false);
    expect(isDeadlock(null)).toBe(false);
  });
});
