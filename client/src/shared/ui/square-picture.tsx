import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';

/** Product pictures are square, 800 × 800 (seed and uploads): the attributes reserve the space before they load. */
export const PICTURE_SIZE = 800;

type SquarePictureProps = Omit<ResponsiveImageProps, 'src' | 'width' | 'height' | 'priority' | 'onError'> & {
  src: string | undefined;
  onError: () => void;
  /** The picture the page is about (the product's main picture): fetched first rather than when scrolled to. */
  eager?: boolean;
};

/** A square product picture (gallery, thumbnails, cart and order lines), with its responsive variants. */
export function SquarePicture({ src, eager = false, ...image }: SquarePictureProps) {
  if (!src) return null;
  return <ResponsiveImage {...image} src={src} width={PICTURE_SIZE} height={PICTURE_SIZE} priority={eager ? 'high' : 'lazy'} />;
}
