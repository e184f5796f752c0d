import type { RequestHandler, Response } from 'express';
import { type FileStorage, SERVED_PATH, STORED_FILE_CACHE_CONTROL, contentDispositionOf } from './file-storage';

/** The Content-Security-Policy of a served upload: a picture needs nothing, and never runs as a page. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves stored uploads (mounted at /api/uploads) from the storage, the local disk or an S3-compatible
 * bucket. Every answer says nosniff and carries a CSP that sandboxes the file, so even a file that got
 * past the image check could not run script on the shop's origin; a missing file, a directory or a bad
 * path is a JSON 404 that names no path (docs/decisions.md#uploads). With ASSETS_BASE_URL (a public bucket
 * or CDN), a stored file's path answers a permanent, cacheable redirect there instead
 * (docs/decisions.md#object-storage).
 */
export function serveUploads(storage: FileStorage, assetsBaseUrl: string | null = null): RequestHandler[] {
  return [
    (req, res, next) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
      // Only a read of a plain stored name goes on to the storage (no other method, folder depth or dot-file).
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !SERVED_PATH.test(req.path)) return notFound(res);
      // A certificate PDF downloads; it never opens as a document of the shop's origin.
      const disposition = contentDispositionOf(req.path);
      if (disposition) res.setHeader('Content-Disposition', disposition);
      next();
    },
    assetsBaseUrl ? redirectTo(assetsBaseUrl) : storage.serveFiles(),
    (_req, res) => notFound(res),
  ];
}

function notFound(res: Response): void {
  res.status(404).json({ details: 'Not found' });
}

function redirectTo(assetsBaseUrl: string): RequestHandler {
  return (req, res) => {
    // Stored names never change their bytes, so the browser may keep the redirect as long as the file.
    res.setHeader('Cache-Control', STORED_FILE_CACHE_CONTROL);
    res.redirect(301, `${assetsBaseUrl}/uploads${req.path}`);
  };
}
