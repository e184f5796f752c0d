import { GraphQLScalarType } from 'graphql';
import BaseUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { DomainError, DomainErrorCode } from '../../domain/common/domain-error';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../../domain/uploads/images';

/**
 * The multipart `Upload` scalar (graphql-upload); clients send `apollo-require-preflight: true`. A file the
 * request's map names but its body lacks is a client error (BAD_USER_INPUT), not an unexpected one:
 * type-graphql awaits an argument's promise before the resolver runs, so the refusal is made here.
 */
export const GraphQLUpload = new GraphQLScalarType({
  ...BaseUpload.toConfig(),
  parseValue(value: unknown) {
    const parsed = BaseUpload.parseValue(value);
    const checked = Promise.resolve(parsed).catch((error: unknown) => {
      throw new DomainError(DomainErrorCode.INVALID_INPUT, `The upload could not be read: ${(error as Error).message}`);
    });
    // Like graphql-upload's own promise: nobody may await it (a refused request), which must not crash the process.
    checked.catch(() => undefined);
    return checked;
  },
});
export type { FileUpload };

/** Reads an uploaded file into memory, refusing it past MAX_IMAGE_BYTES; the services check the bytes. */
export async function readUpload(upload: Promise<FileUpload> | FileUpload, field = 'image'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // A file the multipart map names but the body lacks rejects here ("File missing in the request").
    const file = await upload;
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) throw new DomainError(DomainErrorCode.INVALID_INPUT, IMAGE_TOO_LARGE, field);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // graphql-upload (maxFileSize = MAX_IMAGE_BYTES in app.ts) ends the stream with an http-errors 413,
    // "File truncated as it exceeds the 5242880 byte size limit.": the same refusal in plain words.
    if ((error as { status?: unknown }).status === 413) throw new DomainError(DomainErrorCode.INVALID_INPUT, IMAGE_TOO_LARGE, field);
    throw new DomainError(DomainErrorCode.INVALID_INPUT, `The image could not be read: ${(error as Error).message}`, field);
  }
  return Buffer.concat(chunks);
}
