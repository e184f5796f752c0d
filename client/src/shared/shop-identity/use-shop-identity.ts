import { useQuery } from '@apollo/client/react';
import { type ShopIdentityQuery, ShopIdentityDocument } from './shop-identity.generated';

/** The shop's identity as the pages show it, with the links made from it. */
export interface ShopContact {
  tradingName: string;
  legalName: string;
  /** The postal address, one line per entry (the last names the state and country). */
  addressLines: string[];
  supportEmail: string;
  /** As shown, e.g. "+91 22 4718 2200". */
  supportPhone: string;
  /** tel: link of the phone. */
  telHref: string;
  /** mailto: link of the support address. */
  mailHref: string;
  /** WhatsApp chat with the support phone. */
  chatHref: string;
  /** The address for a maps search. */
  mapsQuery: string;
}

/** The links and texts made from the server's answer (a pure function: tests and the hook share it). */
export function shopContactOf(identity: ShopIdentityQuery['shopIdentity']): ShopContact {
  const digits = identity.supportPhone.replace(/\D/g, '');
  return {
    tradingName: identity.tradingName,
    legalName: identity.legalName,
    addressLines: identity.addressLines,
    supportEmail: identity.supportEmail,
    supportPhone: identity.supportPhone,
    telHref: `tel:+${digits}`,
    mailHref: `mailto:${identity.supportEmail}`,
    chatHref: `https://wa.me/${digits}`,
    mapsQuery: identity.addressLines.join(', '),
  };
}

/** A mailto: link with the subject filled in, for "write to us about …" links. */
export const supportMailtoOf = (contact: ShopContact, subject: string): string =>
  `${contact.mailHref}?subject=${encodeURIComponent(subject)}`;

/**
 * The shop's identity from the server (configured once there: docs/decisions.md#one-shop-identity); null until it
 * has arrived. A server-drawn page carries it in the Apollo cache, so the browser never waits for it there.
 */
export function useShopIdentity(): ShopContact | null {
  const { data } = useQuery(ShopIdentityDocument);
  return data ? shopContactOf(data.shopIdentity) : null;
}
