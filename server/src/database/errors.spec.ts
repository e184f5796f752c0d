import { isLockConflict, isUniqueViolation } from './errors';

describe('database errors', () => {
  it('tells a lock conflict from a unique violation, as TypeORM wraps them or as the driver throws them', () => {
    const deadlock = Object.assign(new Error('Deadlock found when trying to get lock'), { code: 'ER_LOCK_DEADLOCK' });
    const lockWait = Object.assign(new Error('Lock wait timeout exceeded'), { code: 'ER_LOCK_WAIT_TIMEOUT' });
    const duplicate = Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' });
    expect(isLockConflict(deadlock)).toBe(true);
    expect(isLockConflict({ driverError: deadlock })).toBe(true);
    expect(isLockConflict(lockWait)).toBe(true);
    expect(isLockConflict({ driverError: lockWait })).toBe(true);
    expect(isLockConflict(duplicate)).toBe(false);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(deadlock)).toBe(false);
    expect(isLockConflict(null)).toBe(false);
  });
});
