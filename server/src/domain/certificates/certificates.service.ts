import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { certificationsLoader } from '../../database/product-certificates';
import { inTransaction } from '../../database/transactions';
import { Carat } from '../../entities/carat.entity';
import { Product } from '../../entities/product.entity';
import { ProductCertificate } from '../../entities/product-certificate.entity';
import { ProductVariant } from '../../entities/product-variant.entity';
import type { FileStorage } from '../../storage/file-storage';
import { DomainError, DomainErrorCode, notFound } from '../common/domain-error';
import { InputValidationError } from '../common/error-results';
import { requireAdmin } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { invalidField, validateInput } from '../common/validation';
import { purityLabel } from '../pricing/carat-price';
import { removeStoredFiles, withStoredFiles } from '../uploads/images';
import { CERTIFICATE_FOLDER, type CheckedCertificateFile, checkCertificateFile } from './certificate-files';
import { type CertificationView, type ProductCertificationsView, certificationView } from './certificate-views';
import { certificateSchema, hallmarkSchema } from './certificates.validation';

/** Whose certificate: a product's, or one of its variants' (an override where the variant differs). */
export interface CertificationTarget {
  productId: number;
  variantId?: number | null;
}

export interface CertificateInput {
  lab?: unknown;
  reportNumber?: unknown;
  /** The uploaded report (PDF or picture); absent keeps the stored one. */
  file?: Buffer | null;
  /** Drops the stored file without uploading another. */
  removeFile?: boolean | null;
}

export interface HallmarkInput {
  /** Purity in karats, e.g. 18: one the shop sells for the product's metal. */
  purity?: unknown;
  huid?: unknown;
}

/** The checked file, or its refusal as a form error on `file` (the image check throws it). */
async function checkedFile(data: Buffer): Promise<CheckedCertificateFile | InputValidationError> {
  try {
    return await checkCertificateFile(data, 'file');
  } catch (error) {
    if (error instanceof DomainError && error.code === DomainErrorCode.INVALID_INPUT) return invalidField('file', error.message);
    throw error;
  }
}

type Part = Pick<ProductCertificate, 'lab' | 'reportNumber' | 'fileUrl' | 'hallmarkPurity' | 'huid'>;
const NO_CERTIFICATE = { lab: null, reportNumber: null, fileUrl: null } as const;
const NO_HALLMARK = { hallmarkPurity: null, huid: null } as const;

/**
 * Diamond certificates and BIS hallmarks of products and variants (docs/decisions.md#certificates).
 * Admin only. Each write is one transaction on the target's row; a file is stored before it and removed
 * again when it fails, and a replaced file is removed after it commits.
 */
export class CertificatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  /** The public certificate and hallmark of one product and its variants' overrides (the REST product detail). */
  forProduct(_ctx: RequestContext, productId: number): Promise<ProductCertificationsView> {
    return certificationsLoader(this.dataSource).load(productId);
  }

  /** Sets the certificate (lab, report number, and the file when one is sent). */
  async setCertificate(
    ctx: RequestContext,
    target: CertificationTarget,
    input: CertificateInput,
  ): Promise<CertificationView | InputValidationError> {
    requireAdmin(ctx);
    const data = validateInput(certificateSchema, { lab: input.lab, reportNumber: input.reportNumber });
    if (data instanceof InputValidationError) return data;
    const refused = await this.checkTarget(target);
    if (refused) return refused;
    const file = input.file ? await checkedFile(input.file) : null;
    if (file instanceof InputValidationError) return file;
    const write = (fileUrl: string | null | undefined) =>
      this.writeRow(target, (row) => ({
        ...row,
        lab: data.lab,
        reportNumber: data.reportNumber,
        fileUrl: fileUrl !== undefined ? fileUrl : input.removeFile ? null : row.fileUrl,
      }));
    return this.withFile(file, write);
  }

  /** Removes the certificate (and its file) of the target; its hallmark stays. */
  async clearCertificate(ctx: RequestContext, target: CertificationTarget): Promise<CertificationView> {
    requireAdmin(ctx);
    await this.requireTarget(target);
    const { view, removed } = await this.writeRow(target, (row) => ({ ...row, ...NO_CERTIFICATE }));
    await removeStoredFiles(this.storage, removed);
    return view;
  }

  /** Sets the BIS hallmark: a purity of the product's metal and the HUID (upper-cased). */
  async setHallmark(
    ctx: RequestContext,
    target: CertificationTarget,
    input: HallmarkInput,
  ): Promise<CertificationView | InputValidationError> {
    requireAdmin(ctx);
    const data = validateInput(hallmarkSchema, { purity: input.purity, huid: input.huid });
    if (data instanceof InputValidationError) return data;
    const refused = await this.checkTarget(target);
    if (refused) return refused;
    const sold = await this.puritiesOf(target.productId);
    if (!sold.includes(data.purity)) {
      const labels = sold.map(purityLabel).join(', ');
      return invalidField(
        'purity',
        sold.length
          ? `The hallmark purity must be one the shop sells for this metal: ${labels}`
          : "The product's metal has no purities configured",
      );
    }
    return (await this.writeRow(target, (row) => ({ ...row, hallmarkPurity: data.purity, huid: data.huid }))).view;
  }

  /** Removes the hallmark of the target; its certificate stays. */
  async clearHallmark(ctx: RequestContext, target: CertificationTarget): Promise<CertificationView> {
    requireAdmin(ctx);
    await this.requireTarget(target);
    return (await this.writeRow(target, (row) => ({ ...row, ...NO_HALLMARK }))).view;
  }

  /** Stores the file (when there is one) around the write; removes what the write replaced once it committed. */
  private async withFile(
    file: CheckedCertificateFile | null,
    write: (fileUrl: string | null | undefined) => Promise<{ view: CertificationView; removed: (string | null)[] }>,
  ): Promise<CertificationView> {
    const { view, removed } = file
      ? await withStoredFiles(this.storage, CERTIFICATE_FOLDER, [file], ([path]) => write(path))
      : await write(undefined);
    await removeStoredFiles(this.storage, removed);
    return view;
  }

  /**
   * Reads the target's row in a transaction, saves `change(row)` (a row left with neither part is deleted)
   * and answers the new state, with the file the change let go.
   */
  private async writeRow(
    target: CertificationTarget,
    change: (row: Part) => Part,
  ): Promise<{ view: CertificationView; removed: (string | null)[] }> {
    try {
      return await this.writeRowOnce(target, change);
    } catch (error) {
      // Two first writes of one target at once: the unique key let one insert in; the other reads it now.
      if (!isUniqueViolation(error)) throw error;
      return this.writeRowOnce(target, change);
    }
  }

  private writeRowOnce(
    target: CertificationTarget,
    change: (row: Part) => Part,
  ): Promise<{ view: CertificationView; removed: (string | null)[] }> {
    return inTransaction(this.dataSource, async (m) => {
      const variantId = target.variantId ?? null;
      const repository = m.getRepository(ProductCertificate);
      const current = await repository.findOne({ where: { productId: target.productId, variantKey: variantId ?? 0 } });
      const before: Part = current ?? { ...NO_CERTIFICATE, ...NO_HALLMARK };
      const after = change(before);
      const removed = before.fileUrl && before.fileUrl !== after.fileUrl ? [before.fileUrl] : [];
      const empty = !after.lab && after.hallmarkPurity == null;
      if (empty) {
        if (current) await repository.delete({ id: current.id });
      } else {
        // The two parts' columns only (save() would read the row again before updating it).
        const { lab, reportNumber, fileUrl, hallmarkPurity, huid } = after;
        const parts = { lab, reportNumber, fileUrl, hallmarkPurity, huid };
        if (current) await repository.update({ id: current.id }, parts);
        else await repository.insert({ ...parts, productId: target.productId, variantId, variantKey: variantId ?? 0 });
      }
      return { view: certificationView({ productId: target.productId, variantId, ...after }), removed };
    });
  }

  /** NOT_FOUND for an unknown product; an InputValidationError on variantId for a variant of another product. */
  private async checkTarget(target: CertificationTarget, m: EntityManager = this.dataSource.manager): Promise<InputValidationError | null> {
    if (!(await m.existsBy(Product, { id: target.productId }))) throw notFound('Product not found');
    if (target.variantId == null) return null;
    const variant = await m.findOne(ProductVariant, { where: { id: target.variantId }, select: { id: true, productId: true } });
    return variant && variant.productId === target.productId ? null : invalidField('variantId', 'The variant is not one of this product’s');
  }

  private async requireTarget(target: CertificationTarget): Promise<void> {
    const refused = await this.checkTarget(target);
    if (refused) throw notFound(refused.message);
  }

  /** The purities (karats) configured for the product's metal type, lowest first. */
  private async puritiesOf(productId: number): Promise<number[]> {
    const rows = await this.dataSource
      .getRepository(Carat)
      .createQueryBuilder('c')
      .innerJoin(Product, 'p', 'p.metalTypeId = c.metalTypeId')
      .where('p.id = :productId', { productId })
      .orderBy('c.value', 'ASC')
      .select('c.value', 'value')
      .getRawMany<{ value: number | string }>();
    return rows.map((row) => Number(row.value));
  }
}
