/**
 * The benchmark's data set, built by pure functions (seeds/bench-seed.ts writes it): hotels of any size and
 * history, deterministic from a seed. Every booking's money comes from core/booking-engine.ts and its rate
 * from core/rate-period-match.ts, as the booking screen would fill it; no two stays of one room overlap.
 *
 * Speed matters here (a quarter of a million bookings in a few seconds), so dates are plain day numbers and
 * the engine's answer is reused for stays that differ only in their dates: the money of a stay depends on
 * its rate type, nights and rates, never on the day it starts. A test recomputes a sample with the engine.
 */
import { computeBooking, paymentStatus, type BookingFigures } from '@core/booking-engine';
import { formatGuestName } from '@core/guest-name';
import { cents, formatMoney, subtractMoney, type Cents } from '@core/money';
import { dynamicRateFor } from '@core/rate-period-match';
import type { CalendarDate } from '@core/stay-dates';
import type { PaymentMethod, RateType } from '@core/booking-choices';
import { chooseHotelTaxes, type HotelTaxes } from '@core/tax-choice';
import {
  demoRatePeriods,
  demoRoomTypes,
  demoTaxRates,
  seededRandom,
  type DemoRatePeriod,
  type DemoRoomType,
  type DemoTaxRate,
} from '../server/src/modules/demo/demo-hotel-data';

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 for a calendar date, and back: cheap date arithmetic for millions of stays. */
export const dayNumber = (date: CalendarDate): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const datesOfDays = new Map<number, CalendarDate>();
export function dateOfDay(day: number): CalendarDate {
  let date = datesOfDays.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    datesOfDays.set(day, date);
  }
  return date;
}
/** The same day next month, clamped to the month's last day (as core/stay-dates addMonthsClamped). */
function nextMonthDay(day: number): number {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / DAY_MS;
}

export interface BenchHotelPlan {
  name: string;
  email: string;
  rooms: number;
  guests: number;
  /** How far back the stays go from `today`, in days (3650: ten years). */
  historyDays: number;
  /** How far ahead of `today` stays are already booked. */
  daysAhead: number;
  today: CalendarDate;
  seed: number;
  /** Stop a room's stays after this many (the small hotels' 25 per room make 500 for 20 rooms). */
  maxBookingsPerRoom?: number;
}

export interface BenchRoom {
  roomNumber: string;
  roomTypeIndex: number;
}

export interface BenchRatePeriod extends Omit<DemoRatePeriod, 'roomTypeKey'> {
  roomTypeIndex: number;
}

export interface BenchGuest {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  vip: boolean;
}

export interface BenchBooking {
  roomIndex: number;
  guestIndex: number;
  guestName: string;
  figures: BookingFigures;
  paymentMethod: string;
  createdAt: Date;
}

export interface BenchHotelData {
  plan: BenchHotelPlan;
  roomTypes: DemoRoomType[];
  rooms: BenchRoom[];
  taxRates: DemoTaxRate[];
  ratePeriods: BenchRatePeriod[];
  guests: BenchGuest[];
  /** Sorted by when they were made, so that ids follow creation as in a real hotel. */
  bookings: BenchBooking[];
}

/** The demo's taxes as the booking screen chooses them: Tax 1 on every stay, Tax 2 on Daily and Weekly. */
let taxesOnce: HotelTaxes | null = null;
export function benchTaxes(): HotelTaxes {
  if (taxesOnce) return taxesOnce;
  const rates = demoTaxRates().map((rate, index) => ({ ...rate, id: index + 1, flatAmount: formatMoney(rate.flatAmountCents) }));
  taxesOnce = chooseHotelTaxes(rates, { taxRate: '0', resortFeeRate: '0', taxName: '', resortFeeName: '' });
  return taxesOnce;
}

/** Rooms on floors of up to 50: 101…150, 201…250, …; four in ten queens, then kings, suites and studios. */
export function benchRooms(count: number): BenchRoom[] {
  const perFloor = Math.min(50, Math.max(1, Math.ceil(count / 9)));
  return Array.from({ length: count }, (_, index) => {
    const floor = Math.floor(index / perFloor) + 1;
    const share = (index % 20) / 20;
    return {
      roomNumber: `${floor}${String((index % perFloor) + 1).padStart(2, '0')}`,
      roomTypeIndex: share < 0.4 ? 0 : share < 0.75 ? 1 : share < 0.9 ? 2 : 3,
    };
  });
}

const FIRST_NAMES = `Olivia Liam Emma Noah Ava Elijah Sophia James Isabella Lucas Mia Mason Amelia Ethan Harper Logan Evelyn
  Aiden Abigail Carlos Priya Wei Fatima Mateo Chloe Daniel Grace Henry Nora Samuel Zoe Owen Lily Jack Hannah Leo Aria
  Benjamin Camila Sebastian Layla Jackson Riley Alexander Zoey Michael Ellie William Scarlett David Victoria Joseph
  Penelope Levi Madison Ezra Luna Julian Stella Hudson Hazel Gabriel Aurora Anthony Violet Dylan Savannah Isaac Audrey
  Thomas Brooklyn Charles Bella Christopher Claire Jaxon Skylar Maverick Lucy Josiah Paisley Andrew Anna Lincoln Caroline
  Nathan Genesis Adrian Aaliyah Joshua Kennedy Christian Kinsley Ryan Allison Aaron Maya Jonathan Sarah Eli Madelyn
  Hiroshi Yuki Ananya Arjun Mohammed Aisha Olga Dmitri Ingrid Lars Siobhan Declan Giulia Marco Lucia Pedro`
  .split(/\s+/)
  .filter(Boolean);
const LAST_NAMES = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
  Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis
  Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell
  Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales
  Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson
  Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross
  Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez
  Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant
  Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald
  Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter
  Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose
  Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner
  Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen Peters Santos Hart Bradley Knight Elliott
  Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston
  Matthews Pena Richards Contreras Willis Carpenter Lawrence Sandoval O'Neil O'Brien Nakamura Kowalski Novak Dubois`
  .split(/\s+/)
  .filter(Boolean);
const PLACES: [string, string][] = [
  ['Boston', 'MA'],
  ['Portland', 'ME'],
  ['Burlington', 'VT'],
  ['Hartford', 'CT'],
  ['Providence', 'RI'],
  ['New York', 'NY'],
  ['Montreal', 'QC'],
  ['Albany', 'NY'],
  ['Concord', 'NH'],
  ['Philadelphia', 'PA'],
];

/** Guests with the details a desk collects; names repeat as they do in a real guest book of this size. */
export function benchGuests(random: Random, count: number): BenchGuest[] {
  return Array.from({ length: count }, (_, index) => {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const detailed = random() < 0.8;
    const [city, state] = pick(random, PLACES);
    return {
      firstName,
      lastName,
      email: detailed ? `${firstName}.${lastName}.${index}@example.com`.toLowerCase().replace(/'/g, '') : null,
      phone: detailed || random() < 0.5 ? `(${between(random, 201, 989)}) 555-${String(index % 10_000).padStart(4, '0')}` : null,
      city: detailed ? city : null,
      state: detailed ? state : null,
      vip: random() < 0.05,
    };
  });
}

/** The demo's weekend, holiday, summer and festival periods for every year the stays touch. */
export function benchRatePeriods(firstDay: CalendarDate, lastDay: CalendarDate): BenchRatePeriod[] {
  const firstYear = Number(firstDay.slice(0, 4));
  const lastYear = Number(lastDay.slice(0, 4));
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
  const typeIndex = new Map(demoRoomTypes().map((type, index) => [type.key, index]));
  return demoRatePeriods(firstDay, years).map(({ roomTypeKey, ...period }) => ({
    ...period,
    roomTypeIndex: typeIndex.get(roomTypeKey)!,
  }));
}

/** Weighted draws from the app's payment methods: card most, then cash. */
const PAYMENT_METHOD_DRAWS: readonly PaymentMethod[] = [
  'Credit Card',
  'Credit Card',
  'Credit Card',
  'Debit Card',
  'Cash',
  'Cash',
  'Check',
];

/** Busier in summer and around the holidays: the chance that a room is taken again at once after a stay. */
function demand(day: number): number {
  const month = new Date(day * DAY_MS).getUTCMonth() + 1;
  if (month >= 6 && month <= 9) return 0.7;
  if (month === 12 || month === 5 || month === 10) return 0.5;
  return 0.35;
}

function stayFor(roomTypeIndex: number, random: Random): { rateType: RateType; nights: number } {
  const roll = random();
  if (roomTypeIndex === 3) {
    if (roll < 0.3) return { rateType: 'Monthly', nights: 0 };
    if (roll < 0.7) return { rateType: 'Weekly', nights: pick(random, [7, 14]) };
    return { rateType: 'Daily', nights: between(random, 2, 6) };
  }
  if (roll < 0.86) return { rateType: 'Daily', nights: pick(random, [1, 1, 2, 2, 2, 3, 3, 4, 5, 6]) };
  if (roll < 0.98) return { rateType: 'Weekly', nights: 7 };
  return { rateType: 'Monthly', nights: 0 };
}

type PaidMode = 'full' | 'half' | 'deposit' | 'none';

/** Past stays are paid (a few half); current ones fully or half; upcoming ones unpaid or with a deposit. */
function paidModeFor(checkIn: number, checkOut: number, today: number, random: Random): PaidMode {
  if (checkOut <= today) return random() < 0.97 ? 'full' : 'half';
  if (checkIn <= today) return random() < 0.5 ? 'full' : 'half';
  return random() < 0.4 ? 'deposit' : 'none';
}

function paidAmount(mode: PaidMode, figures: BookingFigures): Cents {
  switch (mode) {
    case 'full':
      return figures.grandTotal;
    case 'half':
      return cents(Math.floor(figures.grandTotal / 2));
    case 'deposit':
      return cents(Math.min(figures.grandTotal, figures.dailyWeeklyAmount));
    case 'none':
      return cents(0);
  }
}

type RateOn = (roomTypeIndex: number, day: number) => ReturnType<typeof dynamicRateFor>;
type FiguresFor = (rateType: RateType, checkIn: number, nights: number, dailyWeekly: Cents, monthly: Cents) => BookingFigures;

// Hotels with the same periods (the small ones all have) share the answers: a thousand hotels, one lookup each.
const rateCaches = new Map<string, RateOn>();
const figuresCaches = new Map<HotelTaxes, FiguresFor>();

/** The rate of a room type on a day, through core/rate-period-match, remembered per day. */
function ratesOf(roomTypes: readonly DemoRoomType[], ratePeriods: readonly BenchRatePeriod[]): RateOn {
  const signature = JSON.stringify([roomTypes, ratePeriods]);
  const cached = rateCaches.get(signature);
  if (cached) return cached;
  const periodsLike = ratePeriods.map((period, index) => ({
    ...period,
    id: index + 1,
    roomTypeId: period.roomTypeIndex,
    dailyRate: period.dailyRateCents,
    weeklyRate: period.weeklyRateCents,
    monthlyRate: period.monthlyRateCents,
    createdAt: new Date(0),
  }));
  const rates = new Map<number, ReturnType<typeof dynamicRateFor>>();
  const rateOn: RateOn = (roomTypeIndex, day) => {
    const key = day * 16 + roomTypeIndex;
    let rate = rates.get(key);
    if (!rate) {
      const type = roomTypes[roomTypeIndex]!;
      const own = {
        id: roomTypeIndex,
        dailyRate: type.dailyRateCents,
        weeklyRate: type.weeklyRateCents,
        monthlyRate: type.monthlyRateCents,
      };
      rate = dynamicRateFor(own, periodsLike, dateOfDay(day));
      rates.set(key, rate);
    }
    return rate;
  };
  rateCaches.set(signature, rateOn);
  return rateOn;
}

/** The engine's figures for a stay, computed once per rate type, nights and rates (see the file comment). */
function figuresOf(taxes: HotelTaxes): FiguresFor {
  const cached = figuresCaches.get(taxes);
  if (cached) return cached;
  const known = new Map<string, BookingFigures>();
  const figuresFor: FiguresFor = (rateType, checkIn, nights, dailyWeekly, monthly) => {
    const checkOut = rateType === 'Monthly' ? nextMonthDay(checkIn) : checkIn + nights;
    const key = `${rateType}|${checkOut - checkIn}|${dailyWeekly}|${monthly}`;
    let figures = known.get(key);
    if (!figures) {
      figures = computeBooking({
        rateType,
        checkInDate: dateOfDay(checkIn),
        nights: rateType === 'Monthly' ? 1 : nights,
        dailyWeeklyAmount: dailyWeekly,
        monthlyAmount: monthly,
        paidAmount: cents(0),
        entryMode: 'base',
        taxes,
      });
      known.set(key, figures);
    }
    return { ...figures, checkInDate: dateOfDay(checkIn), checkOutDate: dateOfDay(checkOut) };
  };
  figuresCaches.set(taxes, figuresFor);
  return figuresFor;
}

/** A hotel's whole data set. */
export function benchHotelData(plan: BenchHotelPlan): BenchHotelData {
  const random = seededRandom(plan.seed);
  const today = dayNumber(plan.today);
  const first = today - plan.historyDays;
  const last = today + plan.daysAhead;
  const roomTypes = demoRoomTypes();
  const rooms = benchRooms(plan.rooms);
  const ratePeriods = benchRatePeriods(dateOfDay(first), dateOfDay(last + 31));
  const guests = benchGuests(random, plan.guests);
  const taxes = benchTaxes();

  const rateOn = ratesOf(roomTypes, ratePeriods);
  const figuresFor = figuresOf(taxes);

  const bookings: BenchBooking[] = [];
  const cap = plan.maxBookingsPerRoom ?? Number.POSITIVE_INFINITY;
  rooms.forEach((room, roomIndex) => {
    let checkIn = first + between(random, 0, 6);
    for (let count = 0; checkIn <= last && count < cap; count += 1) {
      const { rateType, nights } = stayFor(room.roomTypeIndex, random);
      const rate = rateOn(room.roomTypeIndex, checkIn);
      const priced = figuresFor(
        rateType,
        checkIn,
        nights,
        rateType === 'Weekly' ? rate.weeklyRate : rate.dailyRate,
        rate.monthlyRate,
      );
      const checkOut = checkIn + priced.nights;
      const paid = paidAmount(paidModeFor(checkIn, checkOut, today, random), priced);
      const figures: BookingFigures = {
        ...priced,
        paidAmount: paid,
        balance: subtractMoney(priced.grandTotal, paid),
        paymentStatus: paymentStatus(priced.grandTotal, paid),
      };
      const guestIndex = Math.floor(random() * guests.length);
      const guest = guests[guestIndex]!;
      const bookedDay = checkIn - between(random, 0, 30);
      bookings.push({
        roomIndex,
        guestIndex,
        guestName: formatGuestName(guest.lastName, guest.firstName),
        figures,
        paymentMethod: pick(random, PAYMENT_METHOD_DRAWS),
        createdAt: new Date(Math.min(bookedDay, today) * DAY_MS + 14 * 3_600_000 + between(random, 0, 3_599_999)),
      });
      const busy = random() < demand(checkOut);
      checkIn = checkOut + (busy ? between(random, 0, 2) : between(random, 2, 7));
    }
  });
  bookings.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  return { plan, roomTypes, rooms, taxRates: demoTaxRates(), ratePeriods, guests, bookings };
}

/** The benchmark's hotels: one big one with ten years and its 10% and 30% slices, and many small ones. */
export interface BenchDataSetOptions {
  today: CalendarDate;
  /** 1 for the full set; the generator's test uses a small fraction. */
  scale?: number;
  /** The multi-tenant set: this many hotels of 20 rooms and 500 bookings. */
  smallHotels?: number;
}

export const BIG_HOTEL_ROOMS = 500;
export const BIG_HOTEL_GUESTS = 60_000;
export const BIG_HOTEL_YEARS = 10;
export const SMALL_HOTEL_ROOMS = 20;
export const SMALL_HOTEL_BOOKINGS_PER_ROOM = 25;
export const SMALL_HOTEL_GUESTS = 100;
/** The history slices the scaling run compares: the same hotel with 10%, 30% and 100% of its ten years. */
export const HISTORY_SLICES = [0.1, 0.3, 1] as const;
export const BENCH_PASSWORD = 'bench-password';

export function benchHotelPlans(options: BenchDataSetOptions): { big: BenchHotelPlan[]; small: BenchHotelPlan[] } {
  const scale = options.scale ?? 1;
  const big = HISTORY_SLICES.map((slice, index) => ({
    name: `Grand Bench Hotel (${Math.round(slice * 100)}% of ten years)`,
    email: `bench-${Math.round(slice * 100)}@innkeep.local`,
    rooms: Math.max(4, Math.round(BIG_HOTEL_ROOMS * scale)),
    guests: Math.max(10, Math.round(BIG_HOTEL_GUESTS * slice * scale)),
    historyDays: Math.round(BIG_HOTEL_YEARS * 365.25 * slice),
    daysAhead: 60,
    today: options.today,
    seed: 1000 + index,
  }));
  const small = Array.from({ length: options.smallHotels ?? 0 }, (_, index) => ({
    name: `Small Bench Inn ${index + 1}`,
    email: `bench-small-${index + 1}@innkeep.local`,
    rooms: SMALL_HOTEL_ROOMS,
    guests: SMALL_HOTEL_GUESTS,
    historyDays: 400,
    daysAhead: 60,
    today: options.today,
    seed: 5000 + index,
    maxBookingsPerRoom: SMALL_HOTEL_BOOKINGS_PER_ROOM,
  }));
  return { big, small };
}

/**
 * The booking page's hotel: 200 rooms with a year of stays and two months booked ahead, its page on at
 * BOOKING_PAGE_SLUG. The guests' availability of it is measured, and a booking made on its page.
 */
export const BOOKING_PAGE_ROOMS = 200;
export const BOOKING_PAGE_SLUG = 'bench-page';
export function bookingPagePlan(today: CalendarDate): BenchHotelPlan {
  return {
    name: 'Booking Page Bench Inn',
    email: 'bench-page@innkeep.local',
    rooms: BOOKING_PAGE_ROOMS,
    guests: 5_000,
    historyDays: 365,
    daysAhead: 60,
    today,
    seed: 8000,
  };
}

/** The browser benchmark's hotel: 10,000 rooms, each with one stay around today (10,000 bookings). */
export const BROWSER_BENCH_ROOMS = 10_000;
export function browserBenchPlan(today: CalendarDate): BenchHotelPlan {
  return {
    name: 'Browser Bench Hotel',
    email: 'bench-browser@innkeep.local',
    rooms: BROWSER_BENCH_ROOMS,
    guests: 2_000,
    historyDays: 3,
    daysAhead: 3,
    today,
    seed: 9000,
    maxBookingsPerRoom: 1,
  };
}
