/**
 * Procedural product photography for the demo shop.
 *
 * Every picture is drawn as an SVG string (metal gradients, a small 3D model of
 * a faceted stone projected and shaded per facet, soft studio backgrounds) and
 * rasterised to WebP with sharp/librsvg. Output is deterministic for a given
 * input, so re-seeding produces identical files.
 */
// The drawing is in drawing/, one file per concern: the kit (paths, colours, metals, shadows), the stones,
// each kind of piece, and the product, slider and social pictures that put them on a backdrop.
export type { JewelleryKind, MetalColour } from './drawing/svg-kit';
export { renderCategoryImage, renderProductImage } from './drawing/product-pictures';
export { renderSliderImage } from './drawing/slider';
export { renderSocialImage } from './drawing/social';
