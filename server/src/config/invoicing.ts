import { SHOP_NAME } from '@shop/contracts';
import { ConfigError } from './config-error';
import { type GstState, gstStateByCode, gstStateOf, gstinProblem } from '../domain/tax/gst';

/**
 * The one shop identity (docs/decisions.md#one-shop-identity): who the seller is, where it is, how customers reach
 * it. Configured once (SHOP_* settings) and read by the invoices, the e-mails (integrations/mail/brand.ts), the
 * storefront's footer and contact page (the public `shopIdentity` query) and the pages' JSON-LD.
 */
export interface ShopIdentity {
  /** The registered name on invoices (SHOP_LEGAL_NAME). */
  legalName: string;
  /** The name customers know the shop by: e-mails, footer, JSON-LD (SHOP_TRADING_NAME; default: the legal name). */
  tradingName: string;
  /** The registered address, one line per entry (SHOP_ADDRESS, lines separated by "|"). */
  address: string[];
  /** The shop's GSTIN (SHOP_GSTIN); null: the shop is not registered for GST and its invoices say so. */
  gstin: string | null;
  /** The shop's state (SHOP_STATE, else the GSTIN's, else Maharashtra): deliveries there pay CGST + SGST, elsewhere IGST. */
  state: GstState;
  /** Customer care's address (SHOP_SUPPORT_EMAIL). */
  supportEmail: string;
  /** Customer care's phone, as shown: "+" and the country code first (SHOP_SUPPORT_PHONE). */
  supportPhone: string;
  /** True when none of the identity's settings is set: the demo shop's facts are used (a warning in production). */
  demo: boolean;
}

/** The seller on tax invoices and the state GST is split against: the shop identity (one configuration, not two). */
export type InvoicingConfig = ShopIdentity;

/** The demo shop: Mumbai's jewellery market, so Maharashtra (the GST tests' state split depends on it). */
const DEMO_LEGAL_NAME = SHOP_NAME;
const DEMO_ADDRESS = '12 Zaveri Bazaar|Kalbadevi, Mumbai 400002|Maharashtra, India';
const DEMO_STATE = gstStateOf('Maharashtra')!;
const DEMO_SUPPORT_EMAIL = 'care@aurelialabdiamonds.com';
const DEMO_SUPPORT_PHONE = '+91 22 4718 2200';

/** The settings that make up the identity: when none is set, the demo's facts are used. */
export const SHOP_IDENTITY_SETTINGS = [
  'SHOP_LEGAL_NAME',
  'SHOP_TRADING_NAME',
  'SHOP_ADDRESS',
  'SHOP_STATE',
  'SHOP_GSTIN',
  'SHOP_SUPPORT_EMAIL',
  'SHOP_SUPPORT_PHONE',
] as const;

/** The shop's identity when nothing is configured (schema emission, unit tests): the demo's. */
export const defaultInvoicing = (): ShopIdentity => parseInvoicingConfig({});
export const defaultShopIdentity = defaultInvoicing;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[0-9][0-9 ()-]{6,20}$/;

/**
 * SHOP_LEGAL_NAME, SHOP_TRADING_NAME, SHOP_ADDRESS, SHOP_GSTIN (checked by its format, state code and check character),
 * SHOP_STATE (a state's name, alias or code), SHOP_SUPPORT_EMAIL and SHOP_SUPPORT_PHONE; a GSTIN of another state than
 * SHOP_STATE is refused: a registration belongs to one state. Throws ConfigError naming the setting.
 */
export function parseInvoicingConfig(env: NodeJS.ProcessEnv): ShopIdentity {
  const text = (name: string) => env[name]?.trim() || undefined;
  const legalName = text('SHOP_LEGAL_NAME') ?? DEMO_LEGAL_NAME;
  if (legalName.length > 120) throw new ConfigError('SHOP_LEGAL_NAME must be at most 120 characters');
  const tradingName = text('SHOP_TRADING_NAME') ?? legalName;
  if (tradingName.length > 80) throw new ConfigError('SHOP_TRADING_NAME must be at most 80 characters');
  const address = (text('SHOP_ADDRESS') ?? DEMO_ADDRESS)
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
  const gstin = text('SHOP_GSTIN')?.toUpperCase() ?? null;
  const problem = gstin ? gstinProblem(gstin) : null;
  if (problem) throw new ConfigError(`SHOP_GSTIN ${problem} (got "${env.SHOP_GSTIN}")`);
  const stateText = text('SHOP_STATE');
  const named = stateText ? gstStateOf(stateText) : null;
  if (stateText && !named) {
    throw new ConfigError(`SHOP_STATE must be an Indian state or union territory, e.g. Maharashtra or MH (got "${stateText}")`);
  }
  const registered = gstin ? gstStateByCode(gstin.slice(0, 2)) : null;
  if (named && registered && named.code !== registered.code) {
    throw new ConfigError(
      `SHOP_STATE is ${named.name} but SHOP_GSTIN is registered in ${registered.name} (state code ${registered.code}); a GSTIN belongs to one state`,
    );
  }
  const supportEmail = text('SHOP_SUPPORT_EMAIL')?.toLowerCase() ?? DEMO_SUPPORT_EMAIL;
  if (!EMAIL.test(supportEmail)) throw new ConfigError(`SHOP_SUPPORT_EMAIL must be an e-mail address (got "${env.SHOP_SUPPORT_EMAIL}")`);
  const supportPhone = text('SHOP_SUPPORT_PHONE') ?? DEMO_SUPPORT_PHONE;
  if (!PHONE.test(supportPhone)) {
    throw new ConfigError(
      `SHOP_SUPPORT_PHONE must start with + and the country code, e.g. +91 22 4718 2200 (got "${env.SHOP_SUPPORT_PHONE}")`,
    );
  }
  const demo = SHOP_IDENTITY_SETTINGS.every((name) => !text(name));
  return { legalName, tradingName, address, gstin, state: named ?? registered ?? DEMO_STATE, supportEmail, supportPhone, demo };
}

/** How the invoice names the seller's GST registration, in a customer's words. */
export const gstRegistrationLine = (gstin: string | null): string => (gstin ? `GSTIN: ${gstin}` : 'Not registered for GST (no GSTIN)');
