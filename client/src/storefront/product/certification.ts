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

/** "IGI certified · Report LG123456789"; "Certified by another lab · Report …" for OTHER. */
export const certificateText = (certificate: Pick<CertificateLineFragment, 'lab' | 'reportNumber'>) =>
  `${certificate.lab === 'OTHER' ? 'Lab certified' : `${certificate.lab} certified`} · Report ${certificate.reportNumber}`;

/** "BIS hallmarked 18K · HUID AB12C3". */
export const hallmarkText = (hallmark: HallmarkLineFragment) => `BIS hallmarked ${hallmark.purity} · HUID ${hallmark.huid}`;
