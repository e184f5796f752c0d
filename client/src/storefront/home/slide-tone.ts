/** Whether a hero picture is light or dark where the headline sits, so the text takes the other. */
export type SlideTone = 'light' | 'dark';

/**
 * Below this mean relative luminance the ground counts as dark and takes light text: about where
 * white and near-black text reach the same contrast ratio on it.
 */
export const DARK_GROUND_THRESHOLD = 0.18;

// sRGB channel (0-255) to linear light, as WCAG's relative luminance defines it.
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance (0 black … 1 white) of one sRGB colour. */
export function relativeLuminance(r: number, g: number, b: number): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Mean luminance of RGBA pixels (canvas ImageData order); transparent pixels count as the ivory page
 * behind them would, i.e. light. An empty list is light too (the page itself).
 */
export function meanLuminance(rgba: ArrayLike<number>): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 1;
  let sum = 0;
  for (let i = 0; i < pixels; i++) {
    const o = i * 4;
    const alpha = (rgba[o + 3] ?? 255) / 255;
    sum += alpha * relativeLuminance(rgba[o] ?? 0, rgba[o + 1] ?? 0, rgba[o + 2] ?? 0) + (1 - alpha);
  }
  return sum / pixels;
}

export function toneForLuminance(luminance: number): SlideTone {
  return luminance < DARK_GROUND_THRESHOLD ? 'dark' : 'light';
}

/**
 * Samples the left part of a loaded picture (where the headline overlays it on wide screens). Pictures
 * the browser will not let us read (another origin) count as dark: the scrim under light text then
 * keeps it legible anyway.
 */
export function measureSlideTone(image: HTMLImageElement, leftShare = 0.5): SlideTone {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 18;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return 'dark';
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, Math.max(1, Math.round(canvas.width * leftShare)), canvas.height);
    return toneForLuminance(meanLuminance(data));
  } catch {
    return 'dark';
  }
}
