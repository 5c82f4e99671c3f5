import { formatGuestName } from '@core/guest-name';
import type { GuestFieldsFragment } from '../../../gql/graphql';

/** One Guest Database row; the grid is read-only, so these objects are only read. */
export interface GuestRow {
  id: number;
  name: string;
  vip: boolean;
  email: string;
  phone: string;
  address: string;
}

/** "12 Main St, Austin, TX": address, city and state joined, blanks left out (spec 2). */
export function joinedAddress(guest: Pick<GuestFieldsFragment, 'address' | 'city' | 'state'>): string {
  return [guest.address, guest.city, guest.state].filter((part) => part && part.trim()).join(', ');
}

export function toGuestRow(guest: GuestFieldsFragment): GuestRow {
  return {
    id: guest.id,
    name: formatGuestName(guest.lastName, guest.firstName),
    vip: guest.vip,
    email: guest.email ?? '',
    phone: guest.phone ?? '',
    address: joinedAddress(guest),
  };
}
