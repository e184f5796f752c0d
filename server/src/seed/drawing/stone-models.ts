/** Faceted stones as tiny 3D models: brilliant, simple and step cuts, the outline of each shape, and the ice and fire colours a facet is shaded with. */
import { clamp, DEG, mix, type Pt, type StoneShape, type V3 } from './svg-kit';

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

export function shapeRadius(shape: StoneShape, ang: number): number {
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

export function stoneModel(shape: StoneShape, lite: boolean): Facet[] {
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

export function iceColour(b: number): string {
  const v = clamp(b);
  for (let i = 1; i < ICE.length; i++) {
    const [o1, c1] = ICE[i];
    const [o0, c0] = ICE[i - 1];
    if (v <= o1) return mix(c0, c1, (v - o0) / (o1 - o0));
  }
  return '#ffffff';
}

export const FIRE = ['#cfe6ff', '#fff0cc', '#ead9ff', '#d6fbe9', '#ffdcdc'];

export function convexHull(points: Pt[]): Pt[] {
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
