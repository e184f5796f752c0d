/**
 * The shop's name and one-line description: every page's title and default description (client and server
 * alike), the server's busy page and the test payment page. What a deployment configures (legal and trading
 * name on invoices, address, GSTIN, support contacts) is the server's shop identity (server/src/config/invoicing.ts).
 */
export const SHOP_NAME = 'Aurelia Lab Diamonds';

/** The head's description of a page that has none of its own (client/index.html repeats it for a page drawn without the server). */
export const SHOP_DESCRIPTION = `${SHOP_NAME}: lab-grown diamond and gold jewellery. Rings, necklaces, earrings, bracelets and sets.`;

/** A page's document title: "Rings · Aurelia Lab Diamonds"; the shop's name alone for the home page. */
export const pageTitle = (title: string): string => (title === SHOP_NAME ? SHOP_NAME : `${title} · ${SHOP_NAME}`);
