/** The hero slider pictures: themed backdrops, bokeh, sparks and a gift box. */
import { fx, type MetalColour, mix, mulberry32, poly, type Pt, Scene, softShadow, sparkle } from './svg-kit';
import { stone } from './stones';
import { ring, type RingStyle } from './rings';
import { earring, hoop, necklace } from './chains-earrings';
import { bracelet } from './bracelets';
import { toWebp } from './product-pictures';

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
  const id = sc.gradient('bk', 'radial', '', [
    [0, colour, 0.55],
    [0.6, colour, 0.3],
    [0.85, colour, 0.12],
    [1, colour, 0],
  ]);
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

export function sparkField(sc: Scene, count: number, seed: number, region: [number, number, number, number], maxSize: number): string {
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
  const bgId = sc.gradient('sbg', 'radial', 'cx=".72" cy=".46" r=".85"', [
    [0, t.bg[2]],
    [0.45, t.bg[1]],
    [1, t.bg[0]],
  ]);
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#${bgId})"/>`];
  // soft light sweep
  const sweep = sc.gradient('sw', 'linear', 'x1="0" y1="0" x2="1" y2=".4"', [
    [0, '#ffffff', 0],
    [0.55, '#ffffff', t.dark ? 0.06 : 0.22],
    [1, '#ffffff', 0],
  ]);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${sweep})"/>`);
  parts.push(bokeh(sc, W, H, t.bokeh, 46, 100 + i, [760, -60, 1980, 1140]));
  // a gentle "floor" tone at the bottom
  const fl = sc.gradient('fl', 'linear', 'x1="0" y1="0" x2="0" y2="1"', [
    [0, t.bg[0], 0],
    [1, t.bg[0], 0.45],
  ]);
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
  const tp = sc.gradient('tp', 'linear', 'x1="0" y1="0" x2="1" y2="0"', [
    [0, t.bg[0], t.dark ? 0.55 : 0.35],
    [0.75, t.bg[0], 0],
  ]);
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
  const front = sc.gradient('gbf', 'linear', 'x1="0" y1="0" x2="1" y2="1"', [
    [0, '#fbf7f1'],
    [1, '#e2d8cb'],
  ]);
  const side = sc.gradient('gbs', 'linear', 'x1="0" y1="0" x2="1" y2="0"', [
    [0, '#d6cbbd'],
    [1, '#b9ac9c'],
  ]);
  const rib = sc.gradient('gbr', 'linear', 'x1="0" y1="0" x2="1" y2="0"', [
    [0, '#a67c35'],
    [0.45, '#f2dca8'],
    [0.6, '#d4ad63'],
    [1, '#9c7330'],
  ]);
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
