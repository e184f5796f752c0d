import Decimal from 'decimal.js';
import fc from 'fast-check';
import { MAX_AMOUNT_MINOR, MoneyDecimal } from './money';
import { convertFromInrMinor, type RateCardInput, rateCardPriceMinor } from './rate-card';

// The shared rule (@shop/contracts, BigInt) against the decimal.js arithmetic the server priced with
// before it (40 significant digits, half up): on every number the columns hold, the same minor units.
// DECIMAL(precision, scale) of metal_types.baseRatePerGram, carats.multiplier, products.weightInGrams and
// currencies.conversionRateToINR: any number of digits, or up to three significant ones shifted anywhere in
// the column (13200.55 x 0.1 = 1320.055: such short numbers make the halves that rounding is about).
const column = (precision: number, scale: number, min = 0n) =>
  fc
    .oneof(
      fc.integer({ min: 1, max: precision }).chain((digits) => fc.bigInt({ min, max: 10n ** BigInt(digits) - 1n })),
      fc
        .tuple(fc.bigInt({ min: min > 1n ? min : 1n, max: 999n }), fc.integer({ min: 0, max: precision - 3 }))
        .map(([significand, shift]) => significand * 10n ** BigInt(shift)),
    )
    .map((units) => Number(`${units}e-${scale}`));

const rateCard = fc.record({
  baseRatePerGram: column(12, 2),
  caratMultiplier: column(8, 4),
  weightInGrams: column(10, 3),
  currencyRate: column(14, 6),
  inrRate: fc.oneof(fc.constant(1), column(14, 6, 1n)),
});

const formerMetalMinor = (card: RateCardInput) =>
  new MoneyDecimal(card.baseRatePerGram)
    .times(card.caratMultiplier)
    .times(card.weightInGrams)
    .times(card.currencyRate)
    .dividedBy(card.inrRate)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .times(100)
    .toNumber();

describe('the shared rate card gives what decimal.js gave', () => {
  it('prices every rate card the columns can hold, up to the largest amount the shop stores', () => {
    fc.assert(
      fc.property(rateCard, (card) => {
        const former = formerMetalMinor(card);
        fc.pre(former <= MAX_AMOUNT_MINOR);
        expect(rateCardPriceMinor(card)).toBe(former);
      }),
      { numRuns: 3000 },
    );
  });

  it('converts every charge at every rate the columns can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), column(14, 6), column(14, 6, 1n), (minor, rate, inrRate) => {
        const former = new MoneyDecimal(minor).times(rate).dividedBy(inrRate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
        expect(convertFromInrMinor(minor, rate, inrRate)).toBe(former);
      }),
      { numRuns: 3000 },
    );
  });
});
