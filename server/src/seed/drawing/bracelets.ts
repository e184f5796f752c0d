/** Bracelets lying on the floor: tennis, bangles, links and bezels. */
import {
  clamp,
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
} from './svg-kit';
import { beads, girdlePoint, setStone, stone, StoneBatch, type StoneOpts } from './stones';
import { band } from './rings';
import { chain } from './chains-earrings';

export type BraceletStyle = 'tennis' | 'bangle' | 'pavebangle' | 'links' | 'bezels';

/** A bracelet lying on the floor, seen from the front and above (ellipse rx x ry). */
export function bracelet(
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
