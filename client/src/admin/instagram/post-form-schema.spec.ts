import { describe, expect, it } from '@jest/globals';
import { addPostSchema, editPostSchema } from './post-form-schema';

const png = new File(['x'], 'post.png', { type: 'image/png' });
const gif = new File(['x'], 'post.gif', { type: 'image/gif' });

describe('social post form rules', () => {
  it('requires an image and an http(s) link when adding', () => {
    expect(addPostSchema.safeParse({ link: 'https://instagram.com/p/1', image: png }).success).toBe(true);
    const missing = addPostSchema.safeParse({ link: '', image: null });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['Link is required', 'Image is required']);
    expect(addPostSchema.safeParse({ link: 'instagram.com/p/1', image: png }).error?.issues[0].message).toBe(
      'Link must be a valid URL (https://…)',
    );
    expect(addPostSchema.safeParse({ link: 'javascript:alert(1)', image: png }).success).toBe(false);
  });

  it('takes only JPEG and PNG, and no image at all when editing', () => {
    expect(addPostSchema.safeParse({ link: 'https://a.example', image: gif }).error?.issues[0].message).toBe(
      'Please choose an image file (JPEG or PNG)',
    );
    expect(editPostSchema.safeParse({ link: 'https://a.example', image: null }).success).toBe(true);
    expect(editPostSchema.safeParse({ link: 'https://a.example', image: gif }).success).toBe(false);
  });
});
