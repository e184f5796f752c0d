import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { DomainError, DomainErrorCode } from '../../domain/common/domain-error';
import { MAX_IMAGE_BYTES } from '../../domain/uploads/images';

/** The multipart `Upload` scalar (graphql-upload); clients send `apollo-require-preflight: true`. */
export { GraphQLUpload };
export type { FileUpload };

/** Reads an uploaded file into memory, refusing it past MAX_IMAGE_BYTES; the services check the bytes. */
export async function readUpload(upload: Promise<FileUpload> | FileUpload, field = 'image'): Promise<Buffer> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES)
        throw new DomainError(DomainErrorCode.INVALID_INPUT, `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, field);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // graphql-upload ends the stream with an error past its own maxFileSize.
    throw new DomainError(DomainErrorCode.INVALID_INPUT, `The image could not be read: ${(error as Error).message}`, field);
  }
  return Buffer.concat(chunks);
}
