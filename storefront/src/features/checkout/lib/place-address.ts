import type { ShippingAddress } from '../../../lib/cart-store';

/** docs/product.md §3 map confirm data. */
export interface MapConfirmData {
  lat: number;
  lng: number;
  address: string;
  name: string;
  vicinity: string;
  googleAddressId: string;
}

interface AddressComponent {
  long_name: string;
  types: string[];
}

/** The shipping fields a chosen place fills in (the shopper checks them on the form). */
export function placeToAddress(components: AddressComponent[] | undefined): Partial<ShippingAddress> {
  const part = (type: string) => components?.find((c) => c.types.includes(type))?.long_name ?? '';
  const street = [part('route'), part('street_number')].filter(Boolean).join(' ');
  const address: Partial<ShippingAddress> = {
    address: street,
    city: part('postal_town') || part('locality'),
    postalCode: part('postal_code'),
    country: part('country'),
  };
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value)) as Partial<ShippingAddress>;
}
