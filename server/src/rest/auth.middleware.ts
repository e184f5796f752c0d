import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AccountsService } from '../domain/accounts/accounts.service';
import type { RequestContext } from '../domain/common/request-context';
import { Role } from '../entities/user.entity';
import { sendError } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** Who is calling: set by `authenticate` on every request. */
    ctx: RequestContext;
  }
}

/** Reads `Authorization: Bearer <token>`; tolerates a bare token, as some legacy clients send. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return (match ? match[1] : header).trim() || null;
}

const verified = new WeakMap<IncomingMessage, Promise<RequestContext>>();

/**
 * The caller of one HTTP request, verified once per request (token, then one read of the account): the
 * response cache's viewer check, the GraphQL context and the REST middleware share the answer.
 */
export function authenticateRequest(accounts: AccountsService, req: IncomingMessage): Promise<RequestContext> {
  let ctx = verified.get(req);
  if (!ctx) {
    ctx = accounts.authenticate(bearerToken(req.headers.authorization));
    verified.set(req, ctx);
  }
  return ctx;
}

/** Verifies the request's token (signature, expiry, active account) and sets `req.ctx`. */
export function authenticate(accounts: AccountsService): RequestHandler {
  return (req, _res, next) => {
    authenticateRequest(accounts, req).then((ctx) => {
      req.ctx = { ...ctx, ip: req.ip ?? null };
      next();
    }, next);
  };
}

/** 401 without a valid token. */
export function requireUser(req: Request, res: Response, next: NextFunction): void {
  if (!req.ctx.user) return sendError(res, 401, req.ctx.authError ?? 'Authentication required');
  next();
}

/** 401 without a valid token, 403 for a token that is not an administrator's. */
export function requireAdmin(req: Request, res: Response, next: NextFunction): void {
  if (!req.ctx.user) return sendError(res, 401, req.ctx.authError ?? 'Authentication required');
  if (req.ctx.user.role !== Role.ADMIN) return sendError(res, 403, 'Administrator access required');
  next();
}
