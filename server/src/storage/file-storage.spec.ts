import { STORED, planSave } from './file-storage';

const bytes = (text: string) => Buffer.from(text);

describe('planSave (how both storages name a file and its variants)', () => {
  it('names a new file in its folder, marked with its largest variant, and each variant beside it', () => {
    const plan = planSave('products', 'jpg', [
      { width: 320, data: bytes('a') },
      { width: 480, data: bytes('b') },
    ]);
    expect(plan.stored).toMatch(/^uploads\/products\/[a-f0-9]{32}-v480\.jpg$/);
    expect(plan.stored).toMatch(STORED);
    const stem = plan.stored.slice(0, -'.jpg'.length);
    expect(plan.variants).toEqual([
      { path: `${stem}-320.webp`, data: bytes('a') },
      { path: `${stem}-480.webp`, data: bytes('b') },
    ]);
  });

  it('names a file without variants plainly, and never twice the same', () => {
    const first = planSave('certificates', 'pdf', []);
    expect(first).toEqual({ stored: expect.stringMatching(/^uploads\/certificates\/[a-f0-9]{32}\.pdf$/), variants: [] });
    expect(planSave('certificates', 'pdf', []).stored).not.toBe(first.stored);
  });

  it.each([
    ['a folder that could leave the uploads', '../etc', 'jpg'],
    ['an extension with a dot', 'products', 'tar.gz'],
    ['an upper-case folder', 'Products', 'jpg'],
  ])('refuses %s', (_, folder, extension) => {
    expect(() => planSave(folder, extension, [])).toThrow(`bad storage folder or extension: ${folder} ${extension}`);
  });

  it('refuses variants that skip a standard width, or are not one', () => {
    expect(() => planSave('products', 'jpg', [{ width: 480, data: bytes('b') }])).toThrow('variants must be every standard width');
    expect(() =>
      planSave('products', 'jpg', [
        { width: 320, data: bytes('a') },
        { width: 400, data: bytes('b') },
      ]),
    ).toThrow();
  });
});
