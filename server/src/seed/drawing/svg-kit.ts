/** The drawing kit every picture uses: deterministic numbers, colour mixing, paths, the SVG document with its shared definitions (Scene), metal gradients, sparkles and soft shadows. */

export type JewelleryKind = 'ring' | 'necklace' | 'earrings' | 'bracelet' | 'set';
export type MetalColour = 'yellow' | 'white' | 'rose';

export type StoneShape = 'round' | 'oval' | 'pear' | 'cushion' | 'princess' | 'emerald';
export type Pt = [number, number];
export type V3 = [number, number, number];

/* ------------------------------------------------------------------------ */
/* small helpers                                                            */
/* ------------------------------------------------------------------------ */

export const DEG = Math.PI / 180;

export function fx(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export function mulberry32(seed: number): () => number {
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
export function pick(seed: number, salt: number, n: number): number {
  const r = mulberry32(Math.imul(seed + 1, 2654435761) ^ Math.imul(salt + 7, 40503));
  r();
  return Math.floor(r() * n);
}

export function clamp(v: number, lo = 0, hi = 1): number {
  return v < lo ? lo : v > hi ? hi : v;
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

const MIX_CACHE = new Map<string, string>();

export function mix(a: string, b: string, t: number): string {
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

export function poly(pts: Pt[]): string {
  return pts.map((p) => `${fx(p[0])},${fx(p[1])}`).join(' ');
}

export function pathOf(pts: Pt[], close = false): string {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${fx(p[0])},${fx(p[1])}`).join('') + (close ? 'Z' : '');
}

/** Points of a cubic Bézier. */
export function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n = 48): Pt[] {
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
export function resample(pts: Pt[], step: number): Sample[] {
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

export class Scene {
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

  /** Register an anonymous gradient (see `gradient`); answers its generated id. */
  gradient(prefix: string, kind: GradientKind, attributes: string, list: Stop[]): string {
    return this.add(prefix, (id) => gradient(kind, id, attributes, list));
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

/** A colour stop of a gradient: offset, colour and, when not opaque, opacity. */
type Stop = [number, string, number?];

type GradientKind = 'linear' | 'radial';

/** A `<linearGradient>` or `<radialGradient>` with its id, the attributes that place it (none: '') and its stops. */
export function gradient(kind: GradientKind, id: string, attributes: string, list: Stop[]): string {
  return `<${kind}Gradient id="${id}"${attributes ? ` ${attributes}` : ''}>${stops(list)}</${kind}Gradient>`;
}

export function stops(list: Stop[]): string {
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

export const METAL: Record<MetalColour, MetalTone> = {
  yellow: { deep: '#6e4f06', dark: '#b8860b', mid: '#d9ab3c', base: '#f5d77a', light: '#fff2b0', spec: '#fffbea' },
  white: { deep: '#5c626b', dark: '#8a919b', mid: '#b8bec6', base: '#dde1e6', light: '#f6f7f9', spec: '#ffffff' },
  rose: { deep: '#7e4336', dark: '#b06d5c', mid: '#d39483', base: '#efbcaa', light: '#ffe4da', spec: '#fff5f0' },
};

type MetalDir = 'h' | 'v' | 'd' | 'r';

/** Shared (objectBoundingBox) metal gradient; returns `url(#id)`. */
export function metal(sc: Scene, colour: MetalColour, dir: MetalDir): string {
  const m = METAL[colour];
  const id = `m-${colour}-${dir}`;
  sc.def(id, () => {
    if (dir === 'r') {
      return gradient('radial', id, 'cx=".38" cy=".32" r=".78"', [
        [0, m.spec],
        [0.18, m.light],
        [0.45, m.base],
        [0.72, m.mid],
        [0.9, m.dark],
        [1, m.deep],
      ]);
    }
    const xy = dir === 'h' ? 'x1="0" y1="0" x2="1" y2="0"' : dir === 'v' ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
    return gradient('linear', id, xy, [
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
    ]);
  });
  return `url(#${id})`;
}

/* ------------------------------------------------------------------------ */
/* sparkles, shadows                                                        */
/* ------------------------------------------------------------------------ */

export function sparkle(sc: Scene, x: number, y: number, size: number, rot = 0, opacity = 1): string {
  sc.def('spk-glow', () =>
    gradient('radial', 'spk-glow', '', [
      [0, '#ffffff', 0.95],
      [0.35, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ]),
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
export function softShadow(sc: Scene, cx: number, cy: number, rx: number, ry: number, opacity: number, rot = 0): string {
  sc.def('shadow-g', () =>
    gradient('radial', 'shadow-g', '', [
      [0, '#2a1d12', 1],
      [0.45, '#2a1d12', 0.55],
      [1, '#2a1d12', 0],
    ]),
  );
  return `<ellipse cx="${fx(cx)}" cy="${fx(cy)}" rx="${fx(rx)}" ry="${fx(ry)}" fill="url(#shadow-g)" opacity="${opacity.toFixed(2)}"${
    rot ? ` transform="rotate(${fx(rot)} ${fx(cx)} ${fx(cy)})"` : ''
  }/>`;
}

/** Soft shadow along a path (stacked strokes fake a blur). */
export function pathShadow(d: string, width: number, dx: number, dy: number, opacity = 1): string {
  return (
    `<g transform="translate(${fx(dx)} ${fx(dy)})" fill="none" stroke="#2a1d12" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity.toFixed(2)}">` +
    `<path d="${d}" stroke-width="${fx(width * 3.2)}" stroke-opacity=".035"/>` +
    `<path d="${d}" stroke-width="${fx(width * 2)}" stroke-opacity=".06"/>` +
    `<path d="${d}" stroke-width="${fx(width * 1.1)}" stroke-opacity=".09"/></g>`
  );
}

/* ------------------------------------------------------------------------ */

export function ellipsePts(cx: number, cy: number, rx: number, ry: number, n = 160, a0 = 0): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const a = (a0 + (360 * i) / n) * DEG;
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return pts;
}

export function polyLength(pts: Pt[]): number {
  let per = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    per += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  return per;
}
