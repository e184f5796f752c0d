/** The social post pictures: lifestyle textures, window light, a dish and sprigs around a piece. */
import { fx, type JewelleryKind, type MetalColour, mix, mulberry32, pathOf, poly, type Pt, Scene, softShadow } from './svg-kit';
import { compose, toWebp } from './product-pictures';
import { sparkField } from './slider';

type Texture = 'marble' | 'linen' | 'silk' | 'velvet' | 'plaster' | 'terrazzo';

function texture(sc: Scene, kind: Texture, W: number, H: number, seed: number): string {
  const rnd = mulberry32(seed);
  switch (kind) {
    case 'marble': {
      // soft clouding + hand-built veins (branching random walks)
      const cloud = sc.gradient('mc', 'radial', 'cx=".3" cy=".3" r=".9"', [
        [0, '#fbfaf8'],
        [0.6, '#f1eee9'],
        [1, '#e4dfd8'],
      ]);
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
        const g = sc.gradient('sk', 'linear', 'x1="0" y1="0" x2="0" y2="1"', [
          [0, shade, 0],
          [0.3, '#ffffff', 0.55],
          [0.45, '#ffffff', 0.18],
          [0.75, shade, 0.32],
          [1, shade, 0],
        ]);
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
      const g = sc.gradient('vv', 'radial', 'cx=".45" cy=".42" r=".8"', [
        [0, mix(c, '#ffffff', 0.22)],
        [0.6, c],
        [1, mix(c, '#000000', 0.45)],
      ]);
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
  const g = sc.gradient('dg', 'radial', 'cx=".45" cy=".4" r=".7"', [
    [0, mix(tone, '#ffffff', 0.55)],
    [0.8, tone],
    [1, mix(tone, '#000000', 0.15)],
  ]);
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
  const lp = sc.gradient('lp', 'radial', 'cx=".5" cy=".5" r=".6"', [
    [0, '#ffffff', dark ? 0.12 : 0.35],
    [1, '#ffffff', 0],
  ]);
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
  const vg = sc.gradient('svg', 'radial', 'cx=".5" cy=".5" r=".72"', [
    [0.6, '#000000', 0],
    [1, '#000000', dark ? 0.45 : 0.16],
  ]);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${vg})"/>`);
  return sc.doc(W, H, parts.join(''));
}

export function renderSocialImage(index: number): Promise<Buffer> {
  return toWebp(socialSvg(index));
}
