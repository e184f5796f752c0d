import type { RequestHandler, Response } from 'express';
import { type FileStorage, SERVED_PATH, STORED_FILE_CACHE_CONTROL, contentDispositionOf } from '../storage/file-storage';
import { PRIVATE_LINK_SECONDS, type PrivatePictures, isPrivateFolder } from '../storage/private-pictures';
import { sendPrivateFile, serveStoredFiles } from './stored-files';

/** The Content-Security-Policy of a served upload: a picture needs nothing, and never runs as a page. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A private picture's link below /api/uploads: /<folder>/<expires>.<signature>/<name> (storage/private-pictures.ts). */
const PRIVATE_LINK = /^\/([a-z0-9-]{1,40})\/([^/]{1,80})\/([^/]{1,200})$/;

/**
 * Serves stored uploads (mounted at /api/uploads) from the storage, the local disk or an S3-compatible
 * bucket. Every answer says nosniff and carries a CSP that sandboxes the file, so even a file that got
 * past the image check could not run script on the shop's origin; a missing file, a directory or a bad
 * path is a JSON 404 that names no path (docs/decisions.md#uploads). With ASSETS_BASE_URL (a public bucket
 * or CDN), a stored file's path answers a permanent, cacheable redirect there instead
 * (docs/decisions.md#object-storage). A private picture (a custom design's) is served only through a link
 * that works for an hour or two, `Cache-Control: private`, by the app itself: never at its stored path,
 * never from ASSETS_BASE_URL (docs/decisions.md#private-pictures).
 */
export function serveUploads(storage: FileStorage, pictures: PrivatePictures, assetsBaseUrl: string | null = null): RequestHandler[] {
  return [
    (req, res, next) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
      if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
      const link = PRIVATE_LINK.exec(req.path);
      if (link) {
        const opened = pictures.open(link[1], link[2], link[3]);
        if (!opened) return notFound(res);
        // The browser may keep it while the link works, no shared cache ever.
        res.setHeader('Cache-Control', `private, max-age=${Math.min(opened.secondsLeft, PRIVATE_LINK_SECONDS)}`);
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
        sendPrivateFile(storage.files, req, res, opened.storedPath).then(
          (found) => {
            if (!found) notFound(res);
          },
          (error: unknown) => (res.headersSent ? res.destroy() : next(error)),
        );
        return;
      }
      // Only a read of a plain stored name of a public folder goes on to the storage (no other folder depth or dot-file).
      if (!SERVED_PATH.test(req.path) || isPrivateFolder(req.path.split('/')[1])) return notFound(res);
      // A certificate PDF downloads; it never opens as a document of the shop's origin.
      const disposition = contentDispositionOf(req.path);
      if (disposition) res.setHeader('Content-Disposition', disposition);
      next();
    },
    assetsBaseUrl ? redirectTo(assetsBaseUrl) : serveStoredFiles(storage.files),
    (_req, res) => notFound(res),
  ];
}

function notFound(res: Response): void {
  res.removeHeader('Cache-Control');
  res.status(404).json({ details: 'Not found' });
}

function redirectTo(assetsBaseUrl: string): RequestHandler {
  return (req, res) => {
    // Stored names never change their bytes, so the browser may keep the redirect as long as the file.
    res.setHeader('Cache-Control', STORED_FILE_CACHE_CONTROL);
    res.redirect(301, `${assetsBaseUrl}/uploads${req.path}`);
  };
}
