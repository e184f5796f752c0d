import { CertificateLab, type ProductCertificate } from '../../entities/product-certificate.entity';
import { purityLabel } from '../pricing/carat-price';

/** A diamond certificate as every transport shows it. */
export interface CertificateView {
  lab: CertificateLab;
  reportNumber: string;
  /** The stored report (uploads/certificates/...), relative to the API base; null when none was uploaded. */
  fileUrl: string | null;
}

/** A BIS hallmark as every transport shows it. */
export interface HallmarkView {
  /** Purity label, e.g. "18K". */
  purity: string;
  /** Purity in karats, e.g. 18. */
  karats: number;
  huid: string;
}

/** What one row (the product's, or a variant's override) holds; either part may be absent. */
export interface CertificationView {
  productId: number;
  /** Null for the product row. */
  variantId: number | null;
  certificate: CertificateView | null;
  hallmark: HallmarkView | null;
}

/** A variant's override resolved against the product row: its own part where it has one, else the product's. */
export interface VariantCertificationView {
  variantId: number;
  sizeId: number;
  productColorId: number;
  productCaratId: number;
  certificate: CertificateView | null;
  hallmark: HallmarkView | null;
}

/** The product row and the resolved overrides of its variants, as read for one product. */
export interface ProductCertificationsView {
  /** Every row as set: the product's first, then the variants' own (unresolved) overrides. */
  rows: CertificationView[];
  product: CertificationView | null;
  variants: VariantCertificationView[];
}

/** A product certificate row as its two parts (null where unset). */
export function certificationView(
  row: Pick<ProductCertificate, 'productId' | 'variantId' | 'lab' | 'reportNumber' | 'fileUrl' | 'hallmarkPurity' | 'huid'>,
): CertificationView {
  return {
    productId: row.productId,
    variantId: row.variantId ?? null,
    certificate: row.lab && row.reportNumber ? { lab: row.lab, reportNumber: row.reportNumber, fileUrl: row.fileUrl ?? null } : null,
    hallmark:
      row.hallmarkPurity != null && row.huid
        ? { purity: purityLabel(row.hallmarkPurity), karats: row.hallmarkPurity, huid: row.huid }
        : null,
  };
}

const LAB_NAMES: Record<CertificateLab, string> = {
  [CertificateLab.IGI]: 'IGI',
  [CertificateLab.GIA]: 'GIA',
  [CertificateLab.SGL]: 'SGL',
  [CertificateLab.OTHER]: 'Other lab',
};

/** How a lab is named to shoppers and in the back-office select. */
export const labName = (lab: CertificateLab): string => LAB_NAMES[lab];
