// The rate card and the charge conversion are the shop's one implementation in @shop/contracts
// (packages/contracts/src/pricing.ts), which the back-office product form previews with: the server
// stores exactly what the admin saw. The MySQL/MariaDB re-pricing repeats the formula in SQL
// (repricing-sql.ts); server/test/pricing-sql-vs-rule.e2e-spec.ts compares the two.
export { convertFromInrMinor, rateCardPriceMinor, type RateCardInput } from '@shop/contracts';
