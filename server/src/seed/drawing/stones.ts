/** Faceted stones drawn: projected and shaded per facet, set in prongs or a bezel, and haloes of small stones. */
import {
  clamp,
  DEG,
  fx,
  METAL,
  metal,
  type MetalColour,
  mix,
  mulberry32,
  pathOf,
  type Pt,
  resample,
  type Scene,
  sparkle,
  type StoneShape,
  gradient,
  type V3,
} from './svg-kit';
import { convexHull, FIRE, iceColour, shapeRadius, stoneModel } from './stone-models';

export interface StoneOpts {
  x: number;
  y: number;
  r: number;
  shape?: StoneShape | undefined;
  tilt?: number | undefined; // degrees, 0 = seen from the top, 90 = side profile
  spin?: number | undefined; // degrees around the stone axis
  rot?: number | undefined; // degrees, screen rotation of the projection
  seed: number;
  sparkles?: number | undefined; // 0 = none, 1 = normal
  colour?: 'white' | 'champagne' | undefined;
}

function rotXY(x: number, y: number, rot: number): Pt {
  if (!rot) return [x, y];
  const c = Math.cos(rot * DEG);
  const s = Math.sin(rot * DEG);
  return [x * c - y * s, x * s + y * c];
}

/** Project a model-space point of a stone to screen (returns x, y, depth). */
function stoneProject(o: StoneOpts, v: V3): V3 {
  const spin = (o.spin ?? 0) * DEG;
  const tilt = (o.tilt ?? 0) * DEG;
  const cs = Math.cos(spin);
  const ss = Math.sin(spin);
  const x = v[0] * cs - v[1] * ss;
  const y0 = v[0] * ss + v[1] * cs;
  const z = v[2];
  const ct = Math.cos(tilt);
  const st = Math.sin(tilt);
  const [rx, ry] = rotXY(x, y0 * ct - z * st, o.rot ?? 0);
  return [o.x + rx * o.r, o.y + ry * o.r, y0 * st + z * ct];
}

/** Screen position of a point on the girdle at a model angle (deg). */
export function girdlePoint(o: StoneOpts, deg: number, k = 1): V3 {
  const shape = o.shape ?? 'round';
  const a = deg * DEG;
  let x = Math.cos(a);
  let y = Math.sin(a);
  if (shape === 'oval') y *= 1.32;
  else if (shape === 'emerald') {
    const s = Math.max(Math.abs(x), Math.abs(y) * 1.38);
    x /= s;
    y /= s;
  } else {
    const rr = shapeRadius(shape, a);
    x *= rr;
    y *= rr;
  }
  return stoneProject(o, [x * k, y * k, 0]);
}

/**
 * Collects the facets of many stones into one path per colour. Stones that do not
 * overlap (pavé, halos, tennis lines) are painted with a handful of elements instead
 * of hundreds, which keeps librsvg fast.
 */
export class StoneBatch {
  readonly hulls = new Map<string, string>();
  readonly back = new Map<string, string>();
  readonly front = new Map<string, string>();
  edges = '';
  edgeWidth = 0;
  glints = '';
  outlines = '';
  outlineWidth = 0;
  readonly extras: string[] = [];
  readonly sparkles: string[] = [];

  static add(map: Map<string, string>, key: string, d: string): void {
    map.set(key, (map.get(key) ?? '') + d);
  }

  flush(): string {
    const out: string[] = [];
    for (const [col, d] of this.hulls) out.push(`<path d="${d}" fill="${col}"/>`);
    for (const [col, d] of this.back) out.push(`<path d="${d}" fill="${col}"/>`);
    for (const [key, d] of this.front) {
      const [col, op] = key.split('|');
      out.push(`<path d="${d}" fill="${col}" fill-opacity="${op}"/>`);
    }
    if (this.edges)
      out.push(
        `<path d="${this.edges}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${fx(this.edgeWidth)}" stroke-linejoin="round"/>`,
      );
    out.push(...this.extras);
    if (this.glints) out.push(`<path d="${this.glints}" fill="#fff" fill-opacity=".85"/>`);
    if (this.outlines)
      out.push(`<path d="${this.outlines}" fill="none" stroke="#3c4756" stroke-opacity=".35" stroke-width="${fx(this.outlineWidth)}"/>`);
    out.push(...this.sparkles);
    return out.join('');
  }
}

/** Many small polished metal beads as two merged paths. */
export function beads(colour: MetalColour, centers: Pt[], r: number): string {
  if (!centers.length) return '';
  const m = METAL[colour];
  const circ = (c: Pt, rr: number) =>
    `M${fx(c[0] - rr)},${fx(c[1])}a${fx(rr)},${fx(rr)} 0 1 0 ${fx(2 * rr)},0a${fx(rr)},${fx(rr)} 0 1 0 ${fx(-2 * rr)},0Z`;
  const base = centers.map((c) => circ(c, r)).join('');
  const hi = centers.map((c) => circ([c[0] - r * 0.28, c[1] - r * 0.3], r * 0.42)).join('');
  return `<path d="${base}" fill="${m.mid}" stroke="${m.dark}" stroke-width="${fx(Math.max(0.3, r * 0.12))}"/><path d="${hi}" fill="${m.light}"/>`;
}

export function stone(sc: Scene, o: StoneOpts, batch?: StoneBatch): string {
  const shape = o.shape ?? 'round';
  const rnd = mulberry32(o.seed * 7919 + 17);
  const champagne = o.colour === 'champagne';
  const px = o.r * sc.zoom; // on-screen radius
  if (px < 5.5) {
    sc.def('gem-dot', () =>
      gradient('radial', 'gem-dot', 'cx=".4" cy=".38" r=".7"', [
        [0, '#ffffff'],
        [0.35, '#e6edf5'],
        [0.7, '#8e9cad'],
        [1, '#4a5666'],
      ]),
    );
    return `<circle cx="${fx(o.x)}" cy="${fx(o.y)}" r="${fx(o.r)}" fill="url(#gem-dot)"/>`;
  }
  const B = batch ?? new StoneBatch();
  const lite = (px < 20 || (batch !== undefined && px < 40)) && shape !== 'emerald';
  const tiny = px < 10;
  const levels = lite ? 8 : 14;
  const model = stoneModel(shape, lite);
  const center = stoneProject(o, [0, 0, -0.2]);
  const all: Pt[] = [];
  // facets are merged into one path per colour: far fewer elements for librsvg to paint
  const bright: Array<{ b: number; pts: V3[] }> = [];
  const L1: V3 = [-0.45, -0.7, 0.55];
  const L2: V3 = [0.65, -0.35, 0.67];
  const L3: V3 = [0.1, 0.75, 0.65];
  const L4: V3 = [-0.15, -0.75, -0.65];
  const quant = (b: number) => Math.round(clamp(b) * levels) / levels;
  for (const fc of model) {
    const pts = fc.v.map((v) => stoneProject(o, v));
    for (const p of pts) all.push([p[0], p[1]]);
    const p0 = pts[0];
    const p1 = pts[1];
    const p2 = pts[pts.length - 1];
    const ax = p1[0] - p0[0];
    const ay = p1[1] - p0[1];
    const ad = (p1[2] - p0[2]) * o.r;
    const bx = p2[0] - p0[0];
    const by = p2[1] - p0[1];
    const bd = (p2[2] - p0[2]) * o.r;
    let nx = ay * bd - ad * by;
    let ny = ad * bx - ax * bd;
    let nd = ax * by - ay * bx;
    const len = Math.hypot(nx, ny, nd) || 1;
    nx /= len;
    ny /= len;
    nd /= len;
    let cx = 0;
    let cy = 0;
    let cd = 0;
    for (const p of pts) {
      cx += p[0];
      cy += p[1];
      cd += p[2];
    }
    cx /= pts.length;
    cy /= pts.length;
    cd /= pts.length;
    if (nx * (cx - center[0]) + ny * (cy - center[1]) + nd * (cd - center[2]) * o.r < 0) {
      nx = -nx;
      ny = -ny;
      nd = -nd;
    }
    const d = pathOf(
      pts.map((p) => [p[0], p[1]] as Pt),
      true,
    );
    if (nd <= 0.02) {
      // seen through the stone: interior reflections (not worth painting on tiny stones)
      if (tiny) continue;
      const r0 = rnd();
      const step = shape === 'emerald' ? 0.15 : 0;
      const b = r0 < 0.3 - step ? 0.05 + rnd() * 0.22 : r0 < 0.6 - step ? 0.5 + rnd() * 0.3 : 0.86 + rnd() * 0.14;
      let col = iceColour(quant(b));
      if (rnd() < 0.12) col = mix(col, FIRE[Math.floor(rnd() * FIRE.length)], 0.7);
      if (champagne) col = mix(col, '#f3d9a4', 0.35);
      StoneBatch.add(B.back, col, d);
      continue;
    }
    const rx = 2 * nd * nx;
    const ry = 2 * nd * ny;
    const rd = -1 + 2 * nd * nd;
    const dot = (L: V3) => {
      const l = Math.hypot(L[0], L[1], L[2]);
      return Math.max(0, (rx * L[0] + ry * L[1] + rd * L[2]) / l);
    };
    let b = 0.18 + 0.95 * Math.pow(dot(L1), 5) + 0.55 * Math.pow(dot(L2), 4) + 0.35 * Math.pow(dot(L3), 3) + 0.5 * Math.pow(dot(L4), 3);
    b -= 0.4 * Math.pow(Math.max(0, rd), 24); // the camera's own reflection darkens the table
    b = b * 0.75 + (rnd() - 0.45) * 0.7;
    b = (b - 0.5) * 1.4 + (tiny ? 0.8 : lite ? 0.72 : 0.6);
    let col = iceColour(quant(b));
    if (b > 0.55 && rnd() < 0.14) col = mix(col, FIRE[Math.floor(rnd() * FIRE.length)], 0.65);
    if (champagne) col = mix(col, '#f1d29a', 0.3);
    if (shape === 'emerald') b += 0.08;
    const op = fc.part === 0 ? (shape === 'emerald' ? '.3' : '.42') : fc.part === 1 ? '.8' : fc.part === 2 ? '.95' : '.9';
    const key = `${col}|${op}`;
    StoneBatch.add(B.front, key, d);
    if (!lite && px >= 28) {
      B.edges += d;
      B.edgeWidth = Math.max(B.edgeWidth, Math.max(0.4, o.r * 0.014));
    }
    if (b > 0.7) bright.push({ b, pts });
  }
  const hull = convexHull(all);
  const hullD = pathOf(hull, true);
  StoneBatch.add(B.hulls, champagne ? '#d9c29a' : tiny ? '#c3ceda' : '#b9c5d2', hullD);
  if (px >= (batch ? 12 : 9)) {
    sc.def('gem-gloss', () =>
      gradient('radial', 'gem-gloss', 'cx=".32" cy=".25" r=".8"', [
        [0, '#ffffff', 0.55],
        [0.45, '#ffffff', 0.1],
        [1, '#ffffff', 0],
      ]),
    );
    B.extras.push(`<path d="${hullD}" fill="url(#gem-gloss)"/>`);
  }
  B.outlines += hullD;
  if (lite) {
    const g = o.r * 0.2;
    const gx = o.x - o.r * 0.3;
    const gy = o.y - o.r * 0.32;
    B.glints += `M${fx(gx - g)},${fx(gy)}a${fx(g)},${fx(g)} 0 1 0 ${fx(2 * g)},0a${fx(g)},${fx(g)} 0 1 0 ${fx(-2 * g)},0Z`;
  }
  B.outlineWidth = Math.max(B.outlineWidth, Math.max(0.5, o.r * 0.022));
  const sp = o.sparkles ?? 1;
  if (sp > 0) {
    bright.sort((a, b) => b.b - a.b);
    const n = px > 30 ? 2 : 1;
    for (let i = 0; i < Math.min(n, bright.length); i++) {
      const f = bright[i];
      const p = f.pts[Math.floor(rnd() * f.pts.length)];
      const size = o.r * (i === 0 ? 0.62 : 0.4) * sp * (0.8 + rnd() * 0.4);
      B.sparkles.push(sparkle(sc, p[0], p[1], size, rnd() * 30 - 15, 0.95));
    }
  }
  return batch ? '' : B.flush();
}

/** Metal prongs seen from above/at an angle around a stone. */
function prongs(sc: Scene, colour: MetalColour, o: StoneOpts, angles: number[], front: boolean): string {
  const out: string[] = [];
  const g = metal(sc, colour, 'r');
  for (const a of angles) {
    const p = girdlePoint(o, a, 0.97);
    const isFront = (o.tilt ?? 0) < 35 || p[2] >= -0.05;
    if (isFront !== front) continue;
    const r = Math.max(1.4, o.r * 0.15);
    const tilt = (o.tilt ?? 0) * DEG;
    out.push(`<ellipse cx="${fx(p[0])}" cy="${fx(p[1])}" rx="${fx(r)}" ry="${fx(r * (0.75 + 0.25 * Math.cos(tilt)))}" fill="${g}"/>`);
  }
  return out.join('');
}

/** A set stone: stone + prongs (drawn in the right order). */
export function setStone(sc: Scene, colour: MetalColour, o: StoneOpts, prongCount: 0 | 3 | 4 | 6, bezel = false): string {
  const shape = o.shape ?? 'round';
  let angles: number[] = [];
  if (prongCount === 4)
    angles = shape === 'princess' || shape === 'emerald' || shape === 'cushion' ? [40, 140, 220, 320] : [45, 135, 225, 315];
  else if (prongCount === 6) angles = [30, 90, 150, 210, 270, 330];
  else if (prongCount === 3) angles = [270, 45, 135];
  if (shape === 'pear' && prongCount) angles = [270, 30, 150, 90];
  if (shape === 'emerald' && prongCount) angles = [36, 144, 216, 324];
  let bez = '';
  if (bezel) {
    const pts: Pt[] = [];
    for (let a = 0; a < 360; a += 10) {
      const p = girdlePoint(o, a, 1.16);
      pts.push([p[0], p[1]]);
    }
    const inner: Pt[] = [];
    for (let a = 0; a < 360; a += 10) {
      const p = girdlePoint(o, a, 1.0);
      inner.push([p[0], p[1]]);
    }
    bez =
      `<path d="${pathOf(pts, true)}" fill="${metal(sc, colour, 'd')}" stroke="${METAL[colour].dark}" stroke-width="${fx(Math.max(0.6, o.r * 0.02))}"/>` +
      `<path d="${pathOf(inner, true)}" fill="${METAL[colour].deep}" opacity=".55"/>`;
  }
  return bez + prongs(sc, colour, o, angles, false) + stone(sc, o) + prongs(sc, colour, o, angles, true);
}

/** A halo of small stones around a (top-view) centre stone; draw before the centre stone. */
export function halo(sc: Scene, colour: MetalColour, so: StoneOpts, seed: number): string {
  const outline = (k: number): Pt[] => {
    const pts: Pt[] = [];
    for (let a = 0; a < 360; a += 6) {
      const p = girdlePoint(so, a, k);
      pts.push([p[0], p[1]]);
    }
    return pts;
  };
  const m = METAL[colour];
  const out: string[] = [];
  const outer = outline(1.52);
  out.push(`<path d="${pathOf(outer, true)}" fill="${metal(sc, colour, 'd')}" stroke="${m.dark}" stroke-width="${fx(so.r * 0.025)}"/>`);
  out.push(`<path d="${pathOf(outline(1.06), true)}" fill="${m.deep}" opacity=".6"/>`);
  const mid = outline(1.27);
  let per = 0;
  for (let i = 0; i < mid.length; i++) {
    const a = mid[i];
    const b = mid[(i + 1) % mid.length];
    per += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  const sr = so.r * 0.2;
  const n = Math.max(8, Math.floor(per / (sr * 2.12)));
  const closed = mid.concat([mid[0]]);
  const smp = resample(closed, per / n);
  const batch = new StoneBatch();
  const bd: Pt[] = [];
  smp.slice(0, n).forEach((q, i) => {
    stone(sc, { x: q.p[0], y: q.p[1], r: sr, tilt: so.tilt, seed: seed + i * 5, spin: i * 13, sparkles: i % 6 === 0 ? 0.7 : 0 }, batch);
    const nx = smp[(i + 1) % n];
    bd.push([(q.p[0] + nx.p[0]) / 2, (q.p[1] + nx.p[1]) / 2]);
  });
  out.push(batch.flush(), beads(colour, bd, sr * 0.26));
  return out.join('');
}
