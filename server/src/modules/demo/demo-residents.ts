import { computeBooking, type BookingFigures } from '@core/booking-engine';
import { formatGuestName } from '@core/guest-name';
import { FIRST_IN_CHAIN, taxedNightsOf, type ChainPlace } from '@core/long-stay';
import { ZERO, type Cents } from '@core/money';
import { addDays, addMonthsClamped, nightsBetween, type CalendarDate } from '@core/stay-dates';
import type { RateType } from '@core/booking-choices';
import type { HotelTaxes } from '@core/tax-choice';
import type { StayStatus } from '@core/stay-status';

/**
 * The demo's residents (issue 26): three long stays in the studios, in house today, under the demo's Texas
 * rule on its Occupancy Tax — a travel nurse renewing week by week (past her 30th night, so no longer taxed),
 * a crew lead paying by the month (Monthly stays carry no tax, and count), and a resident with a written
 * long-stay agreement (exempt from night 1). Each chain is one guest's consecutive bookings in one room,
 * priced at its place in the chain as the desk would price it.
 */
export interface DemoResidentStay {
  roomNumber: string;
  guestIndex: number;
  rateType: RateType;
  checkInDate: CalendarDate;
  nights: number;
  agreement: boolean;
}

/** The residents are the first guests of the demo's list, kept out of its other stays. */
export const DEMO_RESIDENT_GUESTS = 3;

/** The chains, each a list of consecutive stays, dated from `today`. */
export function demoResidentChains(today: CalendarDate): DemoResidentStay[][] {
  const weekly = Array.from({ length: 8 }, (_, week) => ({
    roomNumber: '401',
    guestIndex: 0,
    rateType: 'Weekly' as const,
    checkInDate: addDays(today, -42 + 7 * week),
    nights: 7,
    agreement: false,
  }));
  // Each month checks in the day the one before checks out (one calendar month as the spec counts it).
  const monthly: DemoResidentStay[] = [];
  let checkInDate = addMonthsClamped(today, -2);
  for (let month = 0; month < 3; month++) {
    const checkOutDate = addMonthsClamped(checkInDate, 1);
    monthly.push({
      roomNumber: '402',
      guestIndex: 1,
      rateType: 'Monthly',
      checkInDate,
      nights: nightsBetween(checkInDate, checkOutDate),
      agreement: false,
    });
    checkInDate = checkOutDate;
  }
  const agreement = [
    {
      roomNumber: '403',
      guestIndex: 2,
      rateType: 'Daily' as const,
      checkInDate: addDays(today, -20),
      nights: 60,
      agreement: true,
    },
  ];
  return [weekly, monthly, agreement];
}

export interface DemoResidentInputs {
  today: CalendarDate;
  now: Date;
  rooms: readonly { id: number; roomNumber: string; dailyRate: Cents; weeklyRate: Cents; monthlyRate: Cents }[];
  guests: readonly { id: number; firstName: string; lastName: string }[];
  taxes: HotelTaxes;
}

export interface DemoResidentBooking {
  roomId: number;
  guestId: number;
  guestName: string;
  figures: BookingFigures;
  taxedNights: { tax1: number; tax2: number };
  longStayAgreement: boolean;
  paymentMethod: string;
  createdAt: Date;
  stayStatus: StayStatus;
  cancelReason: null;
}

/** The residents' bookings: past ones paid and checked out, tonight's checked in, the next ones reserved. */
export function demoResidents(inputs: DemoResidentInputs): DemoResidentBooking[] {
  const { today, now, taxes } = inputs;
  return demoResidentChains(today).flatMap((chain) => {
    let place: ChainPlace = FIRST_IN_CHAIN;
    return chain.map((stay) => {
      const room = inputs.rooms.find((each) => each.roomNumber === stay.roomNumber)!;
      const guest = inputs.guests[stay.guestIndex]!;
      place = { ...place, agreement: stay.agreement };
      const taxedNights = taxedNightsOf(taxes, place, stay.nights, stay.rateType);
      const checkOutDate = addDays(stay.checkInDate, stay.nights);
      const price = (paidAmount: Cents) =>
        computeBooking({
          rateType: stay.rateType,
          checkInDate: stay.checkInDate,
          nights: stay.nights,
          dailyWeeklyAmount: stay.rateType === 'Weekly' ? room.weeklyRate : room.dailyRate,
          monthlyAmount: room.monthlyRate,
          paidAmount,
          entryMode: 'base',
          taxes,
          taxedNights,
        });
      const figures = checkOutDate <= today ? price(price(ZERO).grandTotal) : price(ZERO);
      place = { nightsBefore: place.nightsBefore + figures.nights, agreement: stay.agreement };
      const booked = new Date(`${addDays(stay.checkInDate, -3)}T14:00:00Z`);
      return {
        roomId: room.id,
        guestId: guest.id,
        guestName: formatGuestName(guest.lastName, guest.firstName),
        figures,
        taxedNights,
        longStayAgreement: stay.agreement,
        paymentMethod: 'Bank Transfer',
        createdAt: booked < now ? booked : now,
        stayStatus: figures.checkOutDate <= today ? 'Checked Out' : figures.checkInDate <= today ? 'Checked In' : 'Reserved',
        cancelReason: null,
      };
    });
  });
}

/** Whether a drawn stay meets a resident's nights in its room (it is left out: the resident holds the room). */
export function meetsResidents(
  today: CalendarDate,
  roomNumber: string,
  stay: { checkInDate: CalendarDate; checkOutDate: CalendarDate },
): boolean {
  return demoResidentChains(today)
    .flat()
    .some((resident) => {
      if (resident.roomNumber !== roomNumber) return false;
      const end = addDays(resident.checkInDate, resident.nights);
      return stay.checkInDate < end && resident.checkInDate < stay.checkOutDate;
    });
}
