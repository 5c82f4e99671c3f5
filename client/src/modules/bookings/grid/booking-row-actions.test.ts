import { describe, expect, it } from 'vitest';
import { bookingRowActions } from './booking-row-actions';

describe('the row menu of a Recent Bookings row', () => {
  it.each([
    ['Reserved', ['Edit', 'Folio', 'History', 'Cancel booking', 'Send confirmation', 'Delete']],
    ['Cancelled', ['Edit', 'Folio', 'History', 'Reinstate', 'Delete']],
    ['No Show', ['Edit', 'Folio', 'History', 'Reinstate', 'Delete']],
    ['Checked In', ['Edit', 'Folio', 'History', 'Undo check-in', 'Send confirmation']],
    ['Checked Out', ['Edit', 'Folio', 'History']],
  ])('offers a %s booking %j', (stayStatus, labels) => {
    expect(bookingRowActions({ stayStatus }).map((entry) => entry.label)).toEqual(labels);
  });
});
