import { describe, expect, it } from '@jest/globals';
import { certificateText, chosenCertification, hallmarkText } from './certification';

const igi = { lab: 'IGI', labName: 'IGI', reportNumber: 'LG123456789', fileUrl: 'uploads/certificates/a.pdf' } as const;
const hallmark18 = { purity: '18K', huid: 'AB12C3' };
const hallmark22 = { purity: '22K', huid: 'ZX98Y7' };
const product = {
  certificate: igi,
  hallmark: hallmark18,
  variantCertifications: [{ sizeId: 7, productColorId: 1, productCaratId: 12, certificate: igi, hallmark: hallmark22 }],
};

describe('chosenCertification', () => {
  it("is the product's for a choice without an override", () => {
    expect(chosenCertification(product, { productColorId: 1, productCaratId: 11, sizeId: 7 })).toEqual({
      certificate: igi,
      hallmark: hallmark18,
    });
  });

  it("is the variant's for the colour, purity and size it names", () => {
    expect(chosenCertification(product, { productColorId: 1, productCaratId: 12, sizeId: 7 }).hallmark).toEqual(hallmark22);
    expect(chosenCertification(product, { productColorId: 1, productCaratId: 12, sizeId: 8 }).hallmark).toEqual(hallmark18);
  });

  it('matches on colour and purity alone for a product without sizes', () => {
    expect(chosenCertification(product, { productColorId: 1, productCaratId: 12, sizeId: null }).hallmark).toEqual(hallmark22);
  });

  it('is nothing for a product without either', () => {
    expect(chosenCertification({ variantCertifications: [] }, { productColorId: null, productCaratId: null, sizeId: null })).toEqual({
      certificate: null,
      hallmark: null,
    });
  });
});

describe('the lines', () => {
  it('say the lab and report, and the purity and HUID', () => {
    // What the design guarantees (issue 29): never the design's report number or HUID, which identify one piece.
    expect(certificateText(igi)).toBe('IGI certified diamonds');
    expect(certificateText({ lab: 'OTHER', reportNumber: 'X12345' } as never)).toBe('Lab certified diamonds');
    expect(hallmarkText(hallmark18)).toBe('BIS hallmarked 18K');
    // The hallmark follows the purity chosen.
    expect(hallmarkText(hallmark18, '22K')).toBe('BIS hallmarked 22K');
  });
});
