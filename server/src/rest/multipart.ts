import type { RequestHandler } from 'express';
import multer from 'multer';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../domain/uploads/images';
import { sendError } from './errors';

// Files stay in memory (they are at most 5 MB each and are checked by content before anything is
// written); the storage interface gives them their final, server-chosen names.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 24, fields: 200, fieldSize: 1024 * 1024 },
});

/** Parses a multipart body into req.body and req.files (any field names); a too-large file is a 400. */
export const multipartAny: RequestHandler = (req, res, next) => {
  upload.any()(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      const message = error.code === 'LIMIT_FILE_SIZE' ? IMAGE_TOO_LARGE : `Bad upload: ${error.message}`;
      return sendError(res, 400, message);
    }
    next(error);
  });
};

/** The first uploaded file of a field, if any. */
export function fileOf(files: unknown, field: string): Express.Multer.File | undefined {
  return Array.isArray(files) ? (files as Express.Multer.File[]).find((f) => f.fieldname === field) : undefined;
}
