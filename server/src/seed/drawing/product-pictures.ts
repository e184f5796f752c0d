/** A product picture (one or two pieces on a backdrop, by kind) and a category tile, rasterised to WebP. */
import sharp from 'sharp';
import { clamp, fx, type JewelleryKind, type MetalColour, pick, type Pt, Scene, type StoneShape } from './svg-kit';
import { type Backdrop, BACKDROPS, ring, type RingStyle, studio } from './rings';
import { earring, type EarringStyle, necklace, type PendantStyle } from './chains-earrings';
import { bracelet, type BraceletStyle } from './bracelets';

const SHAPES: StoneShape[] = ['round', 'oval', 'cushion', 'pear', 'emerald', 'princess'];

interface Composition {
  body: string;
  focus: Pt;
}

function composeRing(sc: Scene, colour: MetalColour, seed: number, alt: boolean): Composition {
  const styles: RingStyle[] = ['solitaire', 'halo', 'three', 'eternity', 'pave'];
  const style = styles[seed % styles.length];
  const shape = SHAPES[pick(seed, 1, SHAPES.length)];
  const R = alt ? 215 : 200;
  const cy = alt ? 455 : 480;
  const body = ring(sc, colour, {
    cx: alt ? 420 : 385,
    cy,
    R,
    style,
    shape,
    seed,
    mirror: alt,
    sx: alt ? 0.74 : 0.9,
    sixProng: pick(seed, 5, 3) === 0,
  });
  const focus: Pt = style === 'eternity' ? [400, cy - R + 20] : [400, cy - R - 40];
  return { body, focus };
}

function composeNecklace(sc: Scene, colour: MetalColour, seed: number, alt: boolean): Composition {
  const styles: PendantStyle[] = ['solitaire', 'halo', 'heart', 'drop', 'bezel', 'disc', 'riviera'];
  const style = styles[seed % styles.length];
  const shape = (['round', 'oval', 'pear', 'cushion'] as StoneShape[])[pick(seed, 2, 4)];
  const n = necklace(sc, colour, { style, shape, seed, flat: alt });
  return { body: n.svg, focus: n.focus };
}

function composeEarrings(sc: Scene, colour: MetalColour, seed: number, alt: boolean): Composition {
  const styles: EarringStyle[] = ['stud', 'halo', 'drop', 'pavehoop', 'hoop', 'fancy'];
  const style = styles[seed % styles.length];
  const shape: StoneShape =
    style === 'fancy' ? (['oval', 'cushion', 'princess', 'emerald', 'pear'] as StoneShape[])[pick(seed, 3, 5)] : 'round';
  const hoopish = style === 'hoop' || style === 'pavehoop';
  const size = hoopish ? 195 : style === 'drop' ? 250 : style === 'halo' ? 270 : 255;
  const yTop = style === 'drop' ? 215 : hoopish ? 400 : 395;
  let body: string;
  if (!alt) {
    body =
      earring(sc, colour, style, 232, yTop, size, seed, shape, 0, hoopish ? -6 : 0) +
      earring(sc, colour, style, 568, yTop + (hoopish ? 0 : 10), size, seed + 1, shape, hoopish ? 0 : 24, hoopish ? 30 : 30);
  } else {
    body =
      earring(sc, colour, style, 290, yTop - 45, size * 0.88, seed + 1, shape, 22, hoopish ? -40 : 20) +
      earring(sc, colour, style, 525, yTop + 45, size * 1.02, seed, shape, 0, hoopish ? 5 : 0);
  }
  const focus: Pt = style === 'drop' ? [232, yTop + 170] : hoopish ? [232, yTop + 100] : [232, yTop];
  return { body, focus };
}

function composeBracelet(sc: Scene, colour: MetalColour, seed: number, alt: boolean): Composition {
  const styles: BraceletStyle[] = ['tennis', 'bangle', 'links', 'pavebangle', 'bezels'];
  const style = styles[seed % styles.length];
  const body = alt ? bracelet(sc, colour, style, 400, 405, 275, 195, -12, seed) : bracelet(sc, colour, style, 400, 415, 305, 165, 0, seed);
  const focus: Pt = alt ? [400, 590] : [400, 570];
  return { body, focus };
}

function composeSet(sc: Scene, colour: MetalColour, seed: number, alt: boolean): Composition {
  const pstyles: PendantStyle[] = ['solitaire', 'halo', 'drop', 'solitaire', 'halo'];
  const estyles: EarringStyle[] = ['stud', 'halo', 'drop', 'fancy', 'halo'];
  const i = seed % pstyles.length;
  const shape = (['round', 'oval', 'pear', 'cushion'] as StoneShape[])[pick(seed, 4, 4)];
  const n = necklace(sc, colour, { style: pstyles[i], shape, seed, flat: alt });
  const est = estyles[i];
  const eshape = est === 'fancy' || est === 'halo' ? shape : 'round';
  const es = est === 'drop' ? 130 : 135;
  let body: string;
  if (!alt) {
    const ey = est === 'drop' ? 520 : 600;
    body =
      `<g transform="translate(90 -20) scale(.775)">${n.svg}</g>` +
      earring(sc, colour, est, 172, ey, es, seed + 2, eshape, 0, 0) +
      earring(sc, colour, est, 628, ey, es, seed + 3, eshape, 20, 25);
    return { body, focus: [172, ey + (est === 'drop' ? 70 : 0)] };
  }
  const ey = est === 'drop' ? 250 : 345;
  body =
    `<g transform="translate(80 120) scale(.8)">${n.svg}</g>` +
    earring(sc, colour, est, 318, ey, es * 1.05, seed + 2, eshape, 10, 0) +
    earring(sc, colour, est, 482, ey + 22, es * 1.05, seed + 3, eshape, 24, 30);
  return { body, focus: [318, ey] };
}

export function compose(sc: Scene, kind: JewelleryKind, colour: MetalColour, seed: number, alt: boolean): Composition {
  switch (kind) {
    case 'ring':
      return composeRing(sc, colour, seed, alt);
    case 'necklace':
      return composeNecklace(sc, colour, seed, alt);
    case 'earrings':
      return composeEarrings(sc, colour, seed, alt);
    case 'bracelet':
      return composeBracelet(sc, colour, seed, alt);
    case 'set':
      return composeSet(sc, colour, seed, alt);
  }
}

/* ------------------------------------------------------------------------ */
/* rasterisation                                                            */
/* ------------------------------------------------------------------------ */

export async function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
}

/** Exposed for previews/tests: the SVG markup of a product picture. */
function productSvg(opts: { kind: JewelleryKind; colour: MetalColour; seed: number; view: 'main' | 'hover' | 'detail' }): string {
  const seed = Math.abs(Math.floor(opts.seed)) || 0;
  const sc = new Scene();
  const bd = BACKDROPS[pick(seed, 9, BACKDROPS.length)];
  const alt = opts.view === 'hover';
  if (opts.view === 'detail') sc.zoom = 2;
  const bg = studio(sc, bd, 800, 800, alt ? 0.58 : 0.64, alt ? 0.38 : 0.5);
  const c = compose(sc, opts.kind, opts.colour, seed, alt);
  if (opts.view === 'detail') {
    const z = 400;
    const x0 = clamp(c.focus[0] - z / 2, 0, 800 - z);
    const y0 = clamp(c.focus[1] - z / 2, 0, 800 - z);
    return sc.doc(800, 800, bg + c.body, `${fx(x0)} ${fx(y0)} ${z} ${z}`);
  }
  return sc.doc(800, 800, bg + c.body);
}

export function renderProductImage(opts: {
  kind: JewelleryKind;
  colour: MetalColour;
  seed: number;
  view: 'main' | 'hover' | 'detail';
}): Promise<Buffer> {
  return toWebp(productSvg(opts));
}

/* ------------------------------------------------------------------------ */
/* category tiles                                                           */
/* ------------------------------------------------------------------------ */

const CATEGORY: Record<JewelleryKind, { colour: MetalColour; seed: number; bd: Backdrop; view: string }> = {
  ring: { colour: 'white', seed: 0, view: '80 95 640 640', bd: { top: '#ecdcd6', mid: '#fbf4f1', floor: '#efe0da' } },
  necklace: { colour: 'yellow', seed: 7, view: '60 30 700 700', bd: { top: '#e8dfd0', mid: '#fbf7ef', floor: '#ece2d2' } },
  earrings: { colour: 'rose', seed: 1, view: '60 60 680 680', bd: { top: '#e5e3e8', mid: '#faf9fb', floor: '#e9e6ec' } },
  bracelet: { colour: 'yellow', seed: 0, view: '50 60 700 700', bd: { top: '#dbe2d6', mid: '#f5f8f2', floor: '#e1e7db' } },
  set: { colour: 'white', seed: 1, view: '30 20 740 740', bd: { top: '#e6ded8', mid: '#faf6f3', floor: '#eae1da' } },
};

function categorySvg(kind: JewelleryKind): string {
  const sc = new Scene();
  const c = CATEGORY[kind];
  const bg = studio(sc, c.bd, 800, 800, 0.64, 0.5);
  const comp = compose(sc, kind, c.colour, c.seed, false);
  return sc.doc(600, 600, bg + comp.body, c.view);
}

export function renderCategoryImage(kind: JewelleryKind): Promise<Buffer> {
  return toWebp(categorySvg(kind));
}

/* ------------------------------------------------------------------------ */
