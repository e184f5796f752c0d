import type { Request } from 'express';
import { DomainError, DomainErrorCode } from '../domain/common/domain-error';
import { assertOwnerOrAdmin } from '../domain/common/ownership';

// Numbers in legacy paths, queries and bodies. Only plain decimal notation counts: Number() alone would
// also take "0x10", "1e3" or " 12 ", so DELETE /remove/0x10 would have removed line 16.
const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;
const ID = /^\d{1,9}$/;

/** Legacy clients may send numbers as strings ("12", "1234.50"); anything else is passed on for the service to refuse. */
export const num = (value: unknown): unknown => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value);

/** A positive whole id (from a path or a body), else 400 `Invalid <what>`. */
export function pathId(value: unknown, what: string): number {
  const id = typeof value === 'number' ? value : typeof value === 'string' && ID.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new DomainError(DomainErrorCode.INVALID_INPUT, `Invalid ${what}`);
  return id;
}

/**
 * The user a legacy body names (`userId`), who must be the token's user or the caller must be an admin
 * (401/403 otherwise). Absent: the token's user.
 */
export function bodyOwnerId(req: Request): number {
  const raw = (req.body as Record<string, unknown> | undefined)?.userId;
  const ownerId = raw === undefined || raw === null ? req.ctx.user!.id : pathId(raw, 'userId');
  assertOwnerOrAdmin(req.ctx, ownerId);
  return ownerId;
}

/**
 * The legacy selection of a body: p_id, pc_id, and pcolor_id / ps_id as 1-based positions
 * (docs/decisions.md#legacy-cart-ids).
 */
export const legacySelection = (body: Record<string, unknown>) => ({
  productId: num(body.p_id),
  productCaratId: num(body.pc_id),
  colorPosition: num(body.pcolor_id),
  sizePosition: num(body.ps_id),
});
