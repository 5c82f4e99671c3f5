import { computeBooking, paymentStatus } from '@core/booking-engine';
import { cents, formatMoney } from '@core/money';
import { amenitySchema } from '@core/schemas/amenity.schema';
import { employeeSchema } from '@core/schemas/employee.schema';
import { guestSchema } from '@core/schemas/guest.schema';
import { ratePeriodSchema } from '@core/schemas/rate-period.schema';
import { roomSchema, roomTypeSchema } from '@core/schemas/room.schema';
import { taxRateSchema } from '@core/schemas/tax-rate.schema';
import { addDays, dayOfWeek } from '@core/stay-dates';
import { chooseHotelTaxes } from '@core/tax-choice';
import { STAY_STATUSES } from '@core/stay-status';
import { describe, expect, it } from 'vitest';
import {
  DEMO_DAYS_AHEAD,
  DEMO_DAYS_BACK,
  DEMO_HISTORY_DAYS_BACK,
  demoAmenities,
  demoBookings,
  demoEmployees,
  demoGuests,
  demoRatePeriods,
  demoRoomTypes,
  demoRooms,
  demoTaxRates,
  seededRandom,
  type DemoBookingInputs,
} from './demo-hotel-data';
import { demoReadyMessage, shouldSeedDemoOnFirstRun } from './demo-hotel.service';

const TODAY = '2026-03-15';
const NOW = new Date('2026-03-15T15:00:00Z');
const money = (amount: number) => formatMoney(cents(amount));

/** The demo's rows with ids, as the seed wires them after writing. */
function bookingInputs(seed = 7): DemoBookingInputs {
  const random = seededRandom(seed);
  const roomTypes = demoRoomTypes().map((type, index) => ({ ...type, id: index + 1 }));
  const typeId = new Map(roomTypes.map((type) => [type.key, type.id]));
  const taxRates = demoTaxRates().map((rate, index) => ({ ...rate, id: index + 1, flatAmount: money(rate.flatAmountCents) }));
  return {
    today: TODAY,
    now: NOW,
    random,
    taxes: chooseHotelTaxes(taxRates, { taxRate: '0', resortFeeRate: '0', taxName: '', resortFeeName: '' }),
    rooms: demoRooms().map((room, index) => ({
      id: index + 1,
      roomTypeKey: room.roomTypeKey,
      roomTypeId: typeId.get(room.roomTypeKey)!,
    })),
    roomTypes,
    ratePeriods: demoRatePeriods(TODAY).map((period, index) => ({
      ...period,
      id: index + 1,
      roomTypeId: typeId.get(period.roomTypeKey)!,
      dailyRate: period.dailyRateCents,
      weeklyRate: period.weeklyRateCents,
      monthlyRate: period.monthlyRateCents,
      createdAt: NOW,
    })),
    guests: demoGuests(random).map((guest, index) => ({ ...guest, id: index + 1 })),
  };
}

describe('the demo hotel’s data', () => {
  it('passes the same validation as data typed into the app', () => {
    for (const type of demoRoomTypes()) {
      expect(
        roomTypeSchema.parse({
          name: type.name,
          dailyRate: money(type.dailyRateCents),
          weeklyRate: money(type.weeklyRateCents),
          monthlyRate: money(type.monthlyRateCents),
        }),
      ).toBeTruthy();
    }
    for (const room of demoRooms()) expect(roomSchema.parse({ roomNumber: room.roomNumber, roomTypeId: 1 })).toBeTruthy();
    for (const rate of demoTaxRates())
      expect(taxRateSchema.parse({ ...rate, flatAmount: money(rate.flatAmountCents) })).toMatchObject({ rate: rate.rate });
    for (const amenity of demoAmenities())
      expect(amenitySchema.parse(amenity)).toMatchObject({ icon: amenity.icon, category: amenity.category });
    for (const period of demoRatePeriods(TODAY)) {
      expect(
        ratePeriodSchema.parse({
          ...period,
          roomTypeId: 1,
          dailyRate: money(period.dailyRateCents),
          weeklyRate: money(period.weeklyRateCents),
          monthlyRate: money(period.monthlyRateCents),
        }),
      ).toBeTruthy();
    }
    for (const guest of demoGuests(seededRandom(1))) expect(guestSchema.parse(guest)).toBeTruthy();
    for (const employee of demoEmployees(TODAY)) {
      expect(
        employeeSchema.parse({
          ...employee,
          hourlyRate: employee.hourlyRateCents === null ? null : money(employee.hourlyRateCents),
        }),
      ).toBeTruthy();
    }
  });

  it('has 24 rooms with distinct numbers and 160 distinct guests', () => {
    const rooms = demoRooms();
    expect(new Set(rooms.map((room) => room.roomNumber)).size).toBe(24);
    const guests = demoGuests(seededRandom(3));
    expect(new Set(guests.map((guest) => `${guest.firstName} ${guest.lastName}`)).size).toBe(160);
  });

  it('is the same hotel for the same seed', () => {
    const figures = (seed: number) =>
      demoBookings(bookingInputs(seed)).map((booking) => [
        booking.roomId,
        booking.figures.checkInDate,
        booking.figures.grandTotal,
      ]);
    expect(figures(7)).toEqual(figures(7));
    expect(figures(7)).not.toEqual(figures(8));
  });
});

describe('the demo’s bookings', () => {
  const inputs = bookingInputs();
  const bookings = demoBookings(inputs);

  it('cover the year before today and the weeks after it, about two thirds full', () => {
    const checkIns = bookings.map((booking) => booking.figures.checkInDate).sort();
    expect(checkIns.at(-1)! <= addDays(TODAY, DEMO_DAYS_AHEAD)).toBe(true);
    const nights = bookings
      .filter((booking) => booking.figures.checkInDate >= addDays(TODAY, -DEMO_DAYS_BACK))
      .filter((booking) => booking.figures.checkOutDate <= TODAY)
      .reduce((sum, booking) => sum + booking.figures.nights, 0);
    const occupancy = nights / (24 * DEMO_DAYS_BACK);
    expect(occupancy).toBeGreaterThan(0.5);
    expect(occupancy).toBeLessThan(0.95);
    expect(new Set(bookings.map((booking) => booking.figures.rateType))).toEqual(new Set(['Daily', 'Weekly', 'Monthly']));
  });

  it('go back five years, a few bookings a week before the recent year', () => {
    const yearStart = addDays(TODAY, -DEMO_DAYS_BACK);
    const older = bookings.filter((booking) => booking.figures.checkInDate < yearStart);
    const checkIns = older.map((booking) => booking.figures.checkInDate).sort();
    expect(checkIns[0]! >= addDays(TODAY, -DEMO_HISTORY_DAYS_BACK)).toBe(true);
    expect(checkIns[0]! < addDays(TODAY, -DEMO_HISTORY_DAYS_BACK + 7)).toBe(true);
    expect(older.every((booking) => booking.figures.checkOutDate <= addDays(yearStart, 0))).toBe(true);
    // Four years of weeks, two to six bookings each (a few drawn for a busy room are left out).
    const perWeek = older.length / ((DEMO_HISTORY_DAYS_BACK - DEMO_DAYS_BACK) / 7);
    expect(perWeek).toBeGreaterThan(2.5);
    expect(perWeek).toBeLessThan(6);
    // Every year of the five has stays.
    const years = new Set(checkIns.map((date) => date.slice(0, 4)));
    expect([...years]).toEqual(['2021', '2022', '2023', '2024', '2025']);
  });

  it('have stays in every status, each where the desk would have left it today', () => {
    const count = (status: string) => bookings.filter((booking) => booking.stayStatus === status).length;
    for (const status of STAY_STATUSES) expect(count(status), status).toBeGreaterThan(0);
    const holding = bookings.filter((booking) => booking.stayStatus !== 'Cancelled' && booking.stayStatus !== 'No Show');
    for (const { stayStatus, figures } of holding) {
      if (figures.checkOutDate < TODAY) expect(stayStatus).toBe('Checked Out');
      if (figures.checkInDate > TODAY) expect(stayStatus).toBe('Reserved');
      if (figures.checkInDate < TODAY && figures.checkOutDate > TODAY) expect(stayStatus).toBe('Checked In');
    }
    expect(bookings.filter((booking) => booking.stayStatus === 'No Show').every((b) => b.figures.checkInDate <= TODAY)).toBe(
      true,
    );
    expect(bookings.filter((booking) => booking.stayStatus === 'Cancelled').every((b) => b.cancelReason)).toBe(true);
    // A day at the desk with some of each: today's arrivals still to come and departures still to go.
    const arrivals = holding.filter((booking) => booking.figures.checkInDate === TODAY);
    expect(new Set(arrivals.map((booking) => booking.stayStatus))).toEqual(new Set(['Reserved', 'Checked In']));
  });

  it('are in the order they were booked, so that the ids follow it', () => {
    const created = bookings.map((booking) => booking.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('never overlap in one room (check-out day may be the next check-in day)', () => {
    const byRoom = new Map<number, (typeof bookings)[number]['figures'][]>();
    for (const booking of bookings) byRoom.set(booking.roomId, [...(byRoom.get(booking.roomId) ?? []), booking.figures]);
    expect(byRoom.size).toBe(24);
    for (const stays of byRoom.values()) {
      const sorted = stays.sort((a, b) => a.checkInDate.localeCompare(b.checkInDate));
      for (let index = 1; index < sorted.length; index++)
        expect(sorted[index]!.checkInDate >= sorted[index - 1]!.checkOutDate).toBe(true);
    }
  });

  it('carry the booking engine’s figures: parts add up, status follows what was paid', () => {
    for (const { figures } of bookings) {
      expect(figures.subtotal + figures.taxAmount + figures.resortFee).toBe(figures.grandTotal);
      expect(figures.balance).toBe(figures.grandTotal - figures.paidAmount);
      expect(figures.paymentStatus).toBe(paymentStatus(figures.grandTotal, figures.paidAmount));
      expect(
        computeBooking({
          rateType: figures.rateType,
          checkInDate: figures.checkInDate,
          nights: figures.nights,
          dailyWeeklyAmount: figures.dailyWeeklyAmount,
          monthlyAmount: figures.monthlyAmount,
          paidAmount: figures.paidAmount,
          entryMode: 'base',
          taxes: inputs.taxes,
        }),
      ).toEqual(figures);
      if (figures.rateType === 'Weekly') expect(figures.nights % 7).toBe(0);
      if (figures.rateType === 'Monthly') expect(figures.taxAmount + figures.resortFee).toBe(0);
    }
    const past = bookings.filter((booking) => booking.figures.checkOutDate <= TODAY);
    expect(past.filter((booking) => booking.figures.paymentStatus === 'Fully Paid').length / past.length).toBeGreaterThan(0.9);
    expect(bookings.some((booking) => booking.figures.checkInDate > TODAY && booking.figures.paymentStatus === 'Unpaid')).toBe(
      true,
    );
    expect(bookings.every((booking) => booking.createdAt <= NOW)).toBe(true);
  });

  it('are priced as the booking screen would: the rate period in force on the check-in date', () => {
    const queens = new Set(inputs.rooms.filter((room) => room.roomTypeKey === 'queen').map((room) => room.id));
    const daily = bookings.filter((booking) => queens.has(booking.roomId) && booking.figures.rateType === 'Daily');
    const onSaturday = daily.find(
      (booking) => dayOfWeek(booking.figures.checkInDate) === 'saturday' && !booking.figures.checkInDate.endsWith('-07-04'),
    );
    const onTuesday = daily.find(
      (booking) =>
        dayOfWeek(booking.figures.checkInDate) === 'tuesday' && !/-0[6-8]-|-12-2[45]|-01-01/.test(booking.figures.checkInDate),
    );
    expect(onSaturday!.figures.dailyWeeklyAmount).toBe(cents(10900));
    expect(onTuesday!.figures.dailyWeeklyAmount).toBe(cents(8900));
    // Occupancy Tax 9 % and Tourism Fee 2 % of the subtotal, rounded half up to the cent.
    const { subtotal } = onTuesday!.figures;
    expect(onTuesday!.figures.taxAmount).toBe(Math.floor((subtotal * 9 + 50) / 100));
    expect(onTuesday!.figures.resortFee).toBe(Math.floor((subtotal * 2 + 50) / 100));
    expect(bookings[0]!.guestName).toMatch(/^[A-Z][\w']+, [A-Z]\w+$/);
  });
});

describe('the first run', () => {
  it.each([
    [{ databaseUrl: null, demoSeed: undefined, accounts: 0 }, true],
    [{ databaseUrl: null, demoSeed: '1', accounts: 0 }, true],
    [{ databaseUrl: null, demoSeed: '0', accounts: 0 }, false],
    [{ databaseUrl: null, demoSeed: undefined, accounts: 1 }, false],
    [{ databaseUrl: 'postgres://db/innkeep', demoSeed: undefined, accounts: 0 }, false],
  ])('%j: seed %s', (input, expected) => {
    expect(shouldSeedDemoOnFirstRun(input)).toBe(expected);
  });

  it('prints where to sign in', () => {
    const people = [
      { name: 'Margaret Doyle', email: 'margaret.demo@innkeep.local', role: 'Manager' as const },
      { name: 'Dmitri Volkov', email: 'dmitri.demo@innkeep.local', role: 'Housekeeping' as const },
    ];
    expect(demoReadyMessage('http://localhost:3000', { email: 'demo@innkeep.local', password: 'demo1234', people })).toBe(
      'Demo hotel ready: sign in at http://localhost:3000/login as demo@innkeep.local / demo1234 (the Owner), ' +
        'or as Manager margaret.demo@innkeep.local, Housekeeping dmitri.demo@innkeep.local with the same password',
    );
  });
});
