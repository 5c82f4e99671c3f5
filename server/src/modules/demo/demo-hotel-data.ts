/**
 * The demo hotel's data, built by pure functions: what a newcomer sees on first start and what
 * `innkeep db seed --demo` writes. Everything is derived from `today` and a seeded random generator, so a
 * run is reproducible; every booking's figures come from core/booking-engine.ts and no two stays of one
 * room overlap, nor a stay and a room block (the database would refuse them).
 */
import { computeBooking, type BookingFigures } from '@core/booking-engine';
import { formatGuestName } from '@core/guest-name';
import { cents, multiplyCents, type Cents } from '@core/money';
import { dynamicRateFor, type RatePeriodLike } from '@core/rate-period-match';
import type { GuestInput } from '@core/schemas/guest.schema';
import type { DayOfWeek, RatePeriodType } from '@core/schemas/rate-period.schema';
import type { TaxApplyTo } from '@core/schemas/tax-rate.schema';
import { addDays, monthOf, yearOf, type CalendarDate } from '@core/stay-dates';
import type { PaymentMethod, RateType } from '@core/booking-choices';
import type { HotelTaxes } from '@core/tax-choice';
import { LONG_STAY_PRESETS, type LongStayRule } from '@core/long-stay-rule';
import type { StayStatus } from '@core/stay-status';
import type { Role } from '@core/roles';
import { stayMeetsBlock, type DemoBlock } from './demo-housekeeping';

export const DEMO_HOTEL = {
  name: 'Harborview Inn (demo)',
  email: 'demo@innkeep.local',
  password: 'demo1234',
  phoneNumber: '(207) 555-0142',
  address: '12 Commercial Street',
  city: 'Portland',
  state: 'ME',
  zipCode: '04101',
  country: 'United States',
  website: 'https://harborview.example',
  numberOfRooms: 24,
} as const;

/**
 * The demo hotel's people besides its Owner (the hotel account): sign-ins given to four of its employees
 * (by their place in demoEmployees), each with the demo password, at `<first name>.<hotel email>`.
 */
export const DEMO_PEOPLE = [
  { employee: 0, role: 'Manager' },
  { employee: 1, role: 'Front Desk' },
  { employee: 2, role: 'Front Desk' },
  { employee: 3, role: 'Housekeeping' },
] as const satisfies readonly { employee: number; role: Role }[];

/** margaret.demo@innkeep.local for Margaret at demo@innkeep.local: unique for each hotel the demo is seeded as. */
export function demoPersonEmail(firstName: string, hotelEmail: string): string {
  const plain = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return `${plain}.${hotelEmail}`;
}

/** The stays are spread over the year before today and the weeks after it. */
export const DEMO_DAYS_BACK = 365;
export const DEMO_DAYS_AHEAD = 45;
/** Before that year, the history goes back five years, a few bookings a week (the guest history to search). */
export const DEMO_HISTORY_DAYS_BACK = 5 * 365;
export const DEMO_HISTORY_BOOKINGS_PER_WEEK = { min: 2, max: 6 } as const;

/** A small deterministic generator (mulberry32): the same seed gives the same hotel. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const dollars = (amount: number): Cents => cents(Math.round(amount * 100));

export interface DemoRoomType {
  key: 'queen' | 'king' | 'suite' | 'studio';
  name: string;
  dailyRateCents: Cents;
  weeklyRateCents: Cents;
  monthlyRateCents: Cents;
}

export function demoRoomTypes(): DemoRoomType[] {
  return [
    {
      key: 'queen',
      name: 'Standard Queen',
      dailyRateCents: dollars(89),
      weeklyRateCents: dollars(540),
      monthlyRateCents: dollars(1650),
    },
    {
      key: 'king',
      name: 'Deluxe King',
      dailyRateCents: dollars(119),
      weeklyRateCents: dollars(720),
      monthlyRateCents: dollars(2200),
    },
    {
      key: 'suite',
      name: 'Family Suite',
      dailyRateCents: dollars(159),
      weeklyRateCents: dollars(960),
      monthlyRateCents: dollars(2900),
    },
    {
      key: 'studio',
      name: 'Extended Stay Studio',
      dailyRateCents: dollars(75),
      weeklyRateCents: dollars(450),
      monthlyRateCents: dollars(1400),
    },
  ];
}

export interface DemoRoom {
  roomNumber: string;
  roomTypeKey: DemoRoomType['key'];
}

/** The room whose heater broke: the demo's Out of Order room, blocked from today for a week. */
export const DEMO_OUT_OF_ORDER_ROOM = '108';

/** 24 rooms on four floors: eight queens, eight kings, four suites, four studios. */
export function demoRooms(): DemoRoom[] {
  const floor = (first: number, count: number, roomTypeKey: DemoRoomType['key']) =>
    Array.from({ length: count }, (_, index) => ({ roomNumber: String(first + index), roomTypeKey }));
  return [...floor(101, 8, 'queen'), ...floor(201, 8, 'king'), ...floor(301, 4, 'suite'), ...floor(401, 4, 'studio')];
}

export interface DemoTaxRate {
  name: string;
  rate: string;
  isPercentage: boolean;
  flatAmountCents: Cents;
  applyTo: TaxApplyTo[];
  isActive: boolean;
  sortOrder: number;
  longStay: LongStayRule | null;
}

/**
 * The Occupancy Tax follows Texas's long-stay law (the preset: the first 30 nights of a stay taxed, a written
 * agreement exempting from night 1), so the demo's residents show it (demo-residents.ts).
 */
const DEMO_LONG_STAY_RULE = LONG_STAY_PRESETS.find((preset) => preset.name === 'Texas')!.rule;

/** Tax 1 applies to every rate type, Tax 2 (a lodging fee) to Daily and Weekly; Monthly stays are exempt anyway. */
export function demoTaxRates(): DemoTaxRate[] {
  return [
    {
      name: 'Occupancy Tax',
      rate: '0.09',
      isPercentage: true,
      flatAmountCents: cents(0),
      applyTo: ['all'],
      isActive: true,
      sortOrder: 0,
      longStay: { ...DEMO_LONG_STAY_RULE },
    },
    {
      name: 'Tourism Fee',
      rate: '0.02',
      isPercentage: true,
      flatAmountCents: cents(0),
      applyTo: ['daily', 'weekly'],
      isActive: true,
      sortOrder: 1,
      longStay: null,
    },
  ];
}

export interface DemoAmenity {
  name: string;
  description: string;
  category: string;
  icon: string;
  isActive: boolean;
  sortOrder: number;
}

export function demoAmenities(): DemoAmenity[] {
  const rows: [string, string, string, string, boolean?][] = [
    ['Free WiFi', 'Fast wireless internet in every room and the lobby', 'Business', 'Wifi'],
    ['Heated Pool', 'Indoor pool, open 7 am to 10 pm', 'Recreation', 'Waves'],
    ['Fitness Center', 'Cardio machines and free weights, open 24 hours', 'Recreation', 'Dumbbell'],
    ['Harbor Cafe', 'Continental breakfast 6:30 to 10 am', 'Dining', 'Coffee'],
    ['Free Parking', 'One car per room in the lot behind the inn', 'Transportation', 'Car'],
    ['Airport Shuttle', 'To the Jetport on request, $15 per trip', 'Transportation', 'Plane', false],
    ['Cable TV', '60 channels and streaming apps', 'Technology', 'Tv'],
    ['Pet-Friendly', 'Dogs welcome in the ground-floor rooms', 'Services', 'Dog'],
    ['24/7 Front Desk', 'Someone is always at the desk', 'Services', 'Clock'],
  ];
  return rows.map(([name, description, category, icon, isActive = true], sortOrder) => ({
    name,
    description,
    category,
    icon,
    isActive,
    sortOrder,
  }));
}

export interface DemoRatePeriod {
  roomTypeKey: DemoRoomType['key'];
  name: string;
  rateType: RatePeriodType;
  priority: number;
  dailyRateCents: Cents;
  weeklyRateCents: Cents;
  monthlyRateCents: Cents;
  daysOfWeek: DayOfWeek[];
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
  specificDates: CalendarDate[];
  description: string | null;
  isActive: boolean;
}

/** The calendar years the demo's stays touch. */
export function demoYears(today: CalendarDate): number[] {
  const first = yearOf(addDays(today, -DEMO_HISTORY_DAYS_BACK));
  const last = yearOf(addDays(today, DEMO_DAYS_AHEAD + 31));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * Weekend rates on queens and kings, a summer season on kings and suites, holidays, and the harbor festival.
 * `years` defaults to the demo's; the benchmark's data set passes its ten.
 */
export function demoRatePeriods(today: CalendarDate, years: readonly number[] = demoYears(today)): DemoRatePeriod[] {
  const types = new Map(demoRoomTypes().map((type) => [type.key, type]));
  const period = (
    roomTypeKey: DemoRoomType['key'],
    name: string,
    rateType: RatePeriodType,
    priority: number,
    dailyExtra: number,
    rest: Partial<DemoRatePeriod> = {},
  ): DemoRatePeriod => {
    const base = types.get(roomTypeKey)!;
    return {
      roomTypeKey,
      name,
      rateType,
      priority,
      dailyRateCents: cents(base.dailyRateCents + dollars(dailyExtra)),
      weeklyRateCents: cents(base.weeklyRateCents + multiplyCents(dollars(dailyExtra), 5)),
      monthlyRateCents: base.monthlyRateCents,
      daysOfWeek: [],
      startDate: null,
      endDate: null,
      specificDates: [],
      description: null,
      isActive: true,
      ...rest,
    };
  };
  const weekend: Partial<DemoRatePeriod> = { daysOfWeek: ['friday', 'saturday'], description: 'Friday and Saturday nights' };
  const holidays = years.flatMap((year) => [`${year}-01-01`, `${year}-07-04`, `${year}-12-24`, `${year}-12-25`, `${year}-12-31`]);
  return [
    period('queen', 'Weekend', 'weekend', 5, 20, weekend),
    period('king', 'Weekend', 'weekend', 5, 25, weekend),
    ...years.flatMap((year) => [
      period('king', `Summer ${year}`, 'seasonal', 3, 30, { startDate: `${year}-06-15`, endDate: `${year}-08-31` }),
      period('suite', `Summer ${year}`, 'seasonal', 3, 40, { startDate: `${year}-06-15`, endDate: `${year}-08-31` }),
      period('queen', `Harbor Festival ${year}`, 'event', 8, 45, {
        startDate: `${year}-08-07`,
        endDate: `${year}-08-09`,
        description: 'Three days of boats, music and full rooms',
      }),
    ]),
    period('queen', 'Holidays', 'holiday', 10, 35, { specificDates: holidays }),
    period('king', 'Holidays', 'holiday', 10, 40, { specificDates: holidays }),
  ];
}

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'Lucas',
  'Mia',
  'Mason',
  'Amelia',
  'Ethan',
  'Harper',
  'Logan',
  'Evelyn',
  'Aiden',
  'Abigail',
  'Carlos',
  'Priya',
  'Wei',
  'Fatima',
  'Mateo',
  'Chloe',
  'Daniel',
  'Grace',
  'Henry',
  'Nora',
  'Samuel',
  'Zoe',
  'Owen',
  'Lily',
  'Jack',
  'Hannah',
  'Leo',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  "O'Neil",
  'Nguyen',
  'Patel',
  'Kim',
];
const PLACES: [string, string, string][] = [
  ['Boston', 'MA', '02108'],
  ['Portland', 'ME', '04101'],
  ['Burlington', 'VT', '05401'],
  ['Hartford', 'CT', '06103'],
  ['Providence', 'RI', '02903'],
  ['New York', 'NY', '10001'],
  ['Montreal', 'QC', 'H2Y 1C6'],
  ['Albany', 'NY', '12207'],
  ['Concord', 'NH', '03301'],
  ['Philadelphia', 'PA', '19106'],
];
const STREETS = ['Maple Ave', 'Oak St', 'Congress St', 'Elm St', 'Harbor Rd', 'Pine St', 'Main St', 'Park Ave'];
const NOTES = [
  'Prefers a high floor',
  'Allergic to feathers: foam pillows',
  'Late arrival, usually after 10 pm',
  'Travels with a small dog',
  'Corporate rate: Casco Marine',
];

export const DEMO_GUEST_COUNT = 160;

/** Distinct guests with the details a front desk collects; some have only a name, a few are VIPs. */
export function demoGuests(random: Random, count = DEMO_GUEST_COUNT): GuestInput[] {
  const guests: GuestInput[] = [];
  const seen = new Set<string>();
  while (guests.length < count) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    if (seen.has(`${firstName} ${lastName}`)) continue;
    seen.add(`${firstName} ${lastName}`);
    const detailed = random() < 0.8;
    const [city, state, zipCode] = pick(random, PLACES);
    const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    guests.push({
      firstName,
      lastName,
      email: detailed ? `${handle}@example.com` : null,
      phone:
        detailed || random() < 0.5
          ? `(${between(random, 201, 989)}) 555-${String(between(random, 100, 9999)).padStart(4, '0')}`
          : null,
      address: detailed ? `${between(random, 1, 999)} ${pick(random, STREETS)}` : null,
      city: detailed ? city : null,
      state: detailed ? state : null,
      zipCode: detailed ? zipCode : null,
      country: detailed ? (state === 'QC' ? 'Canada' : 'United States') : null,
      idType: detailed && random() < 0.6 ? "Driver's License" : null,
      idNumber: null,
      notes: random() < 0.08 ? pick(random, NOTES) : null,
      vip: random() < 0.07,
    });
  }
  for (const guest of guests) if (guest.idType) guest.idNumber = `D${between(random, 1_000_000, 9_999_999)}`;
  return guests;
}

export interface DemoEmployee {
  firstName: string;
  lastName: string;
  role: 'manager' | 'front_desk' | 'housekeeping' | 'maintenance';
  email: string | null;
  phone: string | null;
  hireDate: CalendarDate | null;
  hourlyRateCents: Cents | null;
  isActive: boolean;
}

export function demoEmployees(today: CalendarDate): DemoEmployee[] {
  const hired = (daysAgo: number) => addDays(today, -daysAgo);
  return [
    {
      firstName: 'Margaret',
      lastName: 'Doyle',
      role: 'manager',
      email: 'margaret@harborview.example',
      phone: '(207) 555-0101',
      hireDate: hired(2900),
      hourlyRateCents: dollars(32),
      isActive: true,
    },
    {
      firstName: 'Tomás',
      lastName: 'Reyes',
      role: 'front_desk',
      email: 'tomas@harborview.example',
      phone: '(207) 555-0102',
      hireDate: hired(800),
      hourlyRateCents: dollars(19.5),
      isActive: true,
    },
    {
      firstName: 'Aisha',
      lastName: 'Bello',
      role: 'front_desk',
      email: null,
      phone: '(207) 555-0103',
      hireDate: hired(240),
      hourlyRateCents: dollars(18.75),
      isActive: true,
    },
    {
      firstName: 'Dmitri',
      lastName: 'Volkov',
      role: 'housekeeping',
      email: null,
      phone: '(207) 555-0104',
      hireDate: hired(1200),
      hourlyRateCents: dollars(17.25),
      isActive: true,
    },
    {
      firstName: 'Ruth',
      lastName: 'Carver',
      role: 'maintenance',
      email: null,
      phone: null,
      hireDate: hired(3600),
      hourlyRateCents: dollars(24),
      isActive: false,
    },
  ];
}

export interface DemoBookingRoom {
  id: number;
  roomTypeId: number;
  roomTypeKey: DemoRoomType['key'];
}

export interface DemoBookingInputs {
  today: CalendarDate;
  /** When the stays are written: no booking is created after it. */
  now: Date;
  rooms: readonly DemoBookingRoom[];
  roomTypes: readonly { id: number; dailyRateCents: Cents; weeklyRateCents: Cents; monthlyRateCents: Cents }[];
  ratePeriods: readonly RatePeriodLike[];
  taxes: HotelTaxes;
  guests: readonly { id: number; firstName: string; lastName: string }[];
  random: Random;
  /** Rooms out of sale for some nights: no stay is drawn over them. */
  blocks?: readonly Omit<DemoBlock, 'reason'>[];
}

export interface DemoBooking {
  roomId: number;
  guestId: number;
  guestName: string;
  figures: BookingFigures;
  paymentMethod: string;
  createdAt: Date;
  stayStatus: StayStatus;
  cancelReason: string | null;
}
/** A demo booking as drawn, before its stay's status is given (demoStay). */
type BookedStay = Omit<DemoBooking, 'stayStatus' | 'cancelReason'>;

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

/** Busier in summer and around the holidays: the chance that a room is taken again soon after a stay. */
function demand(date: CalendarDate): number {
  const month = monthOf(date);
  if (month >= 6 && month <= 9) return 0.85;
  if (month === 12 || month === 5 || month === 10) return 0.7;
  return 0.55;
}

function stayFor(room: DemoBookingRoom, random: Random): { rateType: RateType; nights: number } {
  const roll = random();
  if (room.roomTypeKey === 'studio') {
    if (roll < 0.45) return { rateType: 'Monthly', nights: 0 };
    if (roll < 0.8) return { rateType: 'Weekly', nights: pick(random, [7, 14, 21]) };
    return { rateType: 'Daily', nights: between(random, 2, 6) };
  }
  if (roll < 0.85) return { rateType: 'Daily', nights: pick(random, [1, 1, 2, 2, 2, 3, 3, 4, 5, 6]) };
  if (roll < 0.97) return { rateType: 'Weekly', nights: 7 };
  return { rateType: 'Monthly', nights: 0 };
}

/** Past stays are paid; the current ones half; upcoming ones unpaid or with a first-night deposit. */
function paidFor(figures: BookingFigures, today: CalendarDate, random: Random): Cents {
  if (figures.checkOutDate <= today) return random() < 0.97 ? figures.grandTotal : cents(Math.floor(figures.grandTotal / 2));
  if (figures.checkInDate <= today) return random() < 0.5 ? figures.grandTotal : cents(Math.floor(figures.grandTotal / 2));
  return random() < 0.4 ? cents(Math.min(figures.grandTotal, figures.dailyWeeklyAmount)) : cents(0);
}

/** A stay priced as the booking screen would price it on its check-in date, paid as of today. */
function pricedStay(
  inputs: DemoBookingInputs,
  room: DemoBookingRoom,
  checkIn: CalendarDate,
  stay: { rateType: RateType; nights: number },
): BookedStay {
  const { today, now, random } = inputs;
  const roomType = inputs.roomTypes.find((type) => type.id === room.roomTypeId)!;
  const rates = {
    id: roomType.id,
    dailyRate: roomType.dailyRateCents,
    weeklyRate: roomType.weeklyRateCents,
    monthlyRate: roomType.monthlyRateCents,
  };
  const { rateType, nights } = stay;
  const rate = dynamicRateFor(rates, inputs.ratePeriods, checkIn);
  const priced = computeBooking({
    rateType,
    checkInDate: checkIn,
    nights: rateType === 'Monthly' ? 1 : nights,
    dailyWeeklyAmount: rateType === 'Weekly' ? rate.weeklyRate : rate.dailyRate,
    monthlyAmount: rate.monthlyRate,
    paidAmount: cents(0),
    entryMode: 'base',
    taxes: inputs.taxes,
  });
  const paid = paidFor(priced, today, random);
  const figures = computeBooking({
    rateType,
    checkInDate: checkIn,
    nights: priced.nights,
    dailyWeeklyAmount: priced.dailyWeeklyAmount,
    monthlyAmount: priced.monthlyAmount,
    paidAmount: paid,
    entryMode: 'base',
    taxes: inputs.taxes,
  });
  const guest = pick(random, inputs.guests);
  const leadDays = between(random, 0, 30);
  const booked = new Date(`${addDays(checkIn, -leadDays)}T14:00:00Z`);
  return {
    roomId: room.id,
    guestId: guest.id,
    guestName: formatGuestName(guest.lastName, guest.firstName),
    figures,
    paymentMethod: pick(random, PAYMENT_METHOD_DRAWS),
    createdAt: booked < now ? booked : now,
  };
}

/** The block of the room that a stay would cover a night of, if any. */
function blockMet(
  inputs: DemoBookingInputs,
  roomId: number,
  figures: Pick<BookingFigures, 'checkInDate' | 'checkOutDate'>,
): Omit<DemoBlock, 'reason'> | undefined {
  return inputs.blocks?.find((block) =>
    stayMeetsBlock({ roomId, checkInDate: figures.checkInDate, checkOutDate: figures.checkOutDate }, block),
  );
}

/**
 * A year of stays, room by room: each room's stays follow one another with a gap of a few days (shorter in
 * busy months), so they never overlap. Rates are the room type's, or the rate period in force on the
 * check-in date, as the booking screen would fill them; the engine computes every figure.
 */
function recentYear(inputs: DemoBookingInputs): BookedStay[] {
  const { today, random } = inputs;
  const first = addDays(today, -DEMO_DAYS_BACK);
  const last = addDays(today, DEMO_DAYS_AHEAD);
  const bookings: BookedStay[] = [];
  for (const room of inputs.rooms) {
    let checkIn = addDays(first, between(random, 0, 4));
    while (checkIn <= last) {
      const booking = pricedStay(inputs, room, checkIn, stayFor(room, random));
      const block = blockMet(inputs, room.id, booking.figures);
      if (block) {
        // The room is out of sale: its next guest comes after the block.
        checkIn = addDays(block.endDate, between(random, 0, 2));
        continue;
      }
      bookings.push(booking);
      const busy = random() < demand(booking.figures.checkOutDate);
      checkIn = addDays(booking.figures.checkOutDate, busy ? between(random, 0, 1) : between(random, 2, 6));
    }
  }
  return bookings;
}

/**
 * The four years before that one, a few bookings a week: short stays in rooms free at the time, each over
 * before the recent year begins, so that nothing overlaps.
 */
function olderHistory(inputs: DemoBookingInputs): BookedStay[] {
  const { today, random } = inputs;
  const start = addDays(today, -DEMO_HISTORY_DAYS_BACK);
  const end = addDays(today, -DEMO_DAYS_BACK);
  const freeFrom = new Map<number, CalendarDate>();
  const bookings: BookedStay[] = [];
  for (let week = start; week < end; week = addDays(week, 7)) {
    const count = between(random, DEMO_HISTORY_BOOKINGS_PER_WEEK.min, DEMO_HISTORY_BOOKINGS_PER_WEEK.max);
    for (let index = 0; index < count; index++) {
      const room = pick(random, inputs.rooms);
      const checkIn = addDays(week, between(random, 0, 6));
      const stay =
        room.roomTypeKey === 'studio' && random() < 0.3
          ? { rateType: 'Weekly' as const, nights: 7 }
          : { rateType: 'Daily' as const, nights: pick(random, [1, 2, 2, 3, 3, 4, 5]) };
      if (checkIn < (freeFrom.get(room.id) ?? start) || addDays(checkIn, stay.nights) > end) continue;
      const booking = pricedStay(inputs, room, checkIn, stay);
      if (blockMet(inputs, room.id, booking.figures)) continue;
      freeFrom.set(room.id, booking.figures.checkOutDate);
      bookings.push(booking);
    }
  }
  return bookings;
}

/**
 * Five years of stays: the busy recent year (about two thirds full) and the weeks ahead, and a few bookings
 * a week before it. In the order they were booked, so that the booking ids follow it as in a real hotel
 * (Recent Bookings lists the most recently created first).
 */
export function demoBookings(inputs: DemoBookingInputs): DemoBooking[] {
  const bookings = [...recentYear(inputs), ...olderHistory(inputs)];
  // Today's arrivals and departures alternate between done and still to do, counted separately.
  const seen = { arrivals: 0, departures: 0 };
  return bookings
    .map((booking, index) => ({ booking, index }))
    .sort((a, b) => a.booking.createdAt.getTime() - b.booking.createdAt.getTime() || a.index - b.index)
    .map(({ booking }, index) => ({ ...booking, ...demoStay(booking.figures, index, inputs.today, seen) }));
}

const CANCEL_REASONS = ['Travel plans changed', 'Flight cancelled', 'Booked elsewhere', 'Family emergency'] as const;

/**
 * Where each demo stay stands on `today`, so the front desk has a day to run: stays that ended checked out,
 * stays under way checked in, today's arrivals and departures half done, the rest reserved; one stay in 23
 * cancelled and one past arrival in 37 a no-show (their rooms are free: no other stay needed them). Picked by
 * position, not drawn, so the hotel's other figures stay those of its seed.
 */
function demoStay(
  figures: Pick<BookingFigures, 'checkInDate' | 'checkOutDate'>,
  index: number,
  today: string,
  seen: { arrivals: number; departures: number },
): { stayStatus: StayStatus; cancelReason: string | null } {
  const { checkInDate, checkOutDate } = figures;
  if (index % 23 === 5) return { stayStatus: 'Cancelled', cancelReason: CANCEL_REASONS[index % CANCEL_REASONS.length]! };
  if (index % 37 === 11 && checkInDate <= today) return { stayStatus: 'No Show', cancelReason: null };
  const plain = (stayStatus: StayStatus) => ({ stayStatus, cancelReason: null });
  if (checkOutDate < today) return plain('Checked Out');
  if (checkOutDate === today) return plain(seen.departures++ % 2 === 0 ? 'Checked Out' : 'Checked In');
  if (checkInDate < today) return plain('Checked In');
  if (checkInDate === today) return plain(seen.arrivals++ % 2 === 0 ? 'Checked In' : 'Reserved');
  return plain('Reserved');
}
