import type { JewelleryKind, MetalColour } from './images';

// The demo shop's catalogue: believable names, weights and stone charges. Prices are never written
// here; the seed computes them with the rate card (pricing/rate-card.ts).

export const DEMO_CURRENCIES = [
  { code: 'INR', conversionRateToINR: 1 },
  { code: 'USD', conversionRateToINR: 0.012 },
] as const;

export const DEMO_METALS = [
  {
    name: 'Gold',
    baseRatePerGram: 13200,
    carats: [
      { value: 14, multiplier: 0.585 },
      { value: 18, multiplier: 0.75 },
      { value: 22, multiplier: 0.916 },
    ],
  },
  // Configured but not yet offered: no carats, so no product can use it until an admin adds some.
  { name: 'Platinum', baseRatePerGram: 4900, carats: [] },
] as const;

export const DEMO_COLOURS: { name: string; colour: MetalColour }[] = [
  { name: 'Yellow Gold', colour: 'yellow' },
  { name: 'White Gold', colour: 'white' },
  { name: 'Rose Gold', colour: 'rose' },
];

/** Indian ring sizes: the inner circumference is 40 + N mm; the label gives the diameter. */
export const RING_SIZES = Array.from({ length: 15 }, (_, i) => {
  const n = 12 + i;
  return `${n} (${(Math.floor(((40 + n) / Math.PI) * 10) / 10).toFixed(1)} mm)`;
});
export const CHAIN_SIZES = ['16 in (40 cm)', '18 in (45 cm)', '20 in (50 cm)'];
export const BRACELET_SIZES = ['6.5 in (16.5 cm)', '7 in (17.8 cm)', '7.5 in (19 cm)'];

export interface DemoProduct {
  name: string;
  subcategory: string;
  weight: number;
  /** Lab-grown diamond value in rupees (before conversion). */
  stone: number;
  karats: number[];
  colours: MetalColour[];
}

interface DemoCategory {
  name: string;
  kind: JewelleryKind;
  subcategories: string[];
  sizes: string[];
  products: DemoProduct[];
}

const p = (name: string, subcategory: string, weight: number, stone: number, karats: number[], colours: MetalColour[]): DemoProduct => ({
  name,
  subcategory,
  weight,
  stone,
  karats,
  colours,
});
const ALL: MetalColour[] = ['yellow', 'white', 'rose'];
const WY: MetalColour[] = ['white', 'yellow'];
const YR: MetalColour[] = ['yellow', 'rose'];

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Rings',
    kind: 'ring',
    subcategories: ['Solitaire', 'Engagement', 'Bands', 'Cocktail'],
    sizes: RING_SIZES,
    products: [
      p('Aurora Solitaire Ring', 'Solitaire', 3.2, 42000, [14, 18], ALL),
      p('Celeste Round Solitaire', 'Solitaire', 2.8, 36000, [14, 18], WY),
      p('Lumière Oval Solitaire', 'Solitaire', 3.4, 48000, [18, 22], ALL),
      p('Eternal Halo Engagement Ring', 'Engagement', 3.9, 55000, [14, 18], ALL),
      p('Trinity Three-Stone Ring', 'Engagement', 4.1, 61000, [18], WY),
      p('Seraphina Pavé Ring', 'Engagement', 3.6, 38000, [14, 18, 22], ALL),
      p('Infinity Eternity Band', 'Bands', 2.9, 29000, [14, 18], ALL),
      p('Classic Comfort Band', 'Bands', 4.8, 0, [14, 18, 22], YR),
      p('Stackable Marquise Band', 'Bands', 2.1, 12500, [14], ALL),
      p('Vivienne Cocktail Ring', 'Cocktail', 5.6, 72000, [18], ALL),
      p('Starlight Cluster Ring', 'Cocktail', 4.4, 46000, [14, 18], WY),
      p('Regal Emerald-Cut Ring', 'Cocktail', 4.9, 68000, [18, 22], YR),
    ],
  },
  {
    name: 'Necklaces',
    kind: 'necklace',
    subcategories: ['Pendants', 'Chains', 'Chokers'],
    sizes: CHAIN_SIZES,
    products: [
      p('Solitaire Drop Pendant', 'Pendants', 3.1, 34000, [14, 18], ALL),
      p('Heart of Light Pendant', 'Pendants', 2.7, 22000, [14, 18], YR),
      p('Evil Eye Diamond Pendant', 'Pendants', 2.4, 16500, [14], ALL),
      p('Initial Charm Pendant', 'Pendants', 1.9, 9500, [14, 18], ALL),
      p('Riviera Tennis Necklace', 'Chains', 9.8, 64000, [14, 18], WY),
      p('Diamond-by-the-Yard Chain', 'Chains', 4.2, 18000, [14, 18], ALL),
      p('Paperclip Link Chain', 'Chains', 6.5, 0, [18, 22], YR),
      p('Empress Choker', 'Chokers', 8.6, 59000, [18], ALL),
      p('Minimal Bar Choker', 'Chokers', 3.8, 14000, [14], WY),
      p('Cascade Collar Necklace', 'Chokers', 10.4, 47000, [14, 18], YR),
    ],
  },
  {
    name: 'Earrings',
    kind: 'earrings',
    subcategories: ['Studs', 'Hoops', 'Drops'],
    sizes: [],
    products: [
      p('Classic Round Studs', 'Studs', 1.8, 28000, [14, 18], ALL),
      p('Princess Cut Studs', 'Studs', 2.0, 32000, [18], WY),
      p('Flower Cluster Studs', 'Studs', 2.4, 21000, [14, 18], ALL),
      p('Everyday Huggie Hoops', 'Hoops', 2.6, 15500, [14, 18], ALL),
      p('Inside-Out Diamond Hoops', 'Hoops', 4.9, 41000, [14, 18], YR),
      p('Petite Pavé Hoops', 'Hoops', 2.2, 12000, [14], ALL),
      p('Teardrop Danglers', 'Drops', 3.7, 36000, [18], ALL),
      p('Chandelier Drops', 'Drops', 5.8, 52000, [18, 22], YR),
      p('Moonlit Pear Drops', 'Drops', 3.2, 29500, [14, 18], WY),
    ],
  },
  {
    name: 'Bracelets',
    kind: 'bracelet',
    subcategories: ['Tennis', 'Bangles', 'Cuffs'],
    sizes: BRACELET_SIZES,
    products: [
      p('Classic Tennis Bracelet', 'Tennis', 8.9, 68000, [14, 18], WY),
      p('Graduated Tennis Bracelet', 'Tennis', 9.6, 74000, [18], ALL),
      p('Slim Diamond Bangle', 'Bangles', 7.4, 26000, [14, 18], ALL),
      p('Heritage Kada Bangle', 'Bangles', 12.5, 18000, [18, 22], YR),
      p('Twisted Rope Bangle', 'Bangles', 8.2, 9000, [14, 18], ALL),
      p('Open Crescent Cuff', 'Cuffs', 9.1, 31000, [14, 18], YR),
      p('Bezel Station Bracelet', 'Cuffs', 4.6, 19500, [14], ALL),
      p('Chain Link Bracelet', 'Cuffs', 7.8, 0, [18, 22], WY),
    ],
  },
  {
    name: 'Sets',
    kind: 'set',
    subcategories: ['Bridal Sets', 'Everyday Sets'],
    sizes: CHAIN_SIZES,
    products: [
      p('Maharani Bridal Set', 'Bridal Sets', 13.8, 96000, [18], YR),
      p('Noor Bridal Set', 'Bridal Sets', 12.2, 84000, [14, 18], ALL),
      p('Sitara Wedding Set', 'Bridal Sets', 11.6, 78000, [14, 18], WY),
      p('Everyday Solitaire Set', 'Everyday Sets', 5.2, 46000, [14, 18], ALL),
      p('Petite Heart Set', 'Everyday Sets', 4.4, 27000, [14], YR),
      p('Office Glow Set', 'Everyday Sets', 6.1, 33000, [14, 18], ALL),
    ],
  },
];

const STYLE_WORDS: Record<string, string> = {
  Solitaire: 'a single brilliant lab-grown diamond raised on a slim, polished band',
  Engagement: 'a centre diamond framed by hand-set accents, made for the question',
  Bands: 'a band you can wear every day and stack without a second thought',
  Cocktail: 'a statement piece with a cluster of lab-grown diamonds that catches every light',
  Pendants: 'a pendant that sits just below the collarbone on a fine cable chain',
  Chains: 'a fluid chain with diamonds set at an easy rhythm',
  Chokers: 'a close-fitting necklace that frames the neckline',
  Studs: 'a pair of studs with secure screw backs',
  Hoops: 'a pair of hoops with a hinged, click-shut closure',
  Drops: 'a pair of drop earrings that move as you do',
  Tennis: 'a line of matched lab-grown diamonds with a double-locking clasp',
  Bangles: 'a bangle shaped for comfort and finished by hand',
  Cuffs: 'a bracelet with a clean, modern silhouette',
  'Bridal Sets': 'a necklace and earrings set designed for the wedding day and the years after',
  'Everyday Sets': 'a matching necklace and earrings set light enough for every day',
};

export function demoDescription(product: DemoProduct): string {
  const stones = product.stone > 0 ? ' Diamonds are IGI-certified, lab-grown, E–F colour, VS clarity.' : ' Pure polished gold, no stones.';
  return `${product.name}: ${STYLE_WORDS[product.subcategory] ?? 'a piece made to last'}. Hallmarked gold, ${product.weight.toFixed(1)} g.${stones}`;
}

export const RETURN_POLICY =
  'Free returns within 30 days of delivery in original condition. Lifetime exchange at the full gold value, and a 100% refund of the diamond value on upgrades. Engraved and resized pieces are exchange-only.';

export const DEMO_REVIEWS = [
  { authorName: 'Ananya R.', rating: 5, comment: 'Even more beautiful in person. The sparkle is unreal.' },
  { authorName: 'Meera K.', rating: 4, comment: 'Lovely finish and quick delivery. Sized up half a size for comfort.' },
  { authorName: 'Rohan S.', rating: 5, comment: 'Bought it as an anniversary gift; she has not taken it off since.' },
  { authorName: 'Sarah L.', rating: 5, comment: 'Certificate included and the packaging felt premium.' },
  { authorName: 'Kavya P.', rating: 4, comment: 'Delicate and well made. Wish the chain were a bit longer.' },
];

export const SOCIAL_LINKS = [
  'https://www.instagram.com/p/aurelia-bridal/',
  'https://www.instagram.com/p/aurelia-stack/',
  'https://www.instagram.com/p/aurelia-everyday/',
];
