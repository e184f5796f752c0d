import { IMAGE_UPLOAD, SOCIAL_POST_UPLOAD } from '../client/src/shared/admin/image-upload';
import { MAX_AMOUNT as FORM_MAX_AMOUNT } from '../client/src/admin/products/amount-limit';
import { MAX_AMOUNT } from '../server/src/domain/products-admin/product-admin.validation';
import { TEXT_LIMITS as FORM_TEXT_LIMITS } from '../client/src/shared/admin/text-limits';
import { TEXT_LIMITS } from '../server/src/domain/common/text-limits';
import { IMAGE_FORMATS, MAX_IMAGE_BYTES, SOCIAL_IMAGE_FORMATS } from '../server/src/domain/uploads/images';

// The back-office checks uploads and amounts before sending (issue 16, items 7 and 8) with the server's
// own limits, mirrored in the client: this fails when one side changes without the other.
describe('the back-office checks with the server’s limits', () => {
  const mime = (format: string) => `image/${format}`;

  it('the picture fields: the same largest size and the same formats as the server', () => {
    expect(IMAGE_UPLOAD.maxBytes).toBe(MAX_IMAGE_BYTES);
    expect(SOCIAL_POST_UPLOAD.maxBytes).toBe(MAX_IMAGE_BYTES);
    expect([...IMAGE_UPLOAD.types].sort()).toEqual(IMAGE_FORMATS.map(mime).sort());
    expect([...SOCIAL_POST_UPLOAD.types].sort()).toEqual(SOCIAL_IMAGE_FORMATS.map(mime).sort());
  });

  it('the product form’s amounts: the same cap as the server', () => {
    expect(FORM_MAX_AMOUNT).toBe(MAX_AMOUNT);
  });

  it('the text fields: the same longest texts as the server (issue 30, item 8)', () => {
    expect(FORM_TEXT_LIMITS).toEqual(TEXT_LIMITS);
  });
});
