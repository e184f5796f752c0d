import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Folders whose pictures belong to one shopper (a custom design's reference picture): kept apart from the
 * public uploads (storage/file-storage.ts: another directory, another bucket prefix), never served at their
 * stored path, never sent to ASSETS_BASE_URL, and read only through a link from privatePictureLink().
 */
export const PRIVATE_FOLDERS: ReadonlySet<string> = new Set(['custom-designs']);

/** A link works for one to two hours: it changes once an hour, so a browser's copy is reused meanwhile. */
export const PRIVATE_LINK_SECONDS = 3600;

const STORED_PRIVATE = /^uploads\/([a-z0-9-]{1,40})\/([a-f0-9]{32})((?:-v\d{3,4})?\.[a-z0-9]{1,5})$/;
/** The picture itself or one of its variants (storage/picture-variants.ts). */
const PICTURE_NAME = /^([a-f0-9]{32})(?:-v\d{3,4}(?:-\d{3,4})?)?\.[a-z0-9]{1,5}$/;
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export const isPrivateFolder = (folder: string): boolean => PRIVATE_FOLDERS.has(folder);

/** A private picture that a link opens: its stored path and how long the link still works. */
export interface OpenedPicture {
  storedPath: string;
  secondsLeft: number;
}

/**
 * Links to private pictures, signed with a key derived from the server's secret (every app server behind the
 * balancer opens every other's links). The GraphQL and REST answers that may show a picture (the owner's
 * orders, the back-office's) carry the link; an <img> needs no header, and nobody else gets the link.
 */
export class PrivatePictures {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', secret).update('private picture links').digest();
  }

  private signature(folder: string, id: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${folder}/${id}/${expires}`).digest();
  }

  /**
   * What an answer shows for a stored path: a private picture's link, relative to the API base
   * (`uploads/custom-designs/<expires>.<signature>/<name>`, its variants named as usual beside it); any other
   * path as it is.
   */
  link(storedPath: string | null): string | null {
    const found = storedPath ? STORED_PRIVATE.exec(storedPath) : null;
    if (!found || !isPrivateFolder(found[1])) return storedPath;
    const [, folder, id, rest] = found;
    const expires = (Math.floor(this.now() / 1000 / PRIVATE_LINK_SECONDS) + 2) * PRIVATE_LINK_SECONDS;
    return `uploads/${folder}/${expires}.${this.signature(folder, id, expires).toString('base64url')}/${id}${rest}`;
  }

  /** The picture a link's parts name, while the link works and its signature holds; else null. */
  open(folder: string, token: string, name: string): OpenedPicture | null {
    const signed = TOKEN.exec(token);
    const picture = PICTURE_NAME.exec(name);
    if (!isPrivateFolder(folder) || !signed || !picture) return null;
    const expires = Number(signed[1]);
    const secondsLeft = expires - Math.floor(this.now() / 1000);
    if (secondsLeft <= 0) return null;
    const given = Buffer.from(signed[2], 'base64url');
    const expected = this.signature(folder, picture[1], expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { storedPath: `uploads/${folder}/${name}`, secondsLeft };
  }
}
