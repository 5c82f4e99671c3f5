import type { BookingsQuery } from '../../../gql/graphql';

export type BookingConnection = BookingsQuery['bookings'];

/** The next page after the loaded ones (a booking already shown is not repeated). */
export function appendPage(previous: BookingConnection, next: BookingConnection): BookingConnection {
  const seen = new Set(previous.nodes.map((node) => node.id));
  return { ...next, nodes: [...previous.nodes, ...next.nodes.filter((node) => !seen.has(node.id))] };
}

/**
 * A fresh read of the head of the list, followed by whatever was loaded beyond it (ids are newest first, so
 * "beyond" is every id below the head's last one); the cursor stays the old one while such a tail remains.
 */
export function replaceHead(previous: BookingConnection, head: BookingConnection): BookingConnection {
  const last = head.nodes.at(-1);
  const tail = last && head.pageInfo.hasNextPage ? previous.nodes.filter((node) => node.id < last.id) : [];
  return { ...head, nodes: [...head.nodes, ...tail], pageInfo: tail.length ? previous.pageInfo : head.pageInfo };
}
