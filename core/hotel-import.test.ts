import { describe, expect, it } from 'vitest';
import { HotelImportRefused, planHotelImport, refuseImport, type ImportRow } from './hotel-import';

const hotel = (line: number, fields: Record<string, unknown>): ImportRow => ({ line, kind: 'hotel', fields });
const child = (line: number, kind: ImportRow['kind'], email: string, fields: Record<string, unknown>): ImportRow => ({
  line,
  kind,
  fields,
  parent: { email },
});
const creek = hotel(2, { name: 'Creek Inn', email: 'Creek@Example.com', password: 'secret1', numberOfRooms: '3' });
const standard = { name: 'Standard', dailyRate: '79', weeklyRate: '450', monthlyRate: '1500' };

describe('planHotelImport', () => {
  it('gathers each hotel’s room types, rooms and guests; a room may name a type listed after it', () => {
    const plan = planHotelImport([
      creek,
      child(3, 'room', 'creek@example.com', { roomNumber: '101', roomType: 'STANDARD' }),
      child(4, 'roomType', 'creek@example.com', standard),
      child(5, 'room', 'creek@example.com', { roomNumber: '102', roomType: '' }),
      child(6, 'guest', 'creek@example.com', { firstName: 'Ann', lastName: 'Lee', vip: 'yes' }),
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.hotels).toHaveLength(1);
    const [planned] = plan.hotels;
    expect(planned!.hotel).toMatchObject({ name: 'Creek Inn', email: 'creek@example.com', numberOfRooms: 3 });
    expect(planned!.roomTypes).toEqual([
      { line: 4, input: { name: 'Standard', dailyRate: '79.00', weeklyRate: '450.00', monthlyRate: '1500.00' } },
    ]);
    expect(planned!.rooms).toEqual([
      { line: 3, roomNumber: '101', roomTypeName: 'Standard' },
      { line: 5, roomNumber: '102', roomTypeName: null },
    ]);
    expect(planned!.guests).toMatchObject([{ line: 6, input: { firstName: 'Ann', lastName: 'Lee', vip: true } }]);
  });

  it('attaches nested rows to the hotel they sit under', () => {
    const parent = hotel(2, { name: 'Creek Inn', email: 'creek@example.com' });
    const plan = planHotelImport([
      parent,
      { line: 5, kind: 'guest', fields: { firstName: 'Bo', lastName: 'Day' }, parent: { row: parent } },
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.hotels[0]!.guests).toHaveLength(1);
  });

  it('reports every problem with its line, in line order', () => {
    const plan = planHotelImport([
      creek,
      hotel(3, { name: 'Other', email: 'creek@example.com' }),
      hotel(4, { name: 'Bad', email: 'bad@example.com', fax: '555' }),
      child(5, 'roomType', 'creek@example.com', standard),
      child(6, 'roomType', 'creek@example.com', { ...standard, name: ' standard ' }),
      child(7, 'room', 'creek@example.com', { roomNumber: '1' }),
      child(8, 'room', 'creek@example.com', { roomNumber: '1' }),
      child(9, 'room', 'creek@example.com', { roomNumber: '2', roomType: 'Suite' }),
      child(10, 'guest', 'nobody@example.com', { firstName: 'A', lastName: 'B' }),
      child(11, 'guest', '', { firstName: 'A', lastName: 'B' }),
      child(12, 'guest', 'not an email', { firstName: 'A', lastName: 'B' }),
      // The hotel of line 4 is refused for its own reason: its rows are not reported again.
      child(13, 'guest', 'bad@example.com', { firstName: 'A', lastName: 'B' }),
      child(14, 'room', 'creek@example.com', { roomNumber: '3', firstName: 'Ann' }),
    ]);
    expect(plan.problems).toEqual([
      { line: 3, message: 'Hotel creek@example.com is already on line 2' },
      { line: 4, message: 'Unknown field fax for a hotel' },
      { line: 6, message: 'Room type standard is already on line 5' },
      { line: 8, message: 'Room 1 is already on line 7' },
      { line: 9, message: "Room type Suite is not one of creek@example.com's room types in this file" },
      { line: 10, message: 'Hotel nobody@example.com is not in this file' },
      { line: 11, message: 'Say which hotel this guest belongs to: its email in the hotel column' },
      { line: 12, message: 'hotel: Please enter a valid email address' },
      { line: 14, message: 'Unknown field firstName for a room' },
    ]);
  });

  it('holds a hotel to the number of rooms it declares', () => {
    const rooms = ['1', '2', '3', '4'].map((roomNumber, index) => child(3 + index, 'room', 'creek@example.com', { roomNumber }));
    const plan = planHotelImport([creek, ...rooms]);
    expect(plan.problems).toEqual([
      {
        line: 2,
        message:
          'Creating 4 rooms would exceed the limit of 3 rooms: this hotel already has 0, so 3 more can be added. No rooms were created.',
      },
    ]);
  });

  it('refuses with every problem at once', () => {
    const error = (() => {
      try {
        refuseImport([
          { line: 9, message: 'b' },
          { line: 2, message: 'a' },
        ]);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(HotelImportRefused);
    expect((error as HotelImportRefused).message).toBe('Nothing was imported: 2 problems in the file');
    expect((error as HotelImportRefused).problems.map((problem) => problem.line)).toEqual([2, 9]);
    expect((error as HotelImportRefused).code).toBe('INVALID_INPUT');
  });
});
