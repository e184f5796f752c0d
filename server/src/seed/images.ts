/**
 * Procedural product photography for the demo shop.
 *
 * Every picture is drawn as an SVG string (metal gradients, a small 3D model of
 * a faceted stone projected and shaded per facet, soft studio backgrounds) and
 * rasterised to WebP with sharp/librsvg. Output is deterministic for a given
 * input, so re-seeding produces identical files.
 */
import sharp from 'sharp';

export type JewelleryKind = 'ring' | 'necklace' | 'earrings' | 'bracelet' | 'set';
export type MetalColour = 'yellow' | 'white' | 'rose';

type StoneShape = 'round' | 'oval' | 'pear' | 'cushion' | 'princess' | 'emerald';
type Pt = [number, number];
type V3 = [number, number, number];

/* ------------------------------------------------------------------------ */
/* small helpers                                                            */
/* ------------------------------------------------------------------------ */

const DEG = Math.PI / 180;

function fx(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function mulberry32(seed: number): () => number {
  let a = (seed >>> 0) ^ 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deterministic integer in [0, n) derived from a seed and a salt. */
function pick(seed: number, salt: number, n: number): number {
  const r = mulberry32(Math.imul(seed + 1, 2654435761) ^ Math.imul(salt + 7, 40503));
  r();
  return Math.floor(r() * n);
}

function clamp(v: number, lo = 0, hi = 1): number {
  return v < lo ? lo : v > hi ? hi : v;
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

const MIX_CACHE = new Map<string, string>();

function mix(a: string, b: string, t: number): string {
  const key = `${a}${b}${t}`;
  const hit = MIX_CACHE.get(key);
  if (hit) return hit;
  const res = mixRaw(a, b, t);
  if (MIX_CACHE.size < 20000) MIX_CACHE.set(key, res);
  return res;
}

function mixRaw(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function poly(pts: Pt[]): string {
  return pts.map((p) => `${fx(p[0])},${fx(p[1])}`).join(' ');
}

function pathOf(pts: Pt[], close = false): string {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${fx(p[0])},${fx(p[1])}`).join('') + (close ? 'Z' : '');
}

/** Points of a cubic Bézier. */
function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n = 48): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return out;
}

interface Sample {
  p: Pt;
  a: number; // tangent angle in degrees
}

/** Re-sample a polyline at equal arc-length steps. */
function resample(pts: Pt[], step: number): Sample[] {
  const out: Sample[] = [];
  let carry = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    if (len === 0) continue;
    const ang = Math.atan2(dy, dx) / DEG;
    let d = carry === 0 && i === 1 ? 0 : step - carry;
    while (d <= len) {
      const t = d / len;
      out.push({ p: [a[0] + dx * t, a[1] + dy * t], a: ang });
      d += step;
    }
    carry = len - (d - step);
  }
  return out;
}

/* ------------------------------------------------------------------------ */
/* SVG document with shared definitions                                     */
/* ------------------------------------------------------------------------ */

class Scene {
  /** How much the final viewBox magnifies the drawing; stones pick their level of detail from it. */
  zoom = 1;
  private readonly defs = new Map<string, string>();
  private counter = 0;

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Register a definition once under a fixed id. */
  def(id: string, make: () => string): string {
    if (!this.defs.has(id)) this.defs.set(id, make());
    return id;
  }

  /** Register an anonymous definition; `make` receives the generated id. */
  add(prefix: string, make: (id: string) => string): string {
    const id = this.uid(prefix);
    this.defs.set(id, make(id));
    return id;
  }

  doc(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="${viewBox}">` +
      `<defs>${[...this.defs.values()].join('')}</defs>${body}</svg>`
    );
  }
}

function stops(list: Array<[number, string, number?]>): string {
  return list.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
}

/* ------------------------------------------------------------------------ */
/* metals                                                                   */
/* ------------------------------------------------------------------------ */

interface MetalTone {
  deep: string;
  dark: string;
  mid: string;
  base: string;
  light: string;
  spec: string;
}

const METAL: Record<MetalColour, MetalTone> = {
  yellow: { deep: '#6e4f06', dark: '#b8860b', mid: '#d9ab3c', base: '#f5d77a', light: '#fff2b0', spec: '#fffbea' },
  white: { deep: '#5c626b', dark: '#8a919b', mid: '#b8bec6', base: '#dde1e6', light: '#f6f7f9', spec: '#ffffff' },
  rose: { deep: '#7e4336', dark: '#b06d5c', mid: '#d39483', base: '#efbcaa', light: '#ffe4da', spec: '#fff5f0' },
};

type MetalDir = 'h' | 'v' | 'd' | 'r';

/** Shared (objectBoundingBox) metal gradient; returns `url(#id)`. */
function metal(sc: Scene, colour: MetalColour, dir: MetalDir): string {
  const m = METAL[colour];
  const id = `m-${colour}-${dir}`;
  sc.def(id, () => {
    if (dir === 'r') {
      return `<radialGradient id="${id}" cx=".38" cy=".32" r=".78">${stops([
        [0, m.spec],
        [0.18, m.light],
        [0.45, m.base],
        [0.72, m.mid],
        [0.9, m.dark],
        [1, m.deep],
      ])}</radialGradient>`;
    }
    const xy = dir === 'h' ? 'x1="0" y1="0" x2="1" y2="0"' : dir === 'v' ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
    return `<linearGradient id="${id}" ${xy}>${stops([
      [0, m.dark],
      [0.1, m.mid],
      [0.24, m.light],
      [0.32, m.spec],
      [0.4, m.base],
      [0.55, m.mid],
      [0.68, m.dark],
      [0.78, m.mid],
      [0.88, m.light],
      [1, m.base],
    ])}</linearGradient>`;
  });
  return `url(#${id})`;
}

/* ------------------------------------------------------------------------ */
/* sparkles, shadows                                                        */
/* ------------------------------------------------------------------------ */

function sparkle(sc: Scene, x: number, y: number, size: number, rot = 0, opacity = 1): string {
  sc.def(
    'spk-glow',
    () =>
      `<radialGradient id="spk-glow">${stops([
        [0, '#ffffff', 0.95],
        [0.35, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ])}</radialGradient>`,
  );
  // absolute coordinates (no <use>, no nested transforms: both are slow in librsvg)
  const k = size / 50;
  const c = Math.cos(rot * DEG) * k;
  const sn = Math.sin(rot * DEG) * k;
  const P = (px: number, py: number) => `${fx(x + px * c - py * sn)},${fx(y + px * sn + py * c)}`;
  const star = (L: number, w: number, a: number) => {
    const ca = Math.cos(a * DEG);
    const sa = Math.sin(a * DEG);
    const R = (px: number, py: number) => P(px * ca - py * sa, px * sa + py * ca);
    return `M${R(0, -L)}L${R(w, -w)}L${R(L, 0)}L${R(w, w)}L${R(0, L)}L${R(-w, w)}L${R(-L, 0)}L${R(-w, -w)}Z`;
  };
  const op = opacity < 1 ? ` opacity="${opacity.toFixed(2)}"` : '';
  return (
    `<circle cx="${fx(x)}" cy="${fx(y)}" r="${fx(17 * k)}" fill="url(#spk-glow)"${op}/>` +
    `<path d="${star(50, 2.6, 0)}${star(24, 1.6, 45)}" fill="#fff"${op}/>`
  );
}

/** Soft elliptical shadow built from a radial gradient (much cheaper than a blur). */
function softShadow(sc: Scene, cx: number, cy: number, rx: number, ry: number, opacity: number, rot = 0): string {
  sc.def(
    'shadow-g',
    () =>
      `<radialGradient id="shadow-g">${stops([
        [0, '#2a1d12', 1],
        [0.45, '#2a1d12', 0.55],
        [1, '#2a1d12', 0],
      ])}</radialGradient>`,
  );
  return `<ellipse cx="${fx(cx)}" cy="${fx(cy)}" rx="${fx(rx)}" ry="${fx(ry)}" fill="url(#shadow-g)" opacity="${opacity.toFixed(2)}"${
    rot ? ` transform="rotate(${fx(rot)} ${fx(cx)} ${fx(cy)})"` : ''
  }/>`;
}

/** Soft shadow along a path (stacked strokes fake a blur). */
function pathShadow(d: string, width: number, dx: number, dy: number, opacity = 1): string {
  return (
    `<g transform="translate(${fx(dx)} ${fx(dy)})" fill="none" stroke="#2a1d12" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity.toFixed(2)}">` +
    `<path d="${d}" stroke-width="${fx(width * 3.2)}" stroke-opacity=".035"/>` +
    `<path d="${d}" stroke-width="${fx(width * 2)}" stroke-opacity=".06"/>` +
    `<path d="${d}" stroke-width="${fx(width * 1.1)}" stroke-opacity=".09"/></g>`
  );
}

/* ------------------------------------------------------------------------ */
/* faceted stones: a tiny 3D model, projected and shaded per facet          */
/* ------------------------------------------------------------------------ */

interface Facet {
  v: V3[];
  part: 0 | 1 | 2 | 3; // table, crown, girdle, pavilion
}

const CROWN_H = 0.3;
const TABLE_R = 0.56;
const PAV_D = 0.86;

function brilliantModel(): Facet[] {
  const P = (r: number, deg: number, z: number): V3 => [r * Math.cos(deg * DEG), r * Math.sin(deg * DEG), z];
  const zc = (r: number) => (CROWN_H * (1 - r)) / (1 - TABLE_R);
  const T = (k: number) => P(TABLE_R, 45 * k + 22.5, CROWN_H);
  const J = (k: number) => P(0.8, 45 * k, zc(0.8));
  const Gt = (deg: number) => P(1, deg, 0);
  const Gb = (deg: number) => P(1, deg, -0.04);
  const L = (k: number) => P(0.28, 45 * k, -PAV_D * (1 - 0.28));
  const C: V3 = [0, 0, -PAV_D];
  const f: Facet[] = [];
  f.push({ v: [0, 1, 2, 3, 4, 5, 6, 7].map(T), part: 0 });
  for (let k = 0; k < 8; k++) {
    const a = 45 * k;
    f.push({ v: [T(k - 1), T(k), J(k)], part: 1 });
    f.push({ v: [T(k), J(k + 1), Gt(a + 22.5), J(k)], part: 1 });
    f.push({ v: [J(k), Gt(a - 22.5), Gt(a)], part: 1 });
    f.push({ v: [J(k), Gt(a), Gt(a + 22.5)], part: 1 });
    f.push({ v: [Gt(a), Gt(a + 22.5), Gb(a + 22.5), Gb(a)], part: 2 });
    f.push({ v: [Gt(a - 22.5), Gt(a), Gb(a), Gb(a - 22.5)], part: 2 });
    f.push({ v: [L(k), Gb(a - 22.5), Gb(a)], part: 3 });
    f.push({ v: [L(k), Gb(a), Gb(a + 22.5)], part: 3 });
    f.push({ v: [Gb(a + 22.5), L(k + 1), C, L(k)], part: 3 });
  }
  return f;
}

function liteModel(): Facet[] {
  const P = (r: number, deg: number, z: number): V3 => [r * Math.cos(deg * DEG), r * Math.sin(deg * DEG), z];
  const f: Facet[] = [];
  const T = (k: number) => P(TABLE_R, 45 * k + 22.5, CROWN_H);
  const G = (deg: number) => P(1, deg, 0);
  const C: V3 = [0, 0, -PAV_D];
  f.push({ v: [0, 1, 2, 3, 4, 5, 6, 7].map(T), part: 0 });
  for (let k = 0; k < 8; k++) {
    const a = 45 * k + 22.5;
    f.push({ v: [T(k), T(k + 1), G(a + 45), G(a + 22.5), G(a)], part: 1 });
    f.push({ v: [G(a), G(a + 22.5), G(a + 45), C], part: 3 });
  }
  return f;
}

/** Step cut (emerald): concentric rings of a cut-corner rectangle. */
function stepModel(aspect: number): Facet[] {
  const ring = (s: number, z: number): V3[] => {
    const a = s;
    const b = s / aspect;
    const c = 0.26 * s;
    return [
      [a - c, -b, z],
      [a, -b + c, z],
      [a, b - c, z],
      [a - c, b, z],
      [-a + c, b, z],
      [-a, b - c, z],
      [-a, -b + c, z],
      [-a + c, -b, z],
    ];
  };
  const rings: Array<[number, number, 0 | 1 | 2 | 3]> = [
    [0.64, 0.24, 1],
    [0.83, 0.13, 1],
    [1, 0, 2],
    [1, -0.04, 3],
    [0.8, -0.3, 3],
    [0.55, -0.55, 3],
    [0.25, -0.72, 3],
  ];
  const f: Facet[] = [];
  const rs = rings.map(([s, z]) => ring(s, z));
  f.push({ v: rs[0], part: 0 });
  for (let i = 0; i + 1 < rs.length; i++) {
    const A = rs[i];
    const B = rs[i + 1];
    const part = rings[i + 1][2];
    for (let k = 0; k < 8; k++) {
      const k2 = (k + 1) % 8;
      f.push({ v: [A[k], A[k2], B[k2], B[k]], part });
    }
  }
  f.push({ v: [...rs[rs.length - 1]].reverse(), part: 3 });
  return f;
}

const MODEL_CACHE = new Map<string, Facet[]>();

function shapeRadius(shape: StoneShape, ang: number): number {
  switch (shape) {
    case 'pear': {
      const c = Math.max(0, Math.cos(ang + Math.PI / 2));
      return 1 + 0.72 * c * c * c;
    }
    case 'cushion': {
      const n = 4;
      return 1.08 / Math.pow(Math.pow(Math.abs(Math.cos(ang)), n) + Math.pow(Math.abs(Math.sin(ang)), n), 1 / n);
    }
    case 'princess': {
      const n = 14;
      return 0.92 / Math.pow(Math.pow(Math.abs(Math.cos(ang)), n) + Math.pow(Math.abs(Math.sin(ang)), n), 1 / n);
    }
    default:
      return 1;
  }
}

function stoneModel(shape: StoneShape, lite: boolean): Facet[] {
  const key = `${shape}-${lite ? 1 : 0}`;
  const hit = MODEL_CACHE.get(key);
  if (hit) return hit;
  let model: Facet[];
  if (shape === 'emerald') {
    model = stepModel(1.38);
  } else {
    const base = lite ? liteModel() : brilliantModel();
    model = base.map((fc) => ({
      part: fc.part,
      v: fc.v.map(([x, y, z]): V3 => {
        if (shape === 'oval') return [x, y * 1.32, z];
        if (x === 0 && y === 0) return [x, y, z];
        const k = shapeRadius(shape, Math.atan2(y, x));
        return [x * k, y * k, z];
      }),
    }));
  }
  MODEL_CACHE.set(key, model);
  return model;
}

const ICE: Array<[number, string]> = [
  [0, '#28313d'],
  [0.22, '#4d5a6b'],
  [0.45, '#93a2b4'],
  [0.66, '#d3dde8'],
  [0.82, '#eef4fa'],
  [1, '#ffffff'],
];

function iceColour(b: number): string {
  const v = clamp(b);
  for (let i = 1; i < ICE.length; i++) {
    const [o1, c1] = ICE[i];
    const [o0, c0] = ICE[i - 1];
    if (v <= o1) return mix(c0, c1, (v - o0) / (o1 - o0));
  }
  return '#ffffff';
}

const FIRE = ['#cfe6ff', '#fff0cc', '#ead9ff', '#d6fbe9', '#ffdcdc'];

function convexHull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const pt of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], pt) <= 0) lower.pop();
    lower.push(pt);
  }
  const upper: Pt[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const pt = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], pt) <= 0) upper.pop();
    upper.push(pt);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

interface StoneOpts {
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
function girdlePoint(o: StoneOpts, deg: number, k = 1): V3 {
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
class StoneBatch {
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
function beads(colour: MetalColour, centers: Pt[], r: number): string {
  if (!centers.length) return '';
  const m = METAL[colour];
  const circ = (c: Pt, rr: number) =>
    `M${fx(c[0] - rr)},${fx(c[1])}a${fx(rr)},${fx(rr)} 0 1 0 ${fx(2 * rr)},0a${fx(rr)},${fx(rr)} 0 1 0 ${fx(-2 * rr)},0Z`;
  const base = centers.map((c) => circ(c, r)).join('');
  const hi = centers.map((c) => circ([c[0] - r * 0.28, c[1] - r * 0.3], r * 0.42)).join('');
  return `<path d="${base}" fill="${m.mid}" stroke="${m.dark}" stroke-width="${fx(Math.max(0.3, r * 0.12))}"/><path d="${hi}" fill="${m.light}"/>`;
}

function stone(sc: Scene, o: StoneOpts, batch?: StoneBatch): string {
  const shape = o.shape ?? 'round';
  const rnd = mulberry32(o.seed * 7919 + 17);
  const champagne = o.colour === 'champagne';
  const px = o.r * sc.zoom; // on-screen radius
  if (px < 5.5) {
    sc.def(
      'gem-dot',
      () =>
        `<radialGradient id="gem-dot" cx=".4" cy=".38" r=".7">${stops([
          [0, '#ffffff'],
          [0.35, '#e6edf5'],
          [0.7, '#8e9cad'],
          [1, '#4a5666'],
        ])}</radialGradient>`,
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
    sc.def(
      'gem-gloss',
      () =>
        `<radialGradient id="gem-gloss" cx=".32" cy=".25" r=".8">${stops([
          [0, '#ffffff', 0.55],
          [0.45, '#ffffff', 0.1],
          [1, '#ffffff', 0],
        ])}</radialGradient>`,
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
function setStone(sc: Scene, colour: MetalColour, o: StoneOpts, prongCount: 0 | 3 | 4 | 6, bezel = false): string {
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
function halo(sc: Scene, colour: MetalColour, so: StoneOpts, seed: number): string {
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

/* ------------------------------------------------------------------------ */
/* backgrounds                                                              */
/* ------------------------------------------------------------------------ */

interface Backdrop {
  top: string;
  mid: string;
  floor: string;
}

const BACKDROPS: Backdrop[] = [
  { top: '#ece2d5', mid: '#fbf7f1', floor: '#efe5d8' }, // cream
  { top: '#ecd9d3', mid: '#fcf3f0', floor: '#f0dfd9' }, // blush
  { top: '#dfe2e6', mid: '#f8f9fa', floor: '#e5e8eb' }, // pale grey
  { top: '#d9e0d3', mid: '#f4f7f1', floor: '#e0e6da' }, // sage
  { top: '#e9dfcf', mid: '#faf5ec', floor: '#ebe1d1' }, // sand
  { top: '#e3dce6', mid: '#f9f6fa', floor: '#e8e1ea' }, // lilac grey
];

function studio(sc: Scene, bd: Backdrop, w: number, h: number, horizon = 0.62, lightX = 0.5): string {
  // two layers only: a radial "spotlit wall" and a floor band (full-canvas gradients are costly to raster)
  const gid = sc.add(
    'bg',
    (id) =>
      `<radialGradient id="${id}" cx="${lightX}" cy=".44" r=".78" gradientTransform="translate(${fx(lightX)} .44) scale(1 .9) translate(${fx(-lightX)} -.44)">${stops(
        [
          [0, mix(bd.mid, '#ffffff', 0.55)],
          [0.38, bd.mid],
          [0.78, bd.top],
          [1, mix(bd.top, '#5a4a3a', 0.1)],
        ],
      )}</radialGradient>`,
  );
  const y0 = Math.round(h * (horizon - 0.12));
  const fid = sc.add(
    'fl',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops([
        [0, bd.floor, 0],
        [0.35, bd.floor, 0.5],
        [1, mix(bd.floor, '#5a4a3a', 0.06), 0.95],
      ])}</linearGradient>`,
  );
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

function band(sc: Scene, colour: MetalColour, o: BandOpts): string {
  const m = METAL[colour];
  const { R, t, off } = o;
  const r = R - t;
  const outerG = sc.add(
    'bo',
    (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${fx(-R)}" x2="0" y2="${fx(R)}">${stops([
        [0, m.light],
        [0.12, m.spec],
        [0.22, m.base],
        [0.42, m.mid],
        [0.55, m.light],
        [0.62, m.base],
        [0.78, m.dark],
        [0.9, m.mid],
        [1, m.deep],
      ])}</linearGradient>`,
  );
  const faceG = sc.add(
    'bf',
    (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fx(-R)}" y1="${fx(-R)}" x2="${fx(R)}" y2="${fx(R)}">${stops([
        [0, m.mid],
        [0.15, m.spec],
        [0.3, m.base],
        [0.45, m.dark],
        [0.55, m.mid],
        [0.68, m.light],
        [0.8, m.base],
        [0.92, m.dark],
        [1, m.mid],
      ])}</linearGradient>`,
  );
  const innerG = sc.add(
    'bi',
    (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${fx(-r)}" x2="0" y2="${fx(r)}">${stops([
        [0, m.deep],
        [0.25, m.dark],
        [0.45, m.mid],
        [0.52, m.light],
        [0.6, m.mid],
        [0.8, m.dark],
        [1, m.deep],
      ])}</linearGradient>`,
  );
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

type RingStyle = 'solitaire' | 'halo' | 'three' | 'eternity' | 'pave';

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

function ring(sc: Scene, colour: MetalColour, o: RingOpts): string {
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
function arcEllipse(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): string {
  const pts: Pt[] = [];
  const n = Math.max(8, Math.ceil(Math.abs(a1 - a0) / 6));
  for (let i = 0; i <= n; i++) {
    const a = (a0 + ((a1 - a0) * i) / n) * DEG;
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return pathOf(pts, Math.abs(a1 - a0) >= 360);
}

/* ------------------------------------------------------------------------ */
/* chains and pendants                                                      */
/* ------------------------------------------------------------------------ */

/** A short vertical metal wire/link. */
function wire(sc: Scene, colour: MetalColour, x: number, y1: number, y2: number, w: number): string {
  return `<rect x="${fx(x - w / 2)}" y="${fx(y1)}" width="${fx(w)}" height="${fx(Math.max(1, y2 - y1))}" rx="${fx(w / 2)}" fill="${metal(sc, colour, 'h')}" stroke="${METAL[colour].dark}" stroke-width="${fx(w * 0.08)}"/>`;
}

function chain(sc: Scene, colour: MetalColour, pts: Pt[], link: number, shadow = true): string {
  const m = METAL[colour];
  const samples = resample(pts, link * 0.62);
  const out: string[] = [];
  if (shadow) out.push(pathShadow(pathOf(pts), link * 0.7, link * 0.5, link * 0.9));
  // all links of one kind go into a single path (elliptical arcs carry their own rotation)
  let rings = '';
  let bars = '';
  let glints = '';
  const rx = link * 0.55;
  const ry = link * 0.34;
  samples.forEach((s, i) => {
    const a = s.a * DEG;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    if (i % 2 === 0) {
      const x0 = s.p[0] + ca * rx;
      const y0 = s.p[1] + sa * rx;
      const x1 = s.p[0] - ca * rx;
      const y1 = s.p[1] - sa * rx;
      rings += `M${fx(x0)},${fx(y0)}A${fx(rx)},${fx(ry)} ${fx(s.a)} 1 1 ${fx(x1)},${fx(y1)}A${fx(rx)},${fx(ry)} ${fx(s.a)} 1 1 ${fx(x0)},${fx(y0)}Z`;
      if (i % 4 === 0)
        glints += `M${fx(s.p[0] - ca * rx * 0.5 + sa * ry)},${fx(s.p[1] - sa * rx * 0.5 - ca * ry)}l${fx(ca * rx * 0.6)},${fx(sa * rx * 0.6)}`;
    } else {
      const hw = link * 0.58;
      const hh = link * 0.13;
      const c: Pt[] = [
        [-hw, -hh],
        [hw, -hh],
        [hw, hh],
        [-hw, hh],
      ];
      bars += pathOf(
        c.map(([x, y]): Pt => [s.p[0] + x * ca - y * sa, s.p[1] + x * sa + y * ca]),
        true,
      );
    }
  });
  out.push(`<path d="${rings}" fill="none" stroke="${m.deep}" stroke-width="${fx(link * 0.26)}"/>`);
  out.push(`<path d="${rings}" fill="none" stroke="${metal(sc, colour, 'd')}" stroke-width="${fx(link * 0.19)}"/>`);
  out.push(`<path d="${bars}" fill="${m.base}" stroke="${m.dark}" stroke-width="${fx(link * 0.06)}"/>`);
  if (glints)
    out.push(
      `<path d="${glints}" fill="none" stroke="${m.spec}" stroke-opacity=".8" stroke-linecap="round" stroke-width="${fx(link * 0.08)}"/>`,
    );
  return out.join('');
}

type PendantStyle = 'solitaire' | 'halo' | 'heart' | 'drop' | 'bezel' | 'disc' | 'riviera';

function bail(sc: Scene, colour: MetalColour, x: number, y: number, size: number): string {
  return `<ellipse cx="${fx(x)}" cy="${fx(y + size * 0.1)}" rx="${fx(size * 0.07)}" ry="${fx(size * 0.12)}" fill="none" stroke="${metal(
    sc,
    colour,
    'h',
  )}" stroke-width="${fx(size * 0.045)}"/>`;
}

function heartPath(cx: number, cy: number, w: number): string {
  const h = w * 0.92;
  const top = cy - h * 0.5;
  return (
    `M${fx(cx)},${fx(top + h * 0.28)}` +
    `C${fx(cx - w * 0.08)},${fx(top)} ${fx(cx - w * 0.5)},${fx(top - h * 0.05)} ${fx(cx - w * 0.5)},${fx(top + h * 0.32)}` +
    `C${fx(cx - w * 0.5)},${fx(top + h * 0.62)} ${fx(cx - w * 0.12)},${fx(top + h * 0.82)} ${fx(cx)},${fx(top + h)}` +
    `C${fx(cx + w * 0.12)},${fx(top + h * 0.82)} ${fx(cx + w * 0.5)},${fx(top + h * 0.62)} ${fx(cx + w * 0.5)},${fx(top + h * 0.32)}` +
    `C${fx(cx + w * 0.5)},${fx(top - h * 0.05)} ${fx(cx + w * 0.08)},${fx(top)} ${fx(cx)},${fx(top + h * 0.28)}Z`
  );
}

/** Pendant hanging from (x, y). Returns markup and the point worth zooming into. */
function pendant(
  sc: Scene,
  colour: MetalColour,
  style: PendantStyle,
  x: number,
  y: number,
  size: number,
  seed: number,
  shape: StoneShape,
): string {
  const m = METAL[colour];
  const out: string[] = [];
  const sh = (cx: number, cy: number, rr: number) => softShadow(sc, cx + rr * 0.15, cy + rr * 0.3, rr * 1.1, rr * 1.05, 0.35);
  switch (style) {
    case 'solitaire':
    case 'riviera': {
      const r = size * 0.3;
      const cy = y + size * 0.22 + r * (shape === 'oval' ? 1.32 : shape === 'pear' ? 1.5 : 1);
      out.push(sh(x, cy, r), bail(sc, colour, x, y, size));
      out.push(setStone(sc, colour, { x, y: cy, r, shape, tilt: 10, seed, spin: shape === 'emerald' ? 90 : 0 }, 4));
      break;
    }
    case 'halo': {
      const r = size * 0.22;
      const sp = shape === 'round' ? 0 : 0;
      const k = shape === 'oval' ? 1.32 : shape === 'pear' ? 1.45 : 1;
      const cy = y + size * 0.24 + r * 1.45 * k;
      out.push(sh(x, cy, r * 1.5), bail(sc, colour, x, y, size));
      const so: StoneOpts = { x, y: cy, r, shape, tilt: 8, seed, spin: sp };
      out.push(halo(sc, colour, so, seed));
      out.push(setStone(sc, colour, so, 4));
      break;
    }
    case 'heart': {
      const w = size * 0.78;
      const cy = y + size * 0.2 + w * 0.46;
      out.push(sh(x, cy, w * 0.5), bail(sc, colour, x, y, size));
      out.push(`<path d="${heartPath(x, cy, w)}" fill="${metal(sc, colour, 'd')}" stroke="${m.dark}" stroke-width="${fx(w * 0.012)}"/>`);
      out.push(`<path d="${heartPath(x, cy + w * 0.02, w * 0.8)}" fill="${metal(sc, colour, 'h')}" opacity=".8"/>`);
      out.push(`<path d="${heartPath(x - w * 0.06, cy - w * 0.02, w * 0.42)}" fill="#fff" opacity=".25"/>`);
      out.push(setStone(sc, colour, { x: x + w * 0.16, y: cy - w * 0.06, r: w * 0.085, seed, tilt: 5 }, 0, true));
      break;
    }
    case 'drop': {
      const r1 = size * 0.1;
      const y1 = y + size * 0.22 + r1;
      const r2 = size * 0.22;
      const y2 = y1 + r1 + r2 * 1.7;
      out.push(sh(x, y2, r2 * 1.2), bail(sc, colour, x, y, size));
      out.push(wire(sc, colour, x, y1, y2 - r2 * 1.2, size * 0.035));
      out.push(setStone(sc, colour, { x, y: y1, r: r1, seed: seed + 1, tilt: 8 }, 4));
      out.push(setStone(sc, colour, { x, y: y2, r: r2, shape: 'pear', seed, tilt: 8 }, 3));
      break;
    }
    case 'bezel': {
      const r = size * 0.3;
      const cy = y + size * 0.24 + r * 0.9;
      out.push(sh(x, cy, r * 1.1), bail(sc, colour, x, y, size));
      out.push(setStone(sc, colour, { x, y: cy, r, shape: 'emerald', seed, tilt: 6, spin: 90 }, 0, true));
      break;
    }
    case 'disc': {
      const R = size * 0.42;
      const cy = y + size * 0.2 + R;
      out.push(sh(x, cy, R), bail(sc, colour, x, y, size));
      out.push(
        `<circle cx="${fx(x)}" cy="${fx(cy)}" r="${fx(R)}" fill="${metal(sc, colour, 'd')}" stroke="${m.dark}" stroke-width="${fx(R * 0.02)}"/>`,
      );
      out.push(`<circle cx="${fx(x)}" cy="${fx(cy)}" r="${fx(R * 0.84)}" fill="${metal(sc, colour, 'h')}" opacity=".7"/>`);
      out.push(
        `<ellipse cx="${fx(x - R * 0.25)}" cy="${fx(cy - R * 0.3)}" rx="${fx(R * 0.45)}" ry="${fx(R * 0.25)}" fill="#fff" opacity=".22" transform="rotate(-35 ${fx(x - R * 0.25)} ${fx(cy - R * 0.3)})"/>`,
      );
      const n = 22;
      const batch = new StoneBatch();
      for (let i = 0; i < n; i++) {
        const a = (360 / n) * i * DEG;
        stone(
          sc,
          {
            x: x + Math.cos(a) * R * 0.84,
            y: cy + Math.sin(a) * R * 0.84,
            r: R * 0.095,
            seed: seed + i,
            spin: i * 11,
            sparkles: i % 6 === 0 ? 0.8 : 0,
          },
          batch,
        );
      }
      out.push(batch.flush());
      out.push(setStone(sc, colour, { x, y: cy, r: R * 0.22, seed, tilt: 4 }, 0, true));
      break;
    }
  }
  return out.join('');
}

interface NecklaceOpts {
  style: PendantStyle;
  shape: StoneShape;
  seed: number;
  flat?: boolean; // laid flat as a loop instead of hanging in a V
}

function necklace(sc: Scene, colour: MetalColour, o: NecklaceOpts): { svg: string; focus: Pt } {
  const out: string[] = [];
  const link = 8.5;
  const bx = 400;
  let by = 440;
  let left: Pt[];
  let right: Pt[];
  if (o.flat) {
    by = 560;
    left = cubic([bx, by], [250, 540], [150, 400], [180, 250]).concat(cubic([180, 250], [200, 120], [330, 90], [400, 92]).slice(1));
    right = left.map((p): Pt => [800 - p[0], p[1]]);
  } else {
    left = cubic([bx, by], [330, 380], [210, 220], [150, -20]);
    right = cubic([bx, by], [470, 380], [590, 220], [650, -20]);
  }
  const size = o.flat ? 200 : 250;
  const riviera = o.style === 'riviera';
  if (riviera) {
    // graduated stones along the lower part of the chain
    const shadows: string[] = [];
    const batch = new StoneBatch();
    const prongPts: Pt[] = [];
    let cups = '';
    for (const side of [left, right]) {
      const smp = resample(side, 1);
      let dist = 26;
      let k = 0;
      while (k < 14) {
        const r = 15 - k * 0.75;
        if (r < 5) break;
        const s = smp[Math.floor(dist)];
        if (!s) break;
        const so: StoneOpts = {
          x: s.p[0],
          y: s.p[1],
          r,
          seed: o.seed + k * 3 + (side === left ? 0 : 99),
          tilt: 10,
          spin: k * 7,
          sparkles: k % 3 === 0 ? 0.8 : 0,
        };
        stone(sc, so, batch);
        cups += pathOf(ellipsePts(s.p[0], s.p[1] + r * 0.08, r * 1.1, r * 1.08, 16), true);
        for (const a of [45, 135, 225, 315]) {
          const p = girdlePoint(so, a + s.a - (so.spin ?? 0), 0.98);
          prongPts.push([p[0], p[1]]);
        }
        dist += r * 2 + 2.5;
        k++;
      }
      const rest = smp.slice(Math.floor(dist)).map((s) => s.p);
      out.push(chain(sc, colour, rest, link * 0.85));
      shadows.push(pathShadow(pathOf(smp.slice(0, Math.floor(dist)).map((s) => s.p)), 20, 5, 8, 0.8));
    }
    out.push(...shadows);
    out.push(`<path d="${cups}" fill="${METAL[colour].mid}" stroke="${METAL[colour].dark}" stroke-width="1"/>`);
    out.push(batch.flush(), beads(colour, prongPts, 2.2));
  } else {
    out.push(chain(sc, colour, left, link), chain(sc, colour, right, link));
  }
  if (o.flat) {
    // clasp at the top
    out.push(`<ellipse cx="400" cy="92" rx="9" ry="6" fill="none" stroke="${metal(sc, colour, 'h')}" stroke-width="3.5"/>`);
  }
  out.push(pendant(sc, colour, o.style, bx, by - 4, size, o.seed, o.shape));
  if (o.flat) return { svg: `<g transform="translate(0 -38)">${out.join('')}</g>`, focus: [bx, by - 38 + size * 0.45] };
  return { svg: out.join(''), focus: [bx, by + size * 0.45] };
}

/* ------------------------------------------------------------------------ */
/* earrings                                                                 */
/* ------------------------------------------------------------------------ */

type EarringStyle = 'stud' | 'halo' | 'drop' | 'pavehoop' | 'hoop' | 'fancy';

function hoop(sc: Scene, colour: MetalColour, x: number, y: number, R: number, rot: number, pave: boolean, seed: number): string {
  const m = METAL[colour];
  const w = pave ? R * 0.17 : R * 0.15;
  const rx = R * 0.86;
  const d = arcEllipse(0, 0, rx, R, -70, 250);
  const out: string[] = [];
  out.push(`<g transform="translate(${fx(x)} ${fx(y)}) rotate(${fx(rot)})">`);
  out.push(pathShadow(d, w, w * 0.5, w * 0.8, 0.9));
  out.push(`<path d="${d}" fill="none" stroke="${m.deep}" stroke-width="${fx(w * 1.1)}" stroke-linecap="round"/>`);
  out.push(`<path d="${d}" fill="none" stroke="${metal(sc, colour, 'h')}" stroke-width="${fx(w)}" stroke-linecap="round"/>`);
  out.push(
    `<path d="${arcEllipse(0, 0, rx - w * 0.28, R - w * 0.28, -60, 240)}" fill="none" stroke="${m.dark}" stroke-opacity=".35" stroke-width="${fx(w * 0.2)}"/>`,
  );
  out.push(
    `<path d="${arcEllipse(0, 0, rx + w * 0.18, R + w * 0.18, 130, 215)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="${fx(w * 0.16)}" stroke-linecap="round"/>`,
  );
  out.push(
    `<path d="${arcEllipse(0, 0, rx + w * 0.15, R + w * 0.15, -40, 30)}" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="${fx(w * 0.12)}" stroke-linecap="round"/>`,
  );
  if (pave) {
    const pts = ellipsePts(0, 0, rx, R, 120, 10).slice(0, 61);
    const per = polyLength(pts);
    const sr = w * 0.36;
    const n = Math.floor(per / (sr * 2.15));
    const batch = new StoneBatch();
    resample(pts, per / n)
      .slice(0, n)
      .forEach((q, i) => {
        stone(sc, { x: q.p[0], y: q.p[1], r: sr, seed: seed + i * 7, spin: i * 9, sparkles: i % 5 === 1 ? 0.8 : 0 }, batch);
      });
    out.push(batch.flush());
  }
  // hinged post
  const p: Pt = [rx * Math.cos(-70 * DEG), R * Math.sin(-70 * DEG)];
  out.push(
    `<path d="M${fx(p[0])},${fx(p[1])}L${fx(p[0] - R * 0.3)},${fx(p[1] + R * 0.02)}" stroke="${m.mid}" stroke-width="${fx(w * 0.28)}" stroke-linecap="round"/>`,
  );
  out.push('</g>');
  return out.join('');
}

function earring(
  sc: Scene,
  colour: MetalColour,
  style: EarringStyle,
  x: number,
  y: number,
  size: number,
  seed: number,
  shape: StoneShape,
  tilt = 0,
  spin = 0,
): string {
  const out: string[] = [];
  switch (style) {
    case 'stud':
    case 'fancy': {
      const r = size * (shape === 'oval' || shape === 'pear' ? 0.34 : 0.42);
      out.push(softShadow(sc, x + r * 0.25, y + r * 0.35, r * 1.25, r * 1.2, 0.4));
      out.push(setStone(sc, colour, { x, y, r, shape, tilt, spin, seed }, shape === 'pear' ? 3 : shape === 'round' ? 6 : 4));
      break;
    }
    case 'halo': {
      const r = size * 0.28;
      const so: StoneOpts = { x, y, r, shape, tilt, spin, seed };
      out.push(softShadow(sc, x + r * 0.35, y + r * 0.5, r * 1.8, r * 1.7, 0.4));
      out.push(halo(sc, colour, so, seed));
      out.push(setStone(sc, colour, so, 4));
      break;
    }
    case 'drop': {
      const r1 = size * 0.14;
      const r2 = size * 0.3;
      const y2 = y + r1 + size * 0.2 + r2 * 1.5;
      out.push(softShadow(sc, x + r2 * 0.3, y2 + r2 * 0.4, r2 * 1.3, r2 * 1.4, 0.35));
      out.push(wire(sc, colour, x, y, y2 - r2, size * 0.045));
      out.push(setStone(sc, colour, { x, y, r: r1, seed: seed + 3, tilt }, 4));
      out.push(
        setStone(
          sc,
          colour,
          { x, y: y2, r: r2, shape: shape === 'round' ? 'pear' : shape, seed, tilt },
          shape === 'round' || shape === 'pear' ? 3 : 4,
        ),
      );
      break;
    }
    case 'pavehoop':
    case 'hoop':
      out.push(hoop(sc, colour, x, y, size * 0.75, spin * 0.2, style === 'pavehoop', seed));
      break;
  }
  return out.join('');
}

/* ------------------------------------------------------------------------ */
/* bracelets                                                                */
/* ------------------------------------------------------------------------ */

type BraceletStyle = 'tennis' | 'bangle' | 'pavebangle' | 'links' | 'bezels';

function ellipsePts(cx: number, cy: number, rx: number, ry: number, n = 160, a0 = 0): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const a = (a0 + (360 * i) / n) * DEG;
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return pts;
}

function polyLength(pts: Pt[]): number {
  let per = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    per += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  return per;
}

/** A bracelet lying on the floor, seen from the front and above (ellipse rx x ry). */
function bracelet(
  sc: Scene,
  colour: MetalColour,
  style: BraceletStyle,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rot: number,
  seed: number,
): string {
  const m = METAL[colour];
  const out: string[] = [];
  const k = ry / rx;
  const tilt = Math.acos(clamp(k, 0, 1)) / DEG;
  out.push(`<g transform="rotate(${fx(rot)} ${fx(cx)} ${fx(cy)})">`);
  if (style === 'bangle' || style === 'pavebangle') {
    const Hs = rx * (style === 'pavebangle' ? 0.1 : 0.085);
    out.push(pathShadow(pathOf(ellipsePts(cx, cy + Hs * 0.9, rx * 1.01, ry * 1.02), true), Hs * 0.6, 4, Hs * 0.5, 1.2));
    out.push(softShadow(sc, cx, cy + ry + Hs * 0.8, rx * 0.8, ry * 0.12, 0.35));
    out.push(
      band(sc, colour, {
        R: rx,
        t: rx * (style === 'pavebangle' ? 0.07 : 0.055),
        off: Hs / k,
        transform: `translate(${fx(cx)} ${fx(cy)}) scale(1 ${k.toFixed(3)}) rotate(90)`,
        stones: style === 'pavebangle' ? { from: -80, to: 80, r: rx * 0.024, seed } : undefined,
      }),
    );
    out.push('</g>');
    return out.join('');
  }
  const loop = ellipsePts(cx, cy, rx, ry, 200, 90);
  const per = polyLength(loop);
  if (style === 'links') {
    out.push(chain(sc, colour, loop, 34));
    out.push('</g>');
    return out.join('');
  }
  if (style === 'bezels') {
    out.push(chain(sc, colour, loop, 12));
    const n = 11;
    const smp = resample(loop, per / n).slice(0, n);
    smp.sort((p, q) => p.p[1] - q.p[1]);
    smp.forEach((q, i) => {
      out.push(softShadow(sc, q.p[0] + 4, q.p[1] + 8, 26, 20, 0.35));
      out.push(
        setStone(
          sc,
          colour,
          { x: q.p[0], y: q.p[1], r: 20, tilt, seed: seed + i * 7, spin: i * 19, sparkles: i % 3 === 0 ? 0.9 : 0 },
          0,
          true,
        ),
      );
    });
    out.push('</g>');
    return out.join('');
  }
  // tennis: touching four-prong settings all the way round
  const r0 = 17;
  out.push(pathShadow(pathOf(loop, true), r0 * 1.4, 5, 12, 1));
  out.push(`<path d="${pathOf(loop, true)}" fill="none" stroke="${m.deep}" stroke-width="${fx(r0 * 1.1)}" stroke-opacity=".4"/>`);
  const n = Math.floor(per / (r0 * 2.08));
  const smp = resample(loop, per / n).slice(0, n);
  const items = smp.map((q, i) => ({ q, i, depth: q.p[1] - cy }));
  items.sort((a, b) => a.depth - b.depth);
  const batch = new StoneBatch();
  let boxes = '';
  let dims = '';
  const prongPts: Pt[] = [];
  for (const { q, i, depth } of items) {
    const sc01 = 0.9 + 0.1 * ((depth / ry + 1) / 2);
    const r = r0 * sc01;
    const th = Math.atan2((q.p[1] - cy) / k, q.p[0] - cx) / DEG;
    // square setting, drawn in floor coordinates then flattened by the view
    const ct = Math.cos(th * DEG);
    const st = Math.sin(th * DEG);
    const hs = r * 1.08;
    const corners: Pt[] = [
      [-hs, -hs],
      [hs, -hs],
      [hs, hs],
      [-hs, hs],
    ];
    boxes += pathOf(
      corners.map(([x, y]): Pt => [q.p[0] + x * ct - y * st, q.p[1] + r * 0.18 + (x * st + y * ct) * k]),
      true,
    );
    const so: StoneOpts = {
      x: q.p[0],
      y: q.p[1],
      r: r * 0.92,
      tilt,
      seed: seed + i * 11,
      spin: i * 23,
      sparkles: i % 6 === 0 && depth > -ry * 0.3 ? 0.9 : 0,
    };
    stone(sc, so, batch);
    for (const a of [th + 45, th + 135, th + 225, th + 315]) {
      const p = girdlePoint(so, a - (so.spin ?? 0), 1.05);
      prongPts.push([p[0], p[1]]);
    }
    if (depth < -ry * 0.2) dims += pathOf(ellipsePts(q.p[0], q.p[1], r * 1.1, r * 1.1 * k, 12), true);
  }
  out.push(
    `<path d="${boxes}" fill="${metal(sc, colour, 'd')}" stroke="${m.deep}" stroke-width="${fx(r0 * 0.08)}" stroke-linejoin="round"/>`,
  );
  out.push(batch.flush());
  out.push(beads(colour, prongPts, r0 * 0.16));
  if (dims) out.push(`<path d="${dims}" fill="${m.deep}" opacity=".08"/>`);
  out.push('</g>');
  return out.join('');
}

/* ------------------------------------------------------------------------ */
/* product compositions                                                     */
/* ------------------------------------------------------------------------ */

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

function compose(sc: Scene, kind: JewelleryKind, colour: MetalColour, seed: number, alt: boolean): Composition {
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

async function toWebp(svg: string): Promise<Buffer> {
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
/* hero slider                                                              */
/* ------------------------------------------------------------------------ */

/**
 * Each slide is a picture only: the storefront sets its headline over it as real text, so it reads on
 * a phone and to a screen reader. The left part stays calm (and the panel below darkens it) for that text.
 */
interface SlideTheme {
  bg: [string, string, string];
  bokeh: string;
  dark: boolean;
}

const SLIDES: SlideTheme[] = [
  {
    bg: ['#0d1626', '#1d3150', '#33507a'],
    bokeh: '#cfe0ff',
    dark: true,
  },
  {
    bg: ['#e9d6b4', '#f6ead3', '#fbf4e6'],
    bokeh: '#fff3d6',
    dark: false,
  },
  {
    bg: ['#ead5cf', '#f6e9e5', '#fdf7f5'],
    bokeh: '#ffffff',
    dark: false,
  },
  {
    bg: ['#cfd8cb', '#e4eadf', '#f3f6f0'],
    bokeh: '#ffffff',
    dark: false,
  },
  {
    bg: ['#2a0c17', '#4d1426', '#722039'],
    bokeh: '#ffd7c2',
    dark: true,
  },
];

function bokeh(
  sc: Scene,
  w: number,
  h: number,
  colour: string,
  count: number,
  seed: number,
  region: [number, number, number, number],
): string {
  const rnd = mulberry32(seed);
  const id = sc.add(
    'bk',
    (i) =>
      `<radialGradient id="${i}">${stops([
        [0, colour, 0.55],
        [0.6, colour, 0.3],
        [0.85, colour, 0.12],
        [1, colour, 0],
      ])}</radialGradient>`,
  );
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = region[0] + rnd() * (region[2] - region[0]);
    const y = region[1] + rnd() * (region[3] - region[1]);
    const r = 8 + Math.pow(rnd(), 2.2) * 90;
    out.push(`<circle cx="${fx(x)}" cy="${fx(y)}" r="${fx(r)}" fill="url(#${id})" opacity="${(0.25 + rnd() * 0.6).toFixed(2)}"/>`);
  }
  void w;
  void h;
  return out.join('');
}

function sparkField(sc: Scene, count: number, seed: number, region: [number, number, number, number], maxSize: number): string {
  const rnd = mulberry32(seed + 51);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = region[0] + rnd() * (region[2] - region[0]);
    const y = region[1] + rnd() * (region[3] - region[1]);
    out.push(sparkle(sc, x, y, 6 + Math.pow(rnd(), 3) * maxSize, rnd() * 40, 0.5 + rnd() * 0.5));
  }
  return out.join('');
}

function sliderSvg(index: number): string {
  const i = ((Math.floor(index) % SLIDES.length) + SLIDES.length) % SLIDES.length;
  const t = SLIDES[i];
  const sc = new Scene();
  const W = 1920;
  const H = 1080;
  const bgId = sc.add(
    'sbg',
    (id) =>
      `<radialGradient id="${id}" cx=".72" cy=".46" r=".85">${stops([
        [0, t.bg[2]],
        [0.45, t.bg[1]],
        [1, t.bg[0]],
      ])}</radialGradient>`,
  );
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#${bgId})"/>`];
  // soft light sweep
  const sweep = sc.add(
    'sw',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2=".4">${stops([
        [0, '#ffffff', 0],
        [0.55, '#ffffff', t.dark ? 0.06 : 0.22],
        [1, '#ffffff', 0],
      ])}</linearGradient>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${sweep})"/>`);
  parts.push(bokeh(sc, W, H, t.bokeh, 46, 100 + i, [760, -60, 1980, 1140]));
  // a gentle "floor" tone at the bottom
  const fl = sc.add(
    'fl',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops([
        [0, t.bg[0], 0],
        [1, t.bg[0], 0.45],
      ])}</linearGradient>`,
  );
  parts.push(`<rect y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="url(#${fl})"/>`);

  const j: string[] = [];
  switch (i) {
    case 0: {
      // big loose stone + solitaire
      j.push(softShadow(sc, 1440, 700, 250, 34, 0.6));
      j.push(stone(sc, { x: 1440, y: 500, r: 200, tilt: 38, seed: 11, spin: 8, sparkles: 0.8 }));
      j.push(
        `<g transform="translate(1575 400) scale(.56)">${ring(sc, 'white', { cx: 385, cy: 480, R: 200, style: 'halo', shape: 'oval', seed: 4 })}</g>`,
      );
      j.push(softShadow(sc, 1225, 880, 70, 12, 0.5));
      j.push(stone(sc, { x: 1220, y: 840, r: 56, tilt: 62, seed: 3, spin: 20, rot: -10 }));
      j.push(softShadow(sc, 1395, 905, 52, 9, 0.5));
      j.push(stone(sc, { x: 1390, y: 878, r: 38, tilt: 66, seed: 8, shape: 'pear', spin: 90, rot: 14 }));
      break;
    }
    case 1: {
      j.push(`<g transform="translate(880 170) scale(.9)">${necklace(sc, 'yellow', { style: 'disc', shape: 'round', seed: 2 }).svg}</g>`);
      j.push(`<g transform="translate(1300 360) scale(.9)">${bracelet(sc, 'yellow', 'bangle', 400, 420, 285, 150, -8, 3)}</g>`);
      j.push(`<g transform="translate(1240 620) scale(.55)">${bracelet(sc, 'yellow', 'links', 400, 420, 285, 150, 6, 5)}</g>`);
      j.push(hoop(sc, 'yellow', 1700, 320, 120, 12, false, 4));
      break;
    }
    case 2: {
      j.push(
        `<g transform="translate(1020 220) scale(.95)">${ring(sc, 'white', { cx: 400, cy: 470, R: 190, style: 'solitaire', shape: 'round', seed: 21 })}</g>`,
      );
      j.push(
        `<g transform="translate(1380 330) scale(.8)">${ring(sc, 'rose', { cx: 400, cy: 470, R: 190, style: 'halo', shape: 'cushion', seed: 5, mirror: true })}</g>`,
      );
      j.unshift(`<g transform="translate(800 600) scale(.62)">${bracelet(sc, 'white', 'tennis', 400, 420, 285, 120, -4, 9)}</g>`);
      break;
    }
    case 3: {
      const cols: MetalColour[] = ['yellow', 'white', 'rose', 'yellow'];
      const styles: RingStyle[] = ['eternity', 'pave', 'eternity', 'solitaire'];
      cols.forEach((c, k) => {
        j.push(
          `<g transform="translate(${930 + k * 185} ${300 + (k % 2) * 50}) scale(.68)">${ring(sc, c, { cx: 400, cy: 470, R: 190, style: styles[k], shape: 'oval', seed: 30 + k, mirror: k % 2 === 1 })}</g>`,
        );
      });
      break;
    }
    default: {
      // gift box + earrings
      j.push(`<g transform="translate(1330 -40) scale(.62)">${necklace(sc, 'rose', { style: 'drop', shape: 'pear', seed: 8 }).svg}</g>`);
      j.push(softShadow(sc, 1640, 880, 330, 42, 0.65));
      j.push(giftBox(sc, 1570, 870));
      j.push(earring(sc, 'yellow', 'halo', 1120, 730, 200, 3, 'round', 12, 0));
      j.push(earring(sc, 'yellow', 'halo', 1290, 830, 200, 4, 'round', 30, 20));
      break;
    }
  }
  parts.push(...j);
  parts.push(sparkField(sc, 16, 700 + i, [900, 80, 1880, 1000], 38));
  // a calm panel under the storefront's headline text
  const tp = sc.add(
    'tp',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops([
        [0, t.bg[0], t.dark ? 0.55 : 0.35],
        [0.75, t.bg[0], 0],
      ])}</linearGradient>`,
  );
  parts.push(`<rect width="1100" height="${H}" fill="url(#${tp})"/>`);
  return sc.doc(W, H, parts.join(''));
}

/** A gift box seen from the front-right, bottom centre of its front face at (cx, cy). */
function giftBox(sc: Scene, cx: number, cy: number): string {
  const w = 360;
  const h = 230;
  const dx = 120;
  const dy = -80;
  const x0 = cx - w / 2;
  const y0 = cy - h;
  const P = (pts: Pt[]) => poly(pts);
  const front = sc.add(
    'gbf',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops([
        [0, '#fbf7f1'],
        [1, '#e2d8cb'],
      ])}</linearGradient>`,
  );
  const side = sc.add(
    'gbs',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops([
        [0, '#d6cbbd'],
        [1, '#b9ac9c'],
      ])}</linearGradient>`,
  );
  const rib = sc.add(
    'gbr',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops([
        [0, '#a67c35'],
        [0.45, '#f2dca8'],
        [0.6, '#d4ad63'],
        [1, '#9c7330'],
      ])}</linearGradient>`,
  );
  const ribD = '#b68a3e';
  const lidH = 46;
  const out: string[] = [];
  // body
  out.push(
    `<polygon points="${P([
      [x0, y0],
      [x0 + w, y0],
      [x0 + w, cy],
      [x0, cy],
    ])}" fill="url(#${front})"/>`,
  );
  out.push(
    `<polygon points="${P([
      [x0 + w, y0],
      [x0 + w + dx, y0 + dy],
      [x0 + w + dx, cy + dy],
      [x0 + w, cy],
    ])}" fill="url(#${side})"/>`,
  );
  // lid (slightly larger)
  const lx = x0 - 8;
  const ly = y0 - 6;
  const lw = w + 16;
  out.push(
    `<polygon points="${P([
      [lx, ly],
      [lx + lw, ly],
      [lx + lw, ly + lidH],
      [lx, ly + lidH],
    ])}" fill="#fffdf9"/>`,
  );
  out.push(
    `<polygon points="${P([
      [lx + lw, ly],
      [lx + lw + dx, ly + dy],
      [lx + lw + dx, ly + dy + lidH],
      [lx + lw, ly + lidH],
    ])}" fill="#d9cfc2"/>`,
  );
  out.push(
    `<polygon points="${P([
      [lx, ly],
      [lx + dx, ly + dy],
      [lx + lw + dx, ly + dy],
      [lx + lw, ly],
    ])}" fill="#f4efe7"/>`,
  );
  out.push(`<rect x="${lx}" y="${ly + lidH}" width="${lw}" height="8" fill="#000" opacity=".06"/>`);
  // ribbons: front vertical, top cross, side horizontal
  const rw = 34;
  out.push(`<rect x="${cx - rw / 2}" y="${ly}" width="${rw}" height="${cy - ly}" fill="url(#${rib})"/>`);
  out.push(
    `<polygon points="${P([
      [cx - rw / 2, ly],
      [cx - rw / 2 + dx, ly + dy],
      [cx + rw / 2 + dx, ly + dy],
      [cx + rw / 2, ly],
    ])}" fill="${mix(ribD, '#ffffff', 0.25)}"/>`,
  );
  const my = ly + dy / 2;
  const mx = dx / 2;
  const t = 0.09;
  out.push(
    `<polygon points="${P([
      [lx + mx * (1 - t * 2), my - dy * t],
      [lx + lw + mx * (1 - t * 2), my - dy * t],
      [lx + lw + mx * (1 + t * 2), my + dy * t],
      [lx + mx * (1 + t * 2), my + dy * t],
    ])}" fill="${mix(ribD, '#ffffff', 0.15)}"/>`,
  );
  out.push(
    `<polygon points="${P([
      [x0 + w, (y0 + cy) / 2 - 16],
      [x0 + w + dx, (y0 + cy) / 2 + dy - 16],
      [x0 + w + dx, (y0 + cy) / 2 + dy + 16],
      [x0 + w, (y0 + cy) / 2 + 16],
    ])}" fill="${mix(ribD, '#000000', 0.12)}"/>`,
  );
  // bow
  const bx = cx + dx / 2;
  const by = ly + dy / 2;
  out.push(
    `<g transform="translate(${fx(bx)} ${fx(by)})">` +
      `<path d="M0,0C-40,-70 -120,-60 -105,-12C-95,18 -40,10 0,0Z" fill="url(#${rib})" stroke="${mix(ribD, '#000000', 0.2)}" stroke-width="2"/>` +
      `<path d="M0,0C40,-70 120,-60 105,-12C95,18 40,10 0,0Z" fill="url(#${rib})" stroke="${mix(ribD, '#000000', 0.2)}" stroke-width="2"/>` +
      `<path d="M-6,4L-40,70L-22,66L-12,80L2,8Z" fill="${mix(ribD, '#000000', 0.08)}"/>` +
      `<path d="M6,4L44,66L26,64L18,78L-2,8Z" fill="${ribD}"/>` +
      `<ellipse rx="18" ry="13" fill="${mix(ribD, '#ffffff', 0.2)}" stroke="${mix(ribD, '#000000', 0.2)}" stroke-width="2"/></g>`,
  );
  return out.join('');
}

export function renderSliderImage(index: number): Promise<Buffer> {
  return toWebp(sliderSvg(index));
}

/* ------------------------------------------------------------------------ */
/* social posts                                                             */
/* ------------------------------------------------------------------------ */

type Texture = 'marble' | 'linen' | 'silk' | 'velvet' | 'plaster' | 'terrazzo';

function texture(sc: Scene, kind: Texture, W: number, H: number, seed: number): string {
  const rnd = mulberry32(seed);
  switch (kind) {
    case 'marble': {
      // soft clouding + hand-built veins (branching random walks)
      const cloud = sc.add(
        'mc',
        (id) =>
          `<radialGradient id="${id}" cx=".3" cy=".3" r=".9">${stops([
            [0, '#fbfaf8'],
            [0.6, '#f1eee9'],
            [1, '#e4dfd8'],
          ])}</radialGradient>`,
      );
      const out = [`<rect width="${W}" height="${H}" fill="url(#${cloud})"/>`];
      const vein = (x: number, y: number, ang: number, len: number, w: number) => {
        const pts: Pt[] = [[x, y]];
        let a = ang;
        let px = x;
        let py = y;
        let da = 0;
        for (let d = 0; d < len; d += 28) {
          da = da * 0.7 + (rnd() - 0.5) * 0.16;
          a += da;
          px += Math.cos(a) * 28;
          py += Math.sin(a) * 28;
          pts.push([px, py]);
        }
        const dd = pathOf(pts);
        return (
          `<path d="${dd}" fill="none" stroke="#b3aa9f" stroke-opacity=".06" stroke-width="${fx(w * 22)}" stroke-linecap="round" stroke-linejoin="round"/>` +
          `<path d="${dd}" fill="none" stroke="#a49b90" stroke-opacity=".1" stroke-width="${fx(w * 8)}" stroke-linecap="round" stroke-linejoin="round"/>` +
          `<path d="${dd}" fill="none" stroke="#978d81" stroke-opacity=".22" stroke-width="${fx(w * 2.6)}" stroke-linejoin="round"/>` +
          `<path d="${dd}" fill="none" stroke="#8a8176" stroke-opacity=".4" stroke-width="${fx(w * 0.9)}" stroke-linejoin="round"/>`
        );
      };
      for (let k = 0; k < 4; k++) {
        const x0 = -80 + rnd() * W * 0.3;
        const y0 = H * (0.1 + 0.25 * k) + rnd() * 120;
        const ang = -0.55 + rnd() * 0.3;
        out.push(vein(x0, y0, ang, 1300, 0.7 + rnd() * 1.2));
        out.push(
          vein(x0 + 200 + rnd() * 400, y0 - 100 - rnd() * 200, ang + (rnd() > 0.5 ? 0.5 : -0.5), 250 + rnd() * 250, 0.4 + rnd() * 0.4),
        );
      }
      const vb = sc.add(
        'vb',
        (id) => `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.4"/></filter>`,
      );
      return `${out[0] ?? ''}<g filter="url(#${vb})">${out.slice(1).join('')}</g>`;
    }
    case 'linen': {
      const p = sc.add(
        'ln',
        (id) =>
          `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#e9e1d4"/><path d="M0,1.5H6M0,4.5H6" stroke="#d9cfbf" stroke-width="1"/><path d="M1.5,0V6M4.5,0V6" stroke="#f4eee4" stroke-width=".8"/></pattern>`,
      );
      return `<rect width="${W}" height="${H}" fill="url(#${p})"/>`;
    }
    case 'silk': {
      const base = ['#f1dcd3', '#e3e6ee', '#efe3cc'][seed % 3];
      const shade = mix(base, '#6b4a40', 0.35);
      const out = [`<rect width="${W}" height="${H}" fill="${base}"/>`, `<g transform="rotate(-24 ${W / 2} ${H / 2})">`];
      let y = -420;
      while (y < H + 380) {
        const h = 170 + rnd() * 190;
        const g = sc.add(
          'sk',
          (id) =>
            `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops([
              [0, shade, 0],
              [0.3, '#ffffff', 0.55],
              [0.45, '#ffffff', 0.18],
              [0.75, shade, 0.32],
              [1, shade, 0],
            ])}</linearGradient>`,
        );
        const w1 = (rnd() - 0.5) * 160;
        const w2 = (rnd() - 0.5) * 160;
        out.push(
          `<path d="M-400,${fx(y)}C${fx(W * 0.2)},${fx(y + w1)} ${fx(W * 0.7)},${fx(y + w2)} ${W + 400},${fx(y)}L${W + 400},${fx(y + h)}C${fx(W * 0.7)},${fx(y + h + w2)} ${fx(W * 0.2)},${fx(y + h + w1)} -400,${fx(y + h)}Z" fill="url(#${g})"/>`,
        );
        y += h * 0.72;
      }
      out.push('</g>');
      return out.join('');
    }
    case 'velvet': {
      const c = ['#1f3a34', '#2b2140', '#3d1624'][seed % 3];
      const g = sc.add(
        'vv',
        (id) =>
          `<radialGradient id="${id}" cx=".45" cy=".42" r=".8">${stops([
            [0, mix(c, '#ffffff', 0.22)],
            [0.6, c],
            [1, mix(c, '#000000', 0.45)],
          ])}</radialGradient>`,
      );
      const f = sc.add(
        'vn',
        (id) =>
          `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="1" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 .09 0"/></filter>`,
      );
      return `<rect width="${W}" height="${H}" fill="url(#${g})"/><rect width="${W}" height="${H}" filter="url(#${f})"/>`;
    }
    case 'plaster': {
      const f = sc.add(
        'pl',
        (id) =>
          `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".012" numOctaves="3" seed="${seed % 50}"/><feColorMatrix type="matrix" values="0 0 0 0 0.55  0 0 0 0 0.45  0 0 0 0 0.38  0 0 0 .35 -0.05"/></filter>`,
      );
      return `<rect width="${W}" height="${H}" fill="#ead9c8"/><rect width="${W}" height="${H}" filter="url(#${f})"/>`;
    }
    case 'terrazzo': {
      const out = [`<rect width="${W}" height="${H}" fill="#efe9e1"/>`];
      const cols = ['#d8c6b2', '#b9a38f', '#e6d3c4', '#c9cfc4', '#a8b1a6'];
      for (let k = 0; k < 140; k++) {
        const x = rnd() * W;
        const y = rnd() * H;
        const r = 3 + Math.pow(rnd(), 2) * 16;
        const pts: Pt[] = [];
        const n = 5 + Math.floor(rnd() * 3);
        for (let q = 0; q < n; q++) {
          const a = (q / n) * Math.PI * 2;
          const rr = r * (0.6 + rnd() * 0.6);
          pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
        }
        out.push(`<polygon points="${poly(pts)}" fill="${cols[k % cols.length]}" opacity=".8"/>`);
      }
      return out.join('');
    }
  }
}

/** Window-light shadow stripes (a lifestyle-photo staple). */
function windowLight(sc: Scene, H: number, strength: number): string {
  const f = sc.add(
    'wl',
    (id) => `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="22"/></filter>`,
  );
  const bars: string[] = [];
  for (let k = 0; k < 4; k++) {
    const x = -200 + k * 330;
    bars.push(`<path d="M${x},-100L${x + 150},-100L${x + 650},${H + 100}L${x + 500},${H + 100}Z"/>`);
  }
  return `<g fill="#3a2a1c" opacity="${strength.toFixed(2)}" filter="url(#${f})">${bars.join('')}</g>`;
}

function dish(sc: Scene, cx: number, cy: number, r: number, tone: string): string {
  const g = sc.add(
    'dg',
    (id) =>
      `<radialGradient id="${id}" cx=".45" cy=".4" r=".7">${stops([
        [0, mix(tone, '#ffffff', 0.55)],
        [0.8, tone],
        [1, mix(tone, '#000000', 0.15)],
      ])}</radialGradient>`,
  );
  return (
    softShadow(sc, cx + r * 0.12, cy + r * 0.18, r * 1.12, r * 0.62, 0.5) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${fx(r * 0.55)}" fill="${mix(tone, '#000000', 0.08)}"/>` +
    `<ellipse cx="${cx}" cy="${fx(cy - r * 0.04)}" rx="${fx(r * 0.97)}" ry="${fx(r * 0.52)}" fill="url(#${g})"/>` +
    `<ellipse cx="${cx}" cy="${fx(cy + r * 0.02)}" rx="${fx(r * 0.74)}" ry="${fx(r * 0.38)}" fill="${mix(tone, '#000000', 0.06)}"/>`
  );
}

function sprig(sc: Scene, x: number, y: number, len: number, rot: number, colour: string): string {
  const out: string[] = [`<g transform="translate(${x} ${y}) rotate(${rot})">`];
  out.push(
    `<path d="M0,0C${len * 0.2},${-len * 0.05} ${len * 0.6},${len * 0.06} ${len},0" fill="none" stroke="${colour}" stroke-width="2.2"/>`,
  );
  for (let k = 1; k < 11; k++) {
    const t = k / 11;
    const px = len * t;
    const py = Math.sin(t * Math.PI) * len * 0.02;
    const s = 16 * (1 - t * 0.5);
    out.push(
      `<ellipse cx="${fx(px + s * 0.6)}" cy="${fx(py - s * 0.7)}" rx="${fx(s)}" ry="${fx(s * 0.38)}" transform="rotate(-35 ${fx(px + s * 0.6)} ${fx(py - s * 0.7)})" fill="${colour}" opacity=".85"/>`,
    );
    out.push(
      `<ellipse cx="${fx(px + s * 0.6)}" cy="${fx(py + s * 0.7)}" rx="${fx(s)}" ry="${fx(s * 0.38)}" transform="rotate(35 ${fx(px + s * 0.6)} ${fx(py + s * 0.7)})" fill="${colour}" opacity=".75"/>`,
    );
  }
  out.push('</g>');
  void sc;
  return out.join('');
}

function socialSvg(index: number): string {
  const i = ((Math.floor(index) % 12) + 12) % 12;
  const sc = new Scene();
  const W = 1080;
  const H = 1080;
  const textures: Texture[] = ['marble', 'linen', 'silk', 'velvet', 'plaster', 'terrazzo'];
  const tex = textures[i % textures.length];
  const kinds: JewelleryKind[] = ['ring', 'necklace', 'earrings', 'bracelet', 'ring', 'set'];
  const kind = kinds[(i * 5 + 1) % kinds.length];
  const colours: MetalColour[] = ['yellow', 'rose', 'white'];
  const colour = colours[i % 3];
  const parts: string[] = [texture(sc, tex, W, H, 31 + i)];
  const dark = tex === 'velvet';
  // light pool
  const lp = sc.add(
    'lp',
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".5" r=".6">${stops([
        [0, '#ffffff', dark ? 0.12 : 0.35],
        [1, '#ffffff', 0],
      ])}</radialGradient>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${lp})"/>`);
  if (!dark && tex !== 'silk' && i % 2 === 0) parts.push(windowLight(sc, H, 0.1));
  // props
  if (i % 4 === 1) parts.push(sprig(sc, 60, 980, 360, -38, ['#a9b08f', '#c7a98f', '#b7a7c0'][i % 3]));
  if (i % 4 === 3) parts.push(sprig(sc, 1030, 120, 300, 150, ['#a9b08f', '#c7a98f', '#9fb2a3'][i % 3]));
  let jewel: string;
  if (kind === 'ring' && i % 3 === 0) {
    parts.push(dish(sc, 540, 700, 360, ['#efe7dc', '#e9d5cc', '#dfe3dc'][i % 3]));
    jewel = `<g transform="translate(262 248) scale(.7)">${compose(sc, 'ring', colour, 40 + i, false).body}</g>`;
  } else {
    const c = compose(sc, kind, colour, 40 + i, i % 2 === 1 && kind !== 'earrings');
    jewel = `<g transform="translate(${W / 2 - 400 * 1.12} ${H / 2 - 400 * 1.12}) scale(1.12)">${c.body}</g>`;
  }
  parts.push(jewel);
  parts.push(sparkField(sc, 5, 900 + i, [150, 150, 930, 930], 30));
  // vignette
  const vg = sc.add(
    'svg',
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".5" r=".72">${stops([
        [0.6, '#000000', 0],
        [1, '#000000', dark ? 0.45 : 0.16],
      ])}</radialGradient>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${vg})"/>`);
  return sc.doc(W, H, parts.join(''));
}

export function renderSocialImage(index: number): Promise<Buffer> {
  return toWebp(socialSvg(index));
}
