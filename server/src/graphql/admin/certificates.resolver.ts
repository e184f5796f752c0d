import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { CertificationTarget } from '../../domain/certificates/certificates.service';
import { Role } from '../../entities/user.entity';
import type { Services } from '../../services';
import { CertificateInput, CertificationResult, CertificationType, HallmarkInput } from '../common/certificate.types';
import { orError } from '../common/error-results';
import { readUpload } from '../common/upload';
import type { GraphQLContext } from '../context';

const PRODUCT_ARG = { description: 'The product.' } as const;
const VARIANT_ARG = {
  nullable: true,
  description: "One of the product's variants, where it differs from the product; absent for the product itself.",
} as const;

const target = (productId: number, variantId: number | null | undefined): CertificationTarget => ({ productId, variantId });

/**
 * Diamond certificates and BIS hallmarks (docs/decisions.md#certificates): set and clear, on a product or one of its variants.
 * Admin only; an unknown product is NOT_FOUND, bad input an InputValidationError naming its field.
 */
@Resolver()
export class CertificatesAdminResolver {
  constructor(private readonly services: Services) {}

  @Authorized(Role.ADMIN)
  @Mutation(() => CertificationResult, {
    description: 'Admin only. Sets the diamond certificate (lab, report number, optional file) of a product or a variant.',
  })
  async setProductCertificate(
    @Arg('productId', () => Int, PRODUCT_ARG) productId: number,
    @Arg('variantId', () => Int, VARIANT_ARG) variantId: number | null | undefined,
    @Arg('input', () => CertificateInput, { description: 'The certificate.' }) input: CertificateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CertificationResult> {
    const file = input.file ? await readUpload(input.file, 'file') : null;
    const result = await this.services.certificates.setCertificate(ctx, target(productId, variantId), {
      lab: input.lab,
      reportNumber: input.reportNumber,
      file,
      removeFile: input.removeFile,
    });
    return orError(result, CertificationType.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CertificationType, { description: 'Admin only. Removes the certificate (and its file) of a product or a variant.' })
  async clearProductCertificate(
    @Arg('productId', () => Int, PRODUCT_ARG) productId: number,
    @Arg('variantId', () => Int, VARIANT_ARG) variantId: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CertificationType> {
    return CertificationType.from(await this.services.certificates.clearCertificate(ctx, target(productId, variantId)));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CertificationResult, { description: 'Admin only. Sets the BIS hallmark (purity, HUID) of a product or a variant.' })
  async setProductHallmark(
    @Arg('productId', () => Int, PRODUCT_ARG) productId: number,
    @Arg('variantId', () => Int, VARIANT_ARG) variantId: number | null | undefined,
    @Arg('input', () => HallmarkInput, { description: 'The hallmark.' }) input: HallmarkInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof CertificationResult> {
    const result = await this.services.certificates.setHallmark(ctx, target(productId, variantId), { ...input });
    return orError(result, CertificationType.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CertificationType, { description: 'Admin only. Removes the hallmark of a product or a variant.' })
  async clearProductHallmark(
    @Arg('productId', () => Int, PRODUCT_ARG) productId: number,
    @Arg('variantId', () => Int, VARIANT_ARG) variantId: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CertificationType> {
    return CertificationType.from(await this.services.certificates.clearHallmark(ctx, target(productId, variantId)));
  }
}
