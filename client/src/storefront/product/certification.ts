import type { CertificateLineFragment, HallmarkLineFragment } from './product.generated';

/** What the product page needs to pick the certificate and hallmark of the shopper's choice. */
export interface Certifications {
  certificate?: CertificateLineFragment | null;
  hallmark?: HallmarkLineFragment | null;
  variantCertifications: readonly {
    sizeId: number;
    productColorId: number;
    productCaratId: number;
    certificate?: CertificateLineFragment | null;
    hallmark?: HallmarkLineFragment | null;
  }[];
}

/** The shopper's choice on the product page (null where the product has no such option). */
export interface Chosen {
  productColorId: number | null;
  productCaratId: number | null;
  /** The Size (not the product size) of the chosen size option. */
  sizeId: number | null;
}

/**
 * The certificate and hallmark of the chosen variant: its own where the back-office gave it one (the API
 * already falls back to the product's for a part it lacks), else the product's. A product without sizes
 * matches a variant on colour and purity alone.
 */
export function chosenCertification(product: Certifications, chosen: Chosen) {
  const variant = product.variantCertifications.find(
    (v) =>
      v.productColorId === chosen.productColorId &&
      v.productCaratId === chosen.productCaratId &&
      (chosen.sizeId === null || v.sizeId === chosen.sizeId),
  );
  return {
    certificate: (variant ? variant.certificate : product.certificate) ?? null,
    hallmark: (variant ? variant.hallmark : product.hallmark) ?? null,
  };
}

/**
 * What the design guarantees: "IGI certified diamonds"; "Lab certified diamonds" for OTHER. The report
 * number identifies one stone: each piece's own is on its invoice once shipped, not here.
 */
export const certificateText = (certificate: Pick<CertificateLineFragment, 'lab'>) =>
  `${certificate.lab === 'OTHER' ? 'Lab' : certificate.lab} certified diamonds`;

/** "BIS hallmarked 22K" in the purity CHOSEN (a design sold in 18K and 22K is hallmarked in the one bought). */
export const hallmarkText = (hallmark: Pick<HallmarkLineFragment, 'purity'>, chosenPurity?: string | null) =>
  `BIS hallmarked ${chosenPurity ?? hallmark.purity}`;

/** What every piece carries besides what the design guarantees. */
export const PER_PIECE_TEXT = 'Each piece carries its own HUID and certificate report number, printed on your invoice when it ships.';
