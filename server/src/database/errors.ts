/** True when a write failed on a UNIQUE constraint (SQLite or MySQL/MariaDB). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * True when MySQL/MariaDB refused a statement over a lock: ER_LOCK_DEADLOCK (InnoDB rolled the whole
 * transaction back to break a deadlock, e.g. two transactions that each found a gap empty and then insert
 * into it) or ER_LOCK_WAIT_TIMEOUT (a lock was held past innodb_lock_wait_timeout). Either way the whole
 * transaction may simply run again: inTransaction (transactions.ts) does, a bounded number of times.
 */
export function isLockConflict(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}
