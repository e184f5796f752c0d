/** Studio backdrops, metal bands (rings and bangles) and the rings themselves. */
import { DEG, fx, METAL, metal, type MetalColour, mix, pathOf, type Pt, type Scene, softShadow, type StoneShape } from './svg-kit';
import { beads, girdlePoint, stone, StoneBatch, type StoneOpts } from './stones';

export interface Backdrop {
  top: string;
  mid: string;
  floor: string;
}

export const BACKDROPS: Backdrop[] = [
  { top: '#ece2d5', mid: '#fbf7f1', floor: '#efe5d8' }, // cream
  { top: '#ecd9d3', mid: '#fcf3f0', floor: '#f0dfd9' }, // blush
  { top: '#dfe2e6', mid: '#f8f9fa', floor: '#e5e8eb' }, // pale grey
  { top: '#d9e0d3', mid: '#f4f7f1', floor: '#e0e6da' }, // sage
  { top: '#e9dfcf', mid: '#faf5ec', floor: '#ebe1d1' }, // sand
  { top: '#e3dce6', mid: '#f9f6fa', floor: '#e8e1ea' }, // lilac grey
];

export function studio(sc: Scene, bd: Backdrop, w: number, h: number, horizon = 0.62, lightX = 0.5): string {
  // two layers only: a radial "spotlit wall" and a floor band (full-canvas gradients are costly to raster)
  const gid = sc.gradient(
    'bg',
    'radial',
    `cx="${lightX}" cy=".44" r=".78" gradientTransform="translate(${fx(lightX)} .44) scale(1 .9) translate(${fx(-lightX)} -.44)"`,
    [
      [0, mix(bd.mid, '#ffffff', 0.55)],
      [0.38, bd.mid],
      [0.78, bd.top],
      [1, mix(bd.top, '#5a4a3a', 0.1)],
    ],
  );
  const y0 = Math.round(h * (horizon - 0.12));
  const fid = sc.gradient('fl', 'linear', 'x1="0" y1="0" x2="0" y2="1"', [
    [0, bd.floor, 0],
    [0.35, bd.floor, 0.5],
    [1, mix(bd.floor, '#5a4a3a', 0.06), 0.95],
  ]);
  return `<rect width="${w}" height="${h}" fill="url(#${gid})"/><rect y="${y0}" width="${w}" height="${h - y0}" fill="url(#${fid})"/>`;
}

/* ------------------------------------------------------------------------ */
/* bands (rings, bangles)                                                   */
/* ------------------------------------------------------------------------ */

interface BandOpts {
  R: number; // outer radius
  t: number; // radial thickness
  off: number; // projected depth of the band (canonical +x)
  transform: string; // canonical -> screen
  stones?: { from: number; to: number; r: number; seed: number; gap?: number | undefined } | undefined;
}

function arcPath(rad: number, a0: number, a1: number, cx = 0, cy = 0): string {
  const p0: Pt = [cx + rad * Math.cos(a0 * DEG), cy + rad * Math.sin(a0 * DEG)];
  const p1: Pt = [cx + rad * Math.cos(a1 * DEG), cy + rad * Math.sin(a1 * DEG)];
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${fx(p0[0])},${fx(p0[1])}A${fx(rad)},${fx(rad)} 0 ${large} ${sweep} ${fx(p1[0])},${fx(p1[1])}`;
}

export function band(sc: Scene, colour: MetalColour, o: BandOpts): string {
  const m = METAL[colour];
  const { R, t, off } = o;
  const r = R - t;
  const outerG = sc.gradient('bo', 'linear', `gradientUnits="userSpaceOnUse" x1="0" y1="${fx(-R)}" x2="0" y2="${fx(R)}"`, [
    [0, m.light],
    [0.12, m.spec],
    [0.22, m.base],
    [0.42, m.mid],
    [0.55, m.light],
    [0.62, m.base],
    [0.78, m.dark],
    [0.9, m.mid],
    [1, m.deep],
  ]);
  const faceG = sc.gradient('bf', 'linear', `gradientUnits="userSpaceOnUse" x1="${fx(-R)}" y1="${fx(-R)}" x2="${fx(R)}" y2="${fx(R)}"`, [
    [0, m.mid],
    [0.15, m.spec],
    [0.3, m.base],
    [0.45, m.dark],
    [0.55, m.mid],
    [0.68, m.light],
    [0.8, m.base],
    [0.92, m.dark],
    [1, m.mid],
  ]);
  const innerG = sc.gradient('bi', 'linear', `gradientUnits="userSpaceOnUse" x1="0" y1="${fx(-r)}" x2="0" y2="${fx(r)}"`, [
    [0, m.deep],
    [0.25, m.dark],
    [0.45, m.mid],
    [0.52, m.light],
    [0.6, m.mid],
    [0.8, m.dark],
    [1, m.deep],
  ]);
  const out: string[] = [];
  out.push(`<g transform="${o.transform}">`);
  // outer surface silhouette, with the see-through lens cut out
  const half = off / 2;
  const hh = half < r ? Math.sqrt(r * r - half * half) : 0;
  const lens =
    half < r ? `M${fx(half)},${fx(-hh)}A${fx(r)},${fx(r)} 0 0 0 ${fx(half)},${fx(hh)}A${fx(r)},${fx(r)} 0 0 0 ${fx(half)},${fx(-hh)}Z` : '';
  out.push(
    `<path fill-rule="evenodd" d="M0,${fx(-R)}L${fx(off)},${fx(-R)}A${fx(R)},${fx(R)} 0 0 1 ${fx(off)},${fx(R)}L0,${fx(R)}A${fx(R)},${fx(R)} 0 0 1 0,${fx(-R)}Z${lens}" fill="url(#${outerG})"/>`,
  );
  // visible inner wall (front opening minus the see-through lens)
  if (half < r) {
    out.push(
      `<path d="M${fx(half)},${fx(-hh)}A${fx(r)},${fx(r)} 0 1 0 ${fx(half)},${fx(hh)}A${fx(r)},${fx(r)} 0 0 1 ${fx(half)},${fx(-hh)}Z" fill="url(#${innerG})"/>`,
    );
    out.push(
      `<path d="M${fx(half)},${fx(-hh)}A${fx(r)},${fx(r)} 0 1 0 ${fx(half)},${fx(hh)}" fill="none" stroke="${m.deep}" stroke-opacity=".35" stroke-width="${fx(t * 0.12)}"/>`,
    );
  } else {
    out.push(`<circle r="${fx(r)}" fill="url(#${innerG})"/>`);
  }
  // front rim
  out.push(
    `<path fill-rule="evenodd" fill="url(#${faceG})" d="M${fx(R)},0A${fx(R)},${fx(R)} 0 1 1 ${fx(-R)},0A${fx(R)},${fx(R)} 0 1 1 ${fx(R)},0ZM${fx(r)},0A${fx(r)},${fx(r)} 0 1 0 ${fx(-r)},0A${fx(r)},${fx(r)} 0 1 0 ${fx(r)},0Z"/>`,
  );
  // edge definition and polish highlights
  out.push(`<circle r="${fx(R - t * 0.04)}" fill="none" stroke="${m.spec}" stroke-opacity=".55" stroke-width="${fx(t * 0.08)}"/>`);
  out.push(`<circle r="${fx(r + t * 0.03)}" fill="none" stroke="${m.deep}" stroke-opacity=".4" stroke-width="${fx(t * 0.07)}"/>`);
  const rm = r + t / 2;
  out.push(
    `<path d="${arcPath(rm, 196, 236)}" fill="none" stroke="#fff" stroke-opacity=".75" stroke-linecap="round" stroke-width="${fx(t * 0.22)}"/>`,
  );
  out.push(
    `<path d="${arcPath(rm, 20, 48)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-linecap="round" stroke-width="${fx(t * 0.16)}"/>`,
  );
  out.push(
    `<path d="${arcPath(R, -40, 35, off * 0.55)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-linecap="round" stroke-width="${fx(t * 0.14)}"/>`,
  );
  if (o.stones) {
    const s = o.stones;
    const circ = 2 * Math.PI * rm;
    const step = ((s.r * 2 * (s.gap ?? 1.18)) / circ) * 360;
    const span = s.to - s.from;
    const n = Math.max(1, Math.floor(span / step + (span >= 359 ? 0 : 1)));
    const st = span >= 359 ? 360 / n : span / Math.max(1, n - 1);
    const batch = new StoneBatch();
    const bd: Pt[] = [];
    for (let i = 0; i < n; i++) {
      const a = (s.from + st * i) * DEG;
      const x = Math.cos(a) * rm;
      const y = Math.sin(a) * rm;
      stone(sc, { x, y, r: s.r, seed: s.seed + i * 13, spin: i * 17, sparkles: i % 3 === 0 ? 0.8 : 0 }, batch);
      const a2 = a + (st / 2) * DEG;
      if (i < n - 1 || span >= 359) {
        for (const k of [-1, 1]) {
          const rr = rm + k * s.r * 0.72;
          bd.push([Math.cos(a2) * rr, Math.sin(a2) * rr]);
        }
      }
    }
    const chan =
      span >= 359
        ? `<circle r="${fx(rm)}" fill="none" stroke="${m.deep}" stroke-opacity=".45" stroke-width="${fx(s.r * 2.05)}"/>`
        : `<path d="${arcPath(rm, s.from, s.to)}" fill="none" stroke="${m.deep}" stroke-opacity=".45" stroke-width="${fx(s.r * 2.05)}" stroke-linecap="round"/>`;
    out.push(chan, batch.flush(), beads(colour, bd, s.r * 0.2));
  }
  out.push('</g>');
  return out.join('');
}

/* ------------------------------------------------------------------------ */
/* rings                                                                    */
/* ------------------------------------------------------------------------ */

export type RingStyle = 'solitaire' | 'halo' | 'three' | 'eternity' | 'pave';

interface RingOpts {
  cx: number;
  cy: number;
  R: number;
  style: RingStyle;
  shape: StoneShape;
  mirror?: boolean;
  seed: number;
  sx?: number;
  shadow?: boolean;
  sixProng?: boolean;
}

export function ring(sc: Scene, colour: MetalColour, o: RingOpts): string {
  const { cx, cy, R } = o;
  const sign = o.mirror ? -1 : 1;
  const sx = o.sx ?? 0.9;
  const eternity = o.style === 'eternity';
  const t = eternity ? 0.13 * R : o.style === 'pave' ? 0.095 * R : 0.075 * R;
  const off = (eternity ? 0.22 : o.style === 'pave' ? 0.17 : 0.14) * R * (o.mirror ? 1.5 : 1);
  const out: string[] = [];
  const baseX = cx + (sign * sx * off) / 2;
  if (o.shadow !== false) {
    out.push(softShadow(sc, baseX + sign * 12, cy + R + 6, R * 1.05, R * 0.1, 0.45));
    out.push(softShadow(sc, baseX, cy + R + 2, R * 0.42, R * 0.035, 0.6));
  }
  const stonesOnBand =
    o.style === 'eternity'
      ? { from: 0, to: 360, r: t * 0.36, seed: o.seed }
      : o.style === 'pave'
        ? { from: 200, to: 340, r: t * 0.33, seed: o.seed }
        : undefined;
  out.push(
    band(sc, colour, {
      R,
      t,
      off,
      transform: `translate(${fx(cx)} ${fx(cy)}) scale(${fx(sign * sx * 100) === '0' ? 0 : (sign * sx).toFixed(3)} 1)`,
      stones: stonesOnBand,
    }),
  );
  if (eternity) return out.join('');

  // head
  const hx = baseX;
  const hy = cy - R + t * 0.25;
  const tilt = 70;
  const s = o.style === 'halo' ? R * 0.22 : o.style === 'three' ? R * 0.25 : R * 0.3;
  const shapeScale = o.shape === 'oval' || o.shape === 'pear' ? 0.85 : o.shape === 'emerald' ? 0.8 : 1;
  const sr = s * shapeScale;
  const gy = hy - s * 1.02;
  const spin = o.shape === 'pear' || o.shape === 'oval' || o.shape === 'emerald' ? 90 : 0;
  const so: StoneOpts = { x: hx, y: gy, r: sr, shape: o.shape, tilt, seed: o.seed, spin };
  const m = METAL[colour];
  const g = metal(sc, colour, 'h');
  const gr = metal(sc, colour, 'r');

  // gallery / basket under the stone
  const basketY = gy + s * 0.5;
  const cosT = Math.cos(tilt * DEG);
  const gallery =
    `<path d="M${fx(hx - s * 0.62)},${fx(hy + t * 0.2)}Q${fx(hx - s * 0.5)},${fx(basketY + s * 0.1)} ${fx(hx - s * 0.42)},${fx(basketY)}L${fx(
      hx + s * 0.42,
    )},${fx(basketY)}Q${fx(hx + s * 0.5)},${fx(basketY + s * 0.1)} ${fx(hx + s * 0.62)},${fx(hy + t * 0.2)}Z" fill="${metal(sc, colour, 'v')}"/>` +
    `<path d="M${fx(hx - s * 0.3)},${fx(hy + t * 0.1)}Q${fx(hx)},${fx(basketY + s * 0.45)} ${fx(hx + s * 0.3)},${fx(hy + t * 0.1)}" fill="${m.deep}" opacity=".35"/>`;
  const basketBack = `<path d="${arcEllipse(hx, basketY, s * 0.5, s * 0.5 * cosT, 180, 360)}" fill="none" stroke="${m.dark}" stroke-width="${fx(s * 0.08)}"/>`;
  const basketFront = `<path d="${arcEllipse(hx, basketY, s * 0.5, s * 0.5 * cosT, 0, 180)}" fill="none" stroke="${g}" stroke-width="${fx(s * 0.1)}" stroke-linecap="round"/>`;

  const prongAngles = o.sixProng ? [0, 60, 120, 180, 240, 300] : o.shape === 'pear' ? [90, 210, 330] : [45, 135, 225, 315];
  const prongPaths = (opts: StoneOpts, front: boolean, baseY: number, width: number): string => {
    const res: string[] = [];
    for (const a of prongAngles) {
      const p = girdlePoint(opts, a + (opts.spin ?? 0) * 0, 1.02);
      if (p[2] >= 0 !== front) continue;
      const bx = opts.x + (p[0] - opts.x) * 0.45;
      const tip = girdlePoint(opts, a, 0.82);
      const tipY = tip[1] - opts.r * 0.22;
      const d = `M${fx(bx)},${fx(baseY)}Q${fx(p[0] + (p[0] - opts.x) * 0.08)},${fx(opts.y + opts.r * 0.6)} ${fx(p[0])},${fx(p[1])}L${fx(tip[0])},${fx(tipY)}`;
      res.push(
        `<path d="${d}" fill="none" stroke="${front ? m.deep : m.deep}" stroke-opacity=".5" stroke-width="${fx(width * 1.25)}" stroke-linecap="round" stroke-linejoin="round"/>` +
          `<path d="${d}" fill="none" stroke="${front ? g : m.mid}" stroke-width="${fx(width)}" stroke-linecap="round" stroke-linejoin="round"/>` +
          `<circle cx="${fx(tip[0])}" cy="${fx(tipY)}" r="${fx(width * 0.62)}" fill="${gr}"/>`,
      );
    }
    return res.join('');
  };

  if (o.style === 'three') {
    for (const k of [-1, 1]) {
      const ss = s * 0.62;
      const sox: StoneOpts = {
        x: hx + k * s * 1.28,
        y: hy - ss * 0.62 + s * 0.16,
        r: ss * shapeScale,
        shape: o.shape,
        tilt,
        rot: k * 16,
        seed: o.seed + 5 + k,
        spin,
        sparkles: 0.7,
      };
      out.push(prongPaths(sox, false, hy + t * 0.2, ss * 0.14));
      out.push(stone(sc, sox));
      out.push(prongPaths(sox, true, hy + t * 0.2, ss * 0.14));
    }
  }
  out.push(gallery, basketBack);
  out.push(prongPaths(so, false, hy + t * 0.1, s * 0.13));
  if (o.style === 'halo') {
    const hr = 1.42;
    const small = s * 0.17;
    const backB = new StoneBatch();
    const frontB = new StoneBatch();
    const n = 18;
    for (let i = 0; i < n; i++) {
      const a = (360 / n) * i + 10;
      const p = girdlePoint({ ...so, r: s }, a, hr);
      stone(
        sc,
        { x: p[0], y: p[1] - small * 0.1, r: small, tilt, seed: o.seed + i * 3, spin: i * 20, sparkles: i % 4 === 0 ? 0.8 : 0 },
        p[2] < 0 ? backB : frontB,
      );
    }
    const ring1 = `<path d="${arcEllipse(hx, gy + s * 0.12, s * hr, s * hr * cosT, 0, 360)}" fill="none" stroke="${g}" stroke-width="${fx(small * 2.5)}"/>`;
    out.push(
      `<path d="${arcEllipse(hx, gy + s * 0.22, s * hr, s * hr * cosT, 0, 180)}" fill="none" stroke="${m.dark}" stroke-width="${fx(small * 2.4)}"/>`,
    );
    out.push(ring1);
    out.push(backB.flush());
    out.push(stone(sc, so));
    out.push(frontB.flush());
  } else {
    out.push(stone(sc, so));
  }
  out.push(basketFront);
  out.push(prongPaths(so, true, hy + t * 0.1, s * 0.13));
  return out.join('');
}

/** Elliptical arc path from a0 to a1 (degrees). */
export function arcEllipse(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): string {
  const pts: Pt[] = [];
  const n = Math.max(8, Math.ceil(Math.abs(a1 - a0) / 6));
  for (let i = 0; i <= n; i++) {
    const a = (a0 + ((a1 - a0) * i) / n) * DEG;
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return pathOf(pts, Math.abs(a1 - a0) >= 360);
}
