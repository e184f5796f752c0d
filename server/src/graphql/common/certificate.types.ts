import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  type CertificateView,
  type CertificationView,
  type HallmarkView,
  type VariantCertificationView,
  labName,
} from '../../domain/certificates/certificate-views';
import { CertificateLab } from '../../entities/product-certificate.entity';
import { InputValidationErrorType } from './error-results';
import { resultUnion } from './shapes';
import { type FileUpload, GraphQLUpload } from './upload';

registerEnumType(CertificateLab, {
  name: 'CertificateLab',
  description: 'The laboratory that graded the diamond.',
  valuesConfig: {
    IGI: { description: 'International Gemological Institute.' },
    GIA: { description: 'Gemological Institute of America.' },
    SGL: { description: 'Solitaire Gemmological Laboratories.' },
    OTHER: { description: 'Another laboratory.' },
  },
});

@ObjectType('Certificate', { description: "A diamond's grading report." })
export class CertificateType {
  @Field(() => CertificateLab, { description: 'The lab.' }) lab: CertificateLab;
  @Field({ description: 'How the lab is named to shoppers, e.g. "IGI" ("Other lab" for OTHER).' }) labName: string;
  @Field({ description: "The lab's report number, upper case, e.g. LG123456789." }) reportNumber: string;
  @Field(() => String, {
    nullable: true,
    description: 'The uploaded report (PDF or picture), a path relative to the API base (uploads/certificates/...); null without one.',
  })
  fileUrl: string | null;

  static from(view: CertificateView | null): CertificateType | null {
    return view && Object.assign(new CertificateType(), { ...view, labName: labName(view.lab) });
  }
}

@ObjectType('Hallmark', { description: 'The BIS hallmark of a gold piece.' })
export class HallmarkType {
  @Field({ description: 'The purity it certifies, e.g. "18K".' }) purity: string;
  @Field(() => Int, { description: 'The same in karats, e.g. 18.' }) karats: number;
  @Field({ description: 'The six-character Hallmark Unique ID, upper case, e.g. AB12C3.' }) huid: string;

  static from(view: HallmarkView | null): HallmarkType | null {
    return view && Object.assign(new HallmarkType(), view);
  }
}

@ObjectType('VariantCertification', {
  description: "A variant whose certificate or hallmark differs from the product's: its own parts, the product's where it has none.",
})
export class VariantCertificationType {
  @Field(() => Int, { description: 'The product variant.' }) variantId: number;
  @Field(() => Int, { description: 'Its Size (ProductSizeOption.sizeId).' }) sizeId: number;
  @Field(() => Int, { description: 'Its product colour (ProductColorOption.id).' }) productColorId: number;
  @Field(() => Int, { description: 'Its product carat (CaratPrice.productCaratId).' }) productCaratId: number;
  @Field(() => CertificateType, { nullable: true, description: 'The certificate of this variant.' }) certificate: CertificateType | null;
  @Field(() => HallmarkType, { nullable: true, description: 'The hallmark of this variant.' }) hallmark: HallmarkType | null;

  static from(view: VariantCertificationView): VariantCertificationType {
    return Object.assign(new VariantCertificationType(), {
      ...view,
      certificate: CertificateType.from(view.certificate),
      hallmark: HallmarkType.from(view.hallmark),
    });
  }
}

@ObjectType('Certification', {
  description: 'What the back-office set on a product (variantId null) or on one variant: either part may be unset.',
})
export class CertificationType {
  @Field(() => Int, { description: 'The product.' }) productId: number;
  @Field(() => Int, { nullable: true, description: 'The variant it overrides the product for; null for the product itself.' })
  variantId: number | null;
  @Field(() => CertificateType, { nullable: true, description: 'The certificate; null when not set.' }) certificate: CertificateType | null;
  @Field(() => HallmarkType, { nullable: true, description: 'The hallmark; null when not set.' }) hallmark: HallmarkType | null;

  static from(view: CertificationView): CertificationType {
    return Object.assign(new CertificationType(), {
      productId: view.productId,
      variantId: view.variantId,
      certificate: CertificateType.from(view.certificate),
      hallmark: HallmarkType.from(view.hallmark),
    });
  }
}

@InputType({ description: "A product's (or variant's) diamond certificate." })
export class CertificateInput {
  @Field(() => CertificateLab, { nullable: true, description: 'Required.' }) lab?: CertificateLab | null;
  @Field(() => String, { nullable: true, description: 'Required: 6 to 20 letters or digits (kept upper case).' }) reportNumber?:
    string | null;
  @Field(() => GraphQLUpload, {
    nullable: true,
    description: 'The report: a PDF, JPEG, PNG or WebP file (checked by its bytes), at most 5 MB. Absent: the stored file stays.',
  })
  file?: Promise<FileUpload> | null;
  @Field(() => Boolean, { nullable: true, description: 'true: drop the stored file (when no new one is sent).' }) removeFile?:
    boolean | null;
}

@InputType({ description: "A product's (or variant's) BIS hallmark." })
export class HallmarkInput {
  @Field(() => Int, { nullable: true, description: "Required: purity in karats, one the shop sells for the product's metal (e.g. 18)." })
  purity?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Required: the HUID, exactly 6 letters or digits; lower case is taken as upper case.',
  })
  huid?: string | null;
}

export const CertificationResult = resultUnion(
  'CertificationResult',
  () => [CertificationType, InputValidationErrorType],
  'The saved certificate and hallmark of the product or variant, or what is wrong with the input (nothing was written).',
);
