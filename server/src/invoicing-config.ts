import { ConfigError } from './config-error';
import { type GstState, gstStateByCode, gstStateOf, gstinProblem } from './domain/tax/gst';

/** The seller on tax invoices and the state GST is split against (docs/decisions.md#gst-and-invoices). */
export interface InvoicingConfig {
  /** The registered name on invoices (SHOP_LEGAL_NAME). */
  legalName: string;
  /** The registered address, one line per entry (SHOP_ADDRESS, lines separated by "|"). */
  address: string[];
  /** The shop's GSTIN (SHOP_GSTIN); null: invoices say the number is not set. */
  gstin: string | null;
  /** The shop's state (SHOP_STATE, else the GSTIN's, else Maharashtra): deliveries there pay CGST + SGST, elsewhere IGST. */
  state: GstState;
}

/** The demo shop's seller: Mumbai's jewellery market, so Maharashtra. */
const DEMO_LEGAL_NAME = 'Aurelia Lab Diamonds';
const DEMO_ADDRESS = '12 Zaveri Bazaar|Kalbadevi, Mumbai 400002|Maharashtra, India';
const DEMO_STATE = gstStateOf('Maharashtra')!;

/** The seller's details when nothing is configured (schema emission, unit tests): the demo's. */
export const defaultInvoicing = (): InvoicingConfig => parseInvoicingConfig({});

/**
 * SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_GSTIN (checked by its format, state code and check character) and
 * SHOP_STATE (a state's name, alias or code); a GSTIN of another state than SHOP_STATE is refused: a
 * registration belongs to one state. Throws ConfigError naming the setting.
 */
export function parseInvoicingConfig(env: NodeJS.ProcessEnv): InvoicingConfig {
  const text = (name: string) => env[name]?.trim() || undefined;
  const legalName = text('SHOP_LEGAL_NAME') ?? DEMO_LEGAL_NAME;
  if (legalName.length > 120) throw new ConfigError('SHOP_LEGAL_NAME must be at most 120 characters');
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
  return { legalName, address, gstin, state: named ?? registered ?? DEMO_STATE };
}
