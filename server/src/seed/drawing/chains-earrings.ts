/** Chains, pendants and necklaces, and earrings (studs, drops, hoops). */
import {
  cubic,
  DEG,
  ellipsePts,
  fx,
  METAL,
  metal,
  type MetalColour,
  pathOf,
  pathShadow,
  polyLength,
  type Pt,
  resample,
  type Scene,
  softShadow,
  type StoneShape,
} from './svg-kit';
import { beads, girdlePoint, halo, setStone, stone, StoneBatch, type StoneOpts } from './stones';
import { arcEllipse } from './rings';

/** A short vertical metal wire/link. */
function wire(sc: Scene, colour: MetalColour, x: number, y1: number, y2: number, w: number): string {
  return `<rect x="${fx(x - w / 2)}" y="${fx(y1)}" width="${fx(w)}" height="${fx(Math.max(1, y2 - y1))}" rx="${fx(w / 2)}" fill="${metal(sc, colour, 'h')}" stroke="${METAL[colour].dark}" stroke-width="${fx(w * 0.08)}"/>`;
}

export function chain(sc: Scene, colour: MetalColour, pts: Pt[], link: number, shadow = true): string {
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

export type PendantStyle = 'solitaire' | 'halo' | 'heart' | 'drop' | 'bezel' | 'disc' | 'riviera';

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

export function necklace(sc: Scene, colour: MetalColour, o: NecklaceOpts): { svg: string; focus: Pt } {
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

export type EarringStyle = 'stud' | 'halo' | 'drop' | 'pavehoop' | 'hoop' | 'fancy';

export function hoop(sc: Scene, colour: MetalColour, x: number, y: number, R: number, rot: number, pave: boolean, seed: number): string {
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

export function earring(
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
