/** True when a write failed on a UNIQUE constraint (SQLite or MySQL/MariaDB). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * True when MySQL/MariaDB rolled the transaction back to break a deadlock (InnoDB's gap locks: two
 * transactions that each found no row and then insert it). The whole transaction may simply run again.
 */
export function isDeadlock(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return (e?.driverError?.code ?? e?.code) === 'ER_LOCK_DEADLOCK';
}
