import { BOOKING_STATUSES, type BookingStatus } from '@core/booking-choices';
import type { CalendarDate } from '@core/stay-dates';
import type { AvailabilityBoardQuery } from '../../../gql/graphql';
import { OUT_OF_ORDER, blockAtCell, segmentAtCell, type BoardModel } from './board-columns';
import { layoutBlocks, layoutStays, type BoardBooking } from './board-layout';
import { BOARD_PAGE_ROWS } from '../first-board-page';

export { BOARD_PAGE_ROWS };

/** A room of one page as the server answers it. */
export type BoardPageRoom = AvailabilityBoardQuery['availabilityBoard'][number];

const asPaymentStatus = (text: string): BookingStatus => BOOKING_STATUSES.find((status) => status === text) ?? 'Unpaid';

/**
 * The board of one window, filled a page of rooms at a time as the clerk scrolls: a sparse store by row
 * index. Rows not read yet are holes (the renderers draw a placeholder); what a page brings is laid out once,
 * on arrival, for this window's nights. Nothing goes through Apollo's normalized cache: a 10,000-room hotel's
 * rows are never all read, and those that are belong to this screen alone.
 */
export class BoardStore {
  readonly model: BoardModel;
  /** One row per room, the room then the guest's name on each booked night (what copying a cell gives). */
  readonly data: string[][];
  private readonly rooms: BoardModel['rooms'][number][];
  private readonly pages = new Map<number, 'loading' | 'loaded'>();

  constructor(
    days: readonly CalendarDate[],
    today: CalendarDate,
    readonly totalRooms: number,
    readonly bookedNights: number,
  ) {
    this.rooms = new Array(totalRooms);
    this.model = { rooms: this.rooms, days, today, layout: new Map(), blocks: new Map() };
    this.data = Array.from({ length: totalRooms }, () => []);
  }

  /** The pages that hold rows first..last and are neither read nor on their way. */
  missingPages(first: number, last: number): number[] {
    const pages: number[] = [];
    const lastRow = Math.min(last, this.totalRooms - 1);
    for (let page = Math.floor(Math.max(0, first) / BOARD_PAGE_ROWS); page * BOARD_PAGE_ROWS <= lastRow; page += 1) {
      if (!this.pages.has(page)) pages.push(page);
    }
    return pages;
  }

  markLoading(page: number): void {
    this.pages.set(page, 'loading');
  }

  /** A read that failed may be asked again when its rows are next seen. */
  markFailed(page: number): void {
    this.pages.delete(page);
  }

  isLoaded(page: number): boolean {
    return this.pages.get(page) === 'loaded';
  }

  /** Puts a page's rooms in their rows and lays out their stays and blocks over the window's nights. */
  put(page: number, rooms: readonly BoardPageRoom[]): void {
    const { days, layout, blocks } = this.model;
    const offset = page * BOARD_PAGE_ROWS;
    const stays: BoardBooking[] = [];
    const roomBlocks: { id: number; roomId: number; startDate: string; endDate: string; reason: string }[] = [];
    rooms.forEach((room, index) => {
      const row = offset + index;
      if (row >= this.totalRooms) return;
      this.rooms[row] = {
        id: room.id,
        roomNumber: room.roomNumber,
        roomTypeName: room.roomTypeName,
        housekeepingStatus: room.housekeepingStatus,
      };
      for (const stay of room.stays) {
        stays.push({
          ...stay,
          paymentStatus: asPaymentStatus(stay.paymentStatus),
          room: { id: room.id, roomNumber: room.roomNumber },
        });
      }
      for (const block of room.blocks) roomBlocks.push({ ...block, roomId: room.id });
    });
    for (const [roomId, cells] of layoutStays(stays, days)) layout.set(roomId, cells);
    for (const [roomId, cells] of layoutBlocks(roomBlocks, days)) blocks.set(roomId, cells);
    rooms.forEach((room, index) => {
      const row = offset + index;
      if (row >= this.totalRooms) return;
      this.data[row] = [
        room.roomNumber,
        ...days.map(
          (_, night) =>
            segmentAtCell(this.model, row, night + 1)?.booking.guest ??
            (blockAtCell(this.model, row, night + 1) ? OUT_OF_ORDER : ''),
        ),
      ];
    });
    this.pages.set(page, 'loaded');
  }
}
