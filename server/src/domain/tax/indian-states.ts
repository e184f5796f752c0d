/**
 * India's 28 states and 8 union territories: the one list the shop knows them by (docs/decisions.md#delivery-addresses).
 * A rupee order's delivery state must be one of them; GST splits against the shop's (gst.ts) by the GST state
 * code; the storefront's state select lists them. `code` is the two-letter ISO 3166-2:IN subdivision code
 * (the vehicle registration code for all but Telangana and Dadra and Nagar Haveli and Daman and Diu, whose
 * vehicle codes TG and DD are accepted as aliases).
 */
export interface IndianState {
  /** The name stored on an order and printed, e.g. "Maharashtra". */
  name: string;
  /** ISO 3166-2:IN without the "IN-", e.g. "MH". */
  code: string;
  /** The GST state code, the first two digits of a GSTIN, e.g. "27". */
  gstCode: string;
  kind: 'state' | 'union territory';
}

type Row = [gstCode: string, code: string, name: string, kind: 'S' | 'UT', ...aliases: string[]];

const ROWS: Row[] = [
  ['01', 'JK', 'Jammu and Kashmir', 'UT', 'J&K'],
  ['02', 'HP', 'Himachal Pradesh', 'S'],
  ['03', 'PB', 'Punjab', 'S'],
  ['04', 'CH', 'Chandigarh', 'UT'],
  ['05', 'UK', 'Uttarakhand', 'S', 'UT', 'Uttaranchal'],
  ['06', 'HR', 'Haryana', 'S'],
  ['07', 'DL', 'Delhi', 'UT', 'New Delhi', 'NCT of Delhi'],
  ['08', 'RJ', 'Rajasthan', 'S'],
  ['09', 'UP', 'Uttar Pradesh', 'S'],
  ['10', 'BR', 'Bihar', 'S'],
  ['11', 'SK', 'Sikkim', 'S'],
  ['12', 'AR', 'Arunachal Pradesh', 'S'],
  ['13', 'NL', 'Nagaland', 'S'],
  ['14', 'MN', 'Manipur', 'S'],
  ['15', 'MZ', 'Mizoram', 'S'],
  ['16', 'TR', 'Tripura', 'S'],
  ['17', 'ML', 'Meghalaya', 'S'],
  ['18', 'AS', 'Assam', 'S'],
  ['19', 'WB', 'West Bengal', 'S'],
  ['20', 'JH', 'Jharkhand', 'S'],
  ['21', 'OD', 'Odisha', 'S', 'OR', 'Orissa'],
  ['22', 'CG', 'Chhattisgarh', 'S', 'CT'],
  ['23', 'MP', 'Madhya Pradesh', 'S'],
  ['24', 'GJ', 'Gujarat', 'S'],
  ['26', 'DH', 'Dadra and Nagar Haveli and Daman and Diu', 'UT', 'DD', 'DN', 'Daman and Diu', 'Dadra and Nagar Haveli'],
  ['27', 'MH', 'Maharashtra', 'S'],
  ['29', 'KA', 'Karnataka', 'S'],
  ['30', 'GA', 'Goa', 'S'],
  ['31', 'LD', 'Lakshadweep', 'UT'],
  ['32', 'KL', 'Kerala', 'S'],
  ['33', 'TN', 'Tamil Nadu', 'S'],
  ['34', 'PY', 'Puducherry', 'UT', 'Pondicherry'],
  ['35', 'AN', 'Andaman and Nicobar Islands', 'UT', 'Andaman and Nicobar'],
  ['36', 'TS', 'Telangana', 'S', 'TG'],
  ['37', 'AP', 'Andhra Pradesh', 'S'],
  ['38', 'LA', 'Ladakh', 'UT'],
];

/** Every state and union territory, in GST state code order. */
export const INDIAN_STATES: readonly IndianState[] = ROWS.map(([gstCode, code, name, kind]) => ({
  name,
  code,
  gstCode,
  kind: kind === 'S' ? 'state' : 'union territory',
}));

/** "Tamil  nadu", "TN" and "tamil-nadu" are one key; "&" reads as "and". */
const key = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]/g, '');

const BY_KEY = new Map<string, IndianState>();
ROWS.forEach(([, code, name, , ...aliases], index) => {
  for (const text of [name, code, ...aliases]) BY_KEY.set(key(text), INDIAN_STATES[index]);
});
const BY_GST_CODE = new Map(INDIAN_STATES.map((state) => [state.gstCode, state]));

/**
 * The state or union territory a text names: its name or code in any letter case and spacing ("MH",
 * "maharashtra", " Tamil  Nadu"), or a common older name or code ("Orissa", "TG"); null for anything else
 * ("Bengaluru Urban" is a district, not a state).
 */
export function indianStateOf(text: string): IndianState | null {
  return BY_KEY.get(key(text)) ?? null;
}

/** The state of a GST state code ("27"), or null. */
export const indianStateByGstCode = (gstCode: string): IndianState | null => BY_GST_CODE.get(gstCode) ?? null;
