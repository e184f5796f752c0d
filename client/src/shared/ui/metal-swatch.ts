// A colour swatch (the product page's colour choice, the listing's colour filter) shows the metal's hue, by the
// words of its name (the API names colours, not hues).
const SWATCHES: readonly [RegExp, string][] = [
  [/rose|pink/i, 'linear-gradient(135deg, #f3c9b9 0%, #d99a85 55%, #b87563 100%)'],
  [/white|platinum|silver/i, 'linear-gradient(135deg, #f7f7f5 0%, #d9d9d6 55%, #b4b4b0 100%)'],
  [/yellow|gold/i, 'linear-gradient(135deg, #f5df9e 0%, #d8b25a 55%, #b08d57 100%)'],
  [/black/i, 'linear-gradient(135deg, #5a5a5a 0%, #2b2b2b 100%)'],
];

/** A CSS background for a metal colour's swatch; a neutral one for a name it does not know. */
export function metalSwatch(name: string): string {
  return SWATCHES.find(([pattern]) => pattern.test(name))?.[1] ?? 'linear-gradient(135deg, #efe6d8 0%, #cfc3b0 100%)';
}
