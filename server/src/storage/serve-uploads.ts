import express, { type RequestHandler } from 'express';

/** The Content-Security-Policy of a served upload: a picture needs nothing, and never runs as a page. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves stored uploads (mounted at /api/uploads). Every answer says nosniff and carries a CSP that
 * sandboxes the file, so even a file that got past the image check could not run script on the shop's
 * origin; a missing file, a directory or a bad path is a JSON 404 that names no path
 * (docs/decisions.md#uploads).
 */
export function serveUploads(uploadDir: string): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
      next();
    },
    // fallthrough: a file that is not there goes on to the 404 below instead of an error naming its path.
    express.static(uploadDir, { fallthrough: true, index: false, redirect: false, dotfiles: 'deny', immutable: true, maxAge: '30d' }),
    (_req, res) => {
      res.status(404).json({ details: 'Not found' });
    },
  ];
}
