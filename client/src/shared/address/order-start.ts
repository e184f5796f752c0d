/** The account's name and contact details (OrderStartContact). */
export interface ContactSource {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The delivery address of the shopper's last order (OrderStartAddress). */
export interface DeliveryAddressSource {
  address: string;
  apartment?: string | null;
  city: string;
  state: string;
  zipCode: string;
  country?: string | null;
}

/**
 * The contact and delivery fields a form that places an order starts with (the checkout, a custom design
 * request): the account's name and contact details, the last order's address; blank where there is none.
 */
export function orderStartFields(profile: ContactSource | null | undefined, lastAddress?: DeliveryAddressSource | null) {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    address: lastAddress?.address ?? '',
    apartment: lastAddress?.apartment ?? '',
    city: lastAddress?.city ?? '',
    state: lastAddress?.state ?? '',
    zipCode: lastAddress?.zipCode ?? '',
    country: lastAddress?.country ?? '',
  };
}
