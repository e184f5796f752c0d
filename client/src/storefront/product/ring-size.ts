/** One row of the ring-size guide, read from a size label such as '23 (20.0 mm)'. */
export interface RingSize {
  /** The product size option (what the size dropdown selects). */
  id: number;
  /** The label as the API gives it. */
  label: string;
  /** The Indian ring size, e.g. '23' (or '12.5'). */
  indianSize: string;
  /** Inner diameter in millimetres, as the label states it. */
  diameterMm: number;
  /** Inner circumference in millimetres (π × diameter, to 0.1 mm): what a paper strip measures. */
  circumferenceMm: number;
}

// '23 (20.0 mm)', '12.5 (17.1mm)', ' 8 ( 15.9 MM ) '
const RING_SIZE_LABEL = /^\s*(\d{1,2}(?:\.\d)?)\s*\(\s*(\d{1,2}(?:\.\d{1,2})?)\s*mm\s*\)\s*$/i;

/** Reads an Indian ring size label; null for anything else (chain lengths, bracelet sizes, free text). */
export function parseRingSize(option: { id: number; name: string }): RingSize | null {
  const match = RING_SIZE_LABEL.exec(option.name);
  if (!match) return null;
  const diameterMm = Number(match[2]);
  if (!(diameterMm > 0)) return null;
  return {
    id: option.id,
    label: option.name,
    indianSize: String(Number(match[1])),
    diameterMm,
    circumferenceMm: Math.round(Math.PI * diameterMm * 10) / 10,
  };
}

/**
 * The ring-size guide of a product: its sizes that are ring sizes, smallest first. Empty when the
 * product has none (a chain or bracelet), and then the page offers no guide.
 */
export function ringSizeGuide(sizes: readonly { id: number; name: string }[]): RingSize[] {
  return sizes
    .map(parseRingSize)
    .filter((size): size is RingSize => size !== null)
    .sort((a, b) => a.diameterMm - b.diameterMm);
}

/** Millimetres as the guide prints them: one decimal ('20.0'). */
export const formatMm = (mm: number): string => mm.toFixed(1);
