import { pipeline } from 'node:stream/promises';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { STORED, STORED_FILE_CACHE_CONTROL, STORED_FILE_MAX_AGE_SECONDS, type StoredFiles, contentTypeOf } from '../storage/file-storage';

/**
 * The HTTP side of the storage port (storage/file-storage.ts): answers GET/HEAD of a stored file under
 * /api/uploads (req.path is `/<folder>/<name>`, checked against SERVED_PATH by serveUploads), with its type,
 * length, ETag, Last-Modified and a long immutable cache life; a file that is not there goes to next().
 */
export function serveStoredFiles(files: StoredFiles): RequestHandler {
  if (files.kind === 'directory') {
    // fallthrough: a file that is not there goes on to the 404 after it instead of an error naming its path.
    return express.static(files.publicDir, {
      fallthrough: true,
      index: false,
      redirect: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: STORED_FILE_MAX_AGE_SECONDS * 1000,
    });
  }
  return (req, res, next) => {
    streamObject(files, req, res, `uploads${req.path}`).then(
      (found) => {
        if (!found) next();
      },
      (error: unknown) => {
        if (!res.headersSent) next(error);
        else res.destroy(error instanceof Error ? error : undefined);
      },
    );
  };
}

/**
 * Sends one private picture (storage/private-pictures.ts; a link was checked) with its type, length and
 * validators; `Cache-Control` is the caller's. False when it is not there (nothing sent).
 */
export function sendPrivateFile(files: StoredFiles, req: Request, res: Response, storedPath: string): Promise<boolean> {
  if (!STORED.test(storedPath)) return Promise.resolve(false);
  if (files.kind === 'objects') {
    // The caller's Cache-Control (private) stays on the answer and its 304.
    return streamObject(files, req, res, storedPath, String(res.getHeader('Cache-Control') ?? 'private, no-cache'));
  }
  return new Promise((resolve, reject) => {
    res.type(contentTypeOf(storedPath));
    // The caller's Cache-Control stays; conditional requests (ETag, Last-Modified) as express.static answers them.
    res.sendFile(files.fileOf(storedPath), { cacheControl: false, dotfiles: 'deny' }, (error?: NodeJS.ErrnoException) => {
      if (!error) return resolve(true);
      if (!res.headersSent && (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR')) return resolve(false);
      return res.headersSent ? resolve(true) : reject(error);
    });
  });
}

/** Streams one object of a bucket to the response; false: no such object. */
async function streamObject(
  files: Extract<StoredFiles, { kind: 'objects' }>,
  req: Request,
  res: Response,
  storedPath: string,
  cacheControl = STORED_FILE_CACHE_CONTROL,
): Promise<boolean> {
  const object = await files.read(storedPath, {
    head: req.method === 'HEAD',
    ifNoneMatch: req.get('if-none-match') || undefined,
    ifModifiedSince: req.get('if-modified-since') && !req.get('if-none-match') ? validDate(req.get('if-modified-since')) : undefined,
    range: req.get('range') || undefined,
  });
  switch (object.kind) {
    case 'missing':
      return false;
    case 'not-modified': {
      res.setHeader('Cache-Control', cacheControl);
      const asked = req.get('if-none-match');
      if (asked && !asked.includes(',')) res.setHeader('ETag', asked);
      res.status(304).end();
      return true;
    }
    case 'range-not-satisfiable':
      res.status(416).json({ details: 'Range not satisfiable' });
      return true;
    case 'found':
      break;
  }
  res.status(object.contentRange ? 206 : 200);
  res.setHeader('Content-Type', contentTypeOf(storedPath));
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Accept-Ranges', 'bytes');
  if (object.contentLength !== undefined) res.setHeader('Content-Length', String(object.contentLength));
  if (object.contentRange) res.setHeader('Content-Range', object.contentRange);
  if (object.etag) res.setHeader('ETag', object.etag);
  if (object.lastModified) res.setHeader('Last-Modified', object.lastModified.toUTCString());
  if (!object.body) {
    res.end();
    return true;
  }
  // A shopper who goes away mid-picture ends the download from S3 too (pipeline destroys the body).
  await pipeline(object.body, res);
  return true;
}

function validDate(value: string | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
