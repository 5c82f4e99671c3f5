import { addDays } from '@core/stay-dates';
import {
  MARKER,
  mark,
  amenityBody,
  onlineBookingBody,
  bookingBody,
  employeeBody,
  personBody,
  folioChargeBody,
  folioPaymentBody,
  guestBody,
  ratePeriodBody,
  roomBlockBody,
  roomBody,
  calendarFeedBody,
  roomTypeBody,
  settingsBody,
  taxRateBody,
  type Tag,
} from './marked-hotel';
import {
  licenceDetails,
  nextPublicCheckIn,
  SCHEDULED_DATE,
  type CallerName,
  type WalkIds,
  type WalkWorld,
} from './walker-callers';

export { SCHEDULED_DATE };

/**
 * What every endpoint is called with, and what its owner gets: the table the access walker
 * (access-walker.test.ts) and the endpoint fuzzer (endpoint-fuzz.test.ts) share. Every REST route and every
 * GraphQL query and mutation must have an entry: a new endpoint without one fails both tests.
 */

export interface Vars {
  /** A's records (a successful delete gets the spares). */
  ids: WalkIds;
  /** Text for the body: marked for A's own calls, plain for everyone else, so their data never carries the marker. */
  m: Tag;
  world: WalkWorld;
}

export interface Case {
  /** Who succeeds gets this status (REST) — GraphQL cases succeed with data unless `error` says otherwise. */
  ok?: number;
  error?: string;
  /** Per-caller answers that the access rule alone does not give (a public route that needs a session). */
  answers?: Partial<Record<CallerName, number | string>>;
  /** The body or arguments name A's records: a caller of another hotel gets 404 / NOT_FOUND. */
  namesA?: boolean;
  /** The call uses up its record: its owner aims at a spare (a delete). */
  consumes?: boolean;
  /** Signs in, out or impersonates: each caller makes it from a new session of its own. */
  ownSession?: boolean;
  /** Destroys a whole hotel's data: runs after every other call. */
  destroys?: boolean;
  /** A's answer must show A's marker: proof that the fixture reaches what this endpoint returns. */
  showsA?: boolean;
}

export interface RestCase extends Case {
  body?: (v: Vars) => unknown;
  query?: (v: Vars) => string;
}

export interface GraphqlCase extends Case {
  args?: (v: Vars) => Record<string, unknown>;
}

export const YEAR = 2026;
/** A ledger's range around today (UTC), which holds the hotel's today in any zone. */
const LEDGER_RANGE = (() => {
  const today = new Date().toISOString().slice(0, 10);
  return { from: addDays(today, -300), to: addDays(today, 60) };
})();
/** A night of the marked booking's stay (2026-03-02, 2 nights), for the daily report. */
export const REPORT_DATE = '2026-03-03';
/** An adjustment (issue 25): a credit of the room, its reason marked. */
const adjustmentBody = (m: Tag) => ({ kind: 'Room', amount: '-5.00', reason: `Noisy room ${m()}` });
let unique = 0;
const email = (what: string) => `${what}-${(unique += 1)}@walk.test`;
/**
 * An update's body naming no version (the walker's callers edit one record many times over, so any version
 * they named would soon be stale): the fuzz test replaces it with hostile values like any other field.
 */
const withBlankVersion = <T extends object>(body: T) => ({ ...body, version: null });
const wrongLicence = () => ({
  licenseKey: 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE',
  hotelName: 'Somewhere Inn',
  address: '1 Road',
  city: 'Salem',
  state: 'MA',
  zip: '01970',
  numberOfRooms: 12,
});
const adminValidation = (v: Vars) => ({
  licenseKey: 'MANUAL-ACTIVATION',
  hotelId: v.ids.hotelId,
  hotelName: 'Somewhere Inn',
  address: '1 Road',
  city: 'Salem',
  state: 'MA',
  zip: '01970',
  numberOfRooms: 50,
});
/** The same validation as GraphQL takes it: the spec's JSON says licenseKey, the schema licenceKey. */
const asGraphqlValidation = <T extends { licenseKey: string }>({ licenseKey, ...details }: T) => ({
  ...details,
  licenceKey: licenseKey,
});
const adminHotel = (v: Vars) => ({
  hotelName: `Added ${v.m()}`,
  hotelEmail: email('added'),
  address: v.m(),
  city: v.m(),
  state: 'MA',
  zipCode: v.m(),
  numberOfRooms: 10,
});

/** Every REST route by "METHOD /path" (without /api). */
export const REST: Record<string, RestCase> = {
  'GET /health': { ok: 200 },
  'GET /auth/me': { ok: 200, answers: { 'signed out': 401 }, showsA: true },
  'POST /auth/register': { ok: 201, body: (v) => ({ name: `Walker ${v.m()}`, email: email('register'), password: 'secret123' }) },
  'POST /auth/login': { ok: 200, ownSession: true, body: (v) => v.world.signInAs },
  'POST /auth/logout': { ok: 200, ownSession: true },
  // No pending sign-in (the cookie of a right password with two-factor on): nobody gets past it.
  'POST /auth/login/verify': { ok: 401, body: () => ({ code: '000000' }) },
  'POST /auth/two-factor/setup': { ok: 200 },
  // Every caller reaches the check, and the code is wrong (or two-factor is not on).
  'POST /auth/two-factor/enable': { ok: 422, body: () => ({ code: '000000' }) },
  'POST /auth/two-factor/disable': { ok: 422, body: () => ({ code: '000000' }) },
  'GET /auth/verify-email': { ok: 422, query: () => '?token=not-a-token' },
  'POST /auth/resend-verification': { ok: 200, body: () => ({ email: email('resend') }) },
  'POST /auth/forgot-password': { ok: 200, body: () => ({ email: email('forgot') }) },
  'POST /auth/reset-password': { ok: 422, body: () => ({ token: 'not-a-token', password: 'secret456' }) },

  'GET /hotel/settings': { ok: 200, showsA: true },
  'PUT /hotel/settings': { ok: 200, body: (v) => settingsBody(v.m) },
  'GET /amenities': { ok: 200, showsA: true },
  'POST /amenities': { ok: 201, body: (v) => amenityBody(v.m) },
  'PUT /amenities/:id': { ok: 200, body: (v) => withBlankVersion(amenityBody(v.m)) },
  'DELETE /amenities/:id': { ok: 200 },
  'GET /hotel/employees': { ok: 200, showsA: true },
  'POST /hotel/employees': { ok: 201, body: (v) => employeeBody(v.m) },
  'PUT /hotel/employees/:id': { ok: 200, body: (v) => withBlankVersion(employeeBody(v.m)) },
  'DELETE /hotel/employees/:id': { ok: 200 },
  'GET /hotel/users': { ok: 200, showsA: true },
  'POST /hotel/users': { ok: 201, body: (v) => personBody(v.m) },
  'PUT /hotel/users/:id': { ok: 200, body: (v) => ({ name: `Clerk ${v.m()}` }) },
  'DELETE /hotel/users/:id': { ok: 200 },
  'GET /hotel/tax-rates': { ok: 200, showsA: true },
  'POST /hotel/tax-rates': { ok: 201, body: (v) => taxRateBody(v.m) },
  'PUT /hotel/tax-rates/:id': { ok: 200, body: (v) => withBlankVersion(taxRateBody(v.m)) },
  'DELETE /hotel/tax-rates/:id': { ok: 200 },
  'DELETE /hotel/tax-rates/:id/scheduled/:effectiveFrom': { ok: 200 },
  'GET /hotel/guests/pdf': { ok: 200, showsA: true },
  'GET /hotel/guests/:id/registration.pdf': { ok: 200, showsA: true },
  // A's marked guest holds the marked booking (2026-03-02, 2 nights): on the statement of March.
  'GET /hotel/guests/:id/statement': { ok: 200, showsA: true, query: () => '?from=2026-03-01&to=2026-03-31' },
  'GET /hotel/guests/:id/statement.pdf': { ok: 200, showsA: true, query: () => '?from=2026-03-01&to=2026-03-31' },
  'GET /hotel/guests': { ok: 200, showsA: true },
  'POST /hotel/guests': { ok: 201, body: (v) => guestBody(v.m) },
  'GET /hotel/guests/:id': { ok: 200, showsA: true },
  'PUT /hotel/guests/:id': { ok: 200, body: (v) => withBlankVersion(guestBody(v.m)) },
  'DELETE /hotel/guests/:id': { ok: 200 },
  'GET /hotel/room-types': { ok: 200, showsA: true },
  'POST /hotel/room-types': { ok: 201, body: (v) => roomTypeBody(v.m) },
  'PUT /hotel/room-types/:id': { ok: 200, body: (v) => withBlankVersion(roomTypeBody(v.m)) },
  'DELETE /hotel/room-types/:id': { ok: 200 },
  'DELETE /hotel/room-types/:id/scheduled/:effectiveFrom': { ok: 200 },
  // Anyone with the address reads the room's calendar: it carries no guest's name, no price, nothing marked.
  'GET /ical/rooms/:secret.ics': { ok: 200 },
  'GET /hotel/rooms/:id/ical': { ok: 200 },
  'POST /hotel/rooms/:id/ical/rotate': { ok: 200 },
  'GET /hotel/rooms/:id/feeds': { ok: 200, showsA: true },
  'POST /hotel/rooms/:id/feeds': { ok: 201, body: (v) => calendarFeedBody(v.m) },
  'DELETE /hotel/rooms/:id/feeds/:feedId': { ok: 200 },
  // The feed's address cannot resolve: the sync answers 200 with its error, as the desk sees it.
  'POST /hotel/rooms/:id/feeds/:feedId/sync': { ok: 200 },
  'GET /hotel/calendar-conflicts': { ok: 200 },
  // A's block and booking are no conflict (the block is the desk's): nobody finds one to dismiss.
  'POST /hotel/calendar-conflicts/dismiss': {
    ok: 404,
    namesA: true,
    body: (v) => ({ blockId: v.ids.roomBlockId, bookingId: v.ids.bookingId }),
  },
  'GET /hotel/rooms': { ok: 200, showsA: true },
  'POST /hotel/rooms': { ok: 201, namesA: true, body: (v) => roomBody(v.ids.roomTypeId, v.m) },
  'POST /hotel/rooms/bulk': {
    ok: 201,
    namesA: true,
    body: (v) => ({ prefix: v.m === mark ? 'W' : 'X', startNumber: 1, endNumber: 2, roomTypeId: v.ids.roomTypeId }),
  },
  'PUT /hotel/rooms/:id': { ok: 200, body: (v) => withBlankVersion(roomBody(v.ids.roomTypeId, v.m)) },
  'DELETE /hotel/rooms/:id': { ok: 200 },
  'GET /hotel/housekeeping': { ok: 200, showsA: true },
  'PUT /hotel/rooms/:id/housekeeping': {
    ok: 200,
    body: (v) => ({ status: 'Dirty', note: `Towels ${v.m()}`, version: null }),
  },
  'GET /hotel/room-blocks': { ok: 200, showsA: true, query: () => `?from=${YEAR}-01-01` },
  'POST /hotel/room-blocks': { ok: 201, namesA: true, body: (v) => roomBlockBody(v.ids.roomId, '2027-01-04', v.m) },
  'GET /hotel/room-blocks/:id': { ok: 200, showsA: true },
  'DELETE /hotel/room-blocks/:id': { ok: 200 },
  'GET /hotel/rate-periods': { ok: 200, showsA: true },
  'POST /hotel/rate-periods': { ok: 201, namesA: true, body: (v) => ratePeriodBody(v.ids.roomTypeId, v.m) },
  'PUT /hotel/rate-periods/:id': { ok: 200, body: (v) => withBlankVersion(ratePeriodBody(v.ids.roomTypeId, v.m)) },
  'DELETE /hotel/rate-periods/:id': { ok: 200 },
  'POST /hotel/calculate-dynamic-rate': {
    ok: 200,
    namesA: true,
    body: (v) => ({ roomTypeId: v.ids.roomTypeId, checkInDate: '2026-03-14' }),
  },
  'GET /hotel/bookings': { ok: 200, showsA: true },
  // The admin's own account has no demo period (it is not a hotel), so its booking is refused before the room is looked up.
  'POST /hotel/bookings': {
    ok: 201,
    namesA: true,
    answers: { admin: 403 },
    body: (v) => bookingBody(v.ids.roomId, v.ids.guestId, '2026-05-04', v.m),
  },
  'POST /hotel/bookings/batch': {
    ok: 200,
    namesA: true,
    answers: { admin: 403 },
    showsA: true,
    body: (v) => ({ bookings: [bookingBody(v.ids.roomId, v.ids.guestId, '2026-08-03', v.m)] }),
  },
  'GET /hotel/bookings/:id': { ok: 200, showsA: true },
  // Each caller that may adds a night after the chain's end (A's March 2026 stay), so none is in another's way.
  'POST /hotel/bookings/:id/extend': { ok: 201, showsA: true, body: () => ({ periods: 1 }) },
  'PUT /hotel/bookings/:id': {
    ok: 200,
    body: (v) => withBlankVersion(bookingBody(v.ids.roomId, v.ids.guestId, '2026-03-02', v.m)),
  },
  'DELETE /hotel/bookings/:id': { ok: 200 },
  'GET /hotel/bookings/:id/history': { ok: 200, showsA: true },
  'GET /hotel/audit': { ok: 200, showsA: true, query: () => '?limit=500' },
  'GET /hotel/audit.csv': { ok: 200, showsA: true },
  'GET /hotel/bookings/:id/folio': { ok: 200, showsA: true },
  'GET /hotel/bookings/:id/folio.pdf': { ok: 200, showsA: true },
  'GET /hotel/bookings/:id/long-stay': { ok: 200, showsA: true },
  'POST /hotel/bookings/:id/charges': { ok: 201, showsA: true, body: (v) => folioChargeBody(v.m) },
  'POST /hotel/bookings/:id/payments': { ok: 201, showsA: true, body: (v) => folioPaymentBody(v.m) },
  'POST /hotel/bookings/:id/adjustments': { ok: 201, showsA: true, body: (v) => adjustmentBody(v.m) },
  // Voiding is a delete of the walk's spare booking's line (its owner aims at the spare), before that booking goes.
  'DELETE /hotel/bookings/:id/charges/:chargeId': { ok: 200 },
  'DELETE /hotel/bookings/:id/payments/:paymentId': { ok: 200 },
  // A's booking stays in March 2026, long past: check-in has closed and it was never checked in. The owner's
  // calls run in the routes' order: cancel succeeds, no-show then finds it cancelled, reinstate succeeds.
  'POST /hotel/bookings/:id/check-in': { ok: 409, body: () => ({}) },
  'POST /hotel/bookings/:id/check-out': { ok: 409, body: () => ({ force: true }) },
  'POST /hotel/bookings/:id/cancel': { ok: 200, showsA: true, body: (v) => ({ reason: `Flight ${v.m()}` }) },
  'POST /hotel/bookings/:id/no-show': { ok: 409, body: () => ({}) },
  'POST /hotel/bookings/:id/reinstate': { ok: 200, showsA: true, body: () => ({}) },
  // Never checked in: nothing to undo.
  'POST /hotel/bookings/:id/undo-check-in': { ok: 409, body: () => ({}) },
  'GET /hotel/front-desk': { ok: 200, showsA: true, query: () => '?date=2026-03-02' },
  'GET /hotel/front-desk/residents': { ok: 200 },
  'GET /hotel/dashboard': { ok: 200 },
  'GET /hotel/reports/monthly/:year': { ok: 200 },
  'GET /hotel/reports/quarterly/:year': { ok: 200 },
  'GET /hotel/reports/daily/:date': { ok: 200 },
  'GET /hotel/reports/daily/:date/pdf': { ok: 200, showsA: true },
  'GET /hotel/night-audit': { ok: 200 },
  // The folio lines of A's marked booking are dated today: the ledger's range holds today whatever the date.
  'GET /hotel/ledger': { ok: 200, showsA: true, query: () => `?from=${LEDGER_RANGE.from}&to=${LEDGER_RANGE.to}` },
  'GET /hotel/ledger.csv': { ok: 200, showsA: true, query: () => `?from=${LEDGER_RANGE.from}&to=${LEDGER_RANGE.to}` },
  'GET /hotel/reports/statistics': { ok: 200, query: () => '?from=2026-03-01&to=2026-03-31&groupBy=day' },
  'GET /hotel/reports/statistics.pdf': { ok: 200, query: () => '?from=2026-03-01&to=2026-03-31' },
  'GET /hotel/reports/statistics.csv': { ok: 200, query: () => '?from=2026-03-01&to=2026-03-31' },
  'GET /hotel/reports/tax': { ok: 200, query: () => '?month=2026-03' },
  'GET /hotel/reports/tax.pdf': { ok: 200, query: () => '?month=2026-03' },
  'GET /hotel/reports/tax.csv': { ok: 200, query: () => '?month=2026-03' },
  // A day that has not ended is refused whoever asks: the walk checks who may close, and closes nothing.
  'POST /hotel/night-audit': { ok: 409, body: () => ({ date: '2099-12-31' }) },
  'GET /hotel/reports/:year/pdf': { ok: 200, showsA: true },
  'GET /hotel/reports/:year/csv': { ok: 200, showsA: true },
  'GET /hotel/reports/:year/xlsx': { ok: 200, showsA: true },
  'POST /hotel/validate-license': { ok: 200, body: wrongLicence },
  'DELETE /hotel/clear': { ok: 200, destroys: true },

  'GET /admin/hotels': { ok: 200, showsA: true },
  'GET /admin/licenses': { ok: 200, showsA: true },
  'POST /admin/add-hotel': { ok: 201, body: adminHotel },
  'POST /admin/update-hotel': {
    ok: 200,
    body: (v) => ({ ...adminHotel(v), id: v.ids.hotelId, hotelEmail: v.ids.hotelEmail, hotelName: `Inn ${v.m()}` }),
  },
  'POST /admin/generate-license': { ok: 201, body: (v) => licenceDetails(email('licence'), v.m) },
  'POST /admin/validate-license': { ok: 200, body: adminValidation },
  'POST /admin/licenses/:id/deactivate': { ok: 200 },
  'DELETE /admin/licenses/:id': { ok: 200 },
  'DELETE /admin/hotels/:id': { ok: 200, destroys: true },
  'POST /admin/impersonate-hotel': { ok: 200, ownSession: true, body: (v) => ({ hotelId: v.ids.hotelId }) },
  'GET /admin/hotels/:id/users': { ok: 200, showsA: true },
  'POST /admin/stop-impersonation': { ok: 200, ownSession: true, answers: { 'A Housekeeping': 403, 'hotel B': 403 } },

  'GET /hotel/online-booking': { ok: 200, showsA: true },
  'PUT /hotel/online-booking': { ok: 200, body: (v) => onlineBookingBody(v.m) },
  // A's marked booking's guest has an email: the confirmation goes to it.
  'POST /hotel/bookings/:id/send-confirmation': { ok: 202, showsA: true },
  // The public calls go to hotel B's page (world.publicPage): everyone may, and none of A's data may come back.
  'GET /public/hotels/:slug': { ok: 200 },
  'GET /public/hotels/:slug/availability': { ok: 200, query: () => `?checkIn=${nextPublicCheckIn()}&nights=2` },
  // Each caller books a night of its own; the names are never marked, as B's page writes them into B's guests.
  'POST /public/hotels/:slug/bookings': {
    ok: 201,
    body: (v) => ({
      roomTypeId: v.world.publicPage.roomTypeId,
      checkIn: nextPublicCheckIn(),
      nights: 1,
      firstName: 'Walk',
      lastName: 'Guest',
      email: email('public'),
      phone: '555-0100',
    }),
  },
  'GET /public/bookings/:token': { ok: 200 },
  // The first caller cancels the page's booking (a month ahead: free); the others find it cancelled, as a second click does.
  'POST /public/bookings/:token/cancel': { ok: 200 },
};

/** Every GraphQL query and mutation by field name. */
export const GRAPHQL: Record<string, GraphqlCase> = {
  me: { showsA: true, answers: { 'signed out': 'NULL' } },
  register: { args: (v) => ({ input: { name: `Walker ${v.m()}`, email: email('register'), password: 'secret123' } }) },
  login: { ownSession: true, args: (v) => v.world.signInAs },
  logout: { ownSession: true },
  verifyLogin: { error: 'UNAUTHENTICATED', args: () => ({ code: '000000' }) },
  setUpTwoFactor: {},
  enableTwoFactor: { error: 'INVALID_INPUT', args: () => ({ code: '000000' }) },
  disableTwoFactor: { error: 'INVALID_INPUT', args: () => ({ code: '000000' }) },
  verifyEmail: { error: 'INVALID_INPUT', args: () => ({ token: 'not-a-token' }) },
  resendVerification: { args: () => ({ email: email('resend') }) },
  forgotPassword: { args: () => ({ email: email('forgot') }) },
  passwordLink: { error: 'INVALID_INPUT', args: () => ({ token: 'not-a-token' }) },
  resetPassword: { error: 'INVALID_INPUT', args: () => ({ token: 'not-a-token', password: 'secret456' }) },

  settings: { showsA: true },
  updateSettings: {
    args: (v) => ({ input: Object.entries(settingsBody(v.m)).map(([key, value]) => ({ key, value })) }),
  },
  amenities: { showsA: true },
  createAmenity: { args: (v) => ({ input: amenityBody(v.m) }) },
  updateAmenity: { args: (v) => ({ id: v.ids.amenityId, input: withBlankVersion(amenityBody(v.m)) }), namesA: true },
  deleteAmenity: { args: (v) => ({ id: v.ids.amenityId }), namesA: true, consumes: true },
  employees: { showsA: true },
  createEmployee: { args: (v) => ({ input: employeeBody(v.m) }) },
  updateEmployee: { args: (v) => ({ id: v.ids.employeeId, input: withBlankVersion(employeeBody(v.m)) }), namesA: true },
  deleteEmployee: { args: (v) => ({ id: v.ids.employeeId }), namesA: true, consumes: true },
  people: { showsA: true },
  invitePerson: { args: (v) => ({ input: personBody(v.m) }) },
  updatePerson: { args: (v) => ({ id: v.ids.personId, input: { name: `Clerk ${v.m()}` } }), namesA: true },
  deactivatePerson: { args: (v) => ({ id: v.ids.personId }), namesA: true, consumes: true },
  taxRates: { showsA: true },
  hotelTaxes: { showsA: true },
  createTaxRate: { args: (v) => ({ input: taxRateBody(v.m) }) },
  updateTaxRate: { args: (v) => ({ id: v.ids.taxRateId, input: withBlankVersion(taxRateBody(v.m)) }), namesA: true },
  deleteTaxRate: { args: (v) => ({ id: v.ids.taxRateId }), namesA: true, consumes: true },
  withdrawScheduledTaxRate: {
    args: (v) => ({ id: v.ids.taxRateId, effectiveFrom: SCHEDULED_DATE }),
    namesA: true,
    consumes: true,
  },
  guests: { showsA: true, args: () => ({ limit: 50 }) },
  guest: { showsA: true, args: (v) => ({ id: v.ids.guestId }), namesA: true },
  guestSearch: { showsA: true, args: () => ({ text: MARKER }) },
  guestStats: {},
  createGuest: { args: (v) => ({ input: guestBody(v.m) }) },
  updateGuest: { args: (v) => ({ id: v.ids.guestId, input: withBlankVersion(guestBody(v.m)) }), namesA: true },
  deleteGuest: { args: (v) => ({ id: v.ids.guestId }), namesA: true, consumes: true },
  roomTypes: { showsA: true },
  createRoomType: { args: (v) => ({ input: roomTypeBody(v.m) }) },
  updateRoomType: { args: (v) => ({ id: v.ids.roomTypeId, input: withBlankVersion(roomTypeBody(v.m)) }), namesA: true },
  deleteRoomType: { args: (v) => ({ id: v.ids.roomTypeId }), namesA: true, consumes: true },
  withdrawScheduledRoomTypeRates: {
    args: (v) => ({ id: v.ids.roomTypeId, effectiveFrom: SCHEDULED_DATE }),
    namesA: true,
    consumes: true,
  },
  roomCalendarUrl: { args: (v) => ({ roomId: v.ids.roomId }), namesA: true },
  rotateRoomCalendarUrl: { args: (v) => ({ roomId: v.ids.roomId }), namesA: true },
  calendarFeeds: { showsA: true, args: (v) => ({ roomId: v.ids.roomId }), namesA: true },
  addCalendarFeed: { args: (v) => ({ roomId: v.ids.roomId, input: calendarFeedBody(v.m) }), namesA: true },
  syncCalendarFeed: { args: (v) => ({ roomId: v.ids.roomId, feedId: v.ids.feedId }), namesA: true },
  // The spare feed is in the spare room: walked before deleteRoom (the resolver's fields come first).
  deleteCalendarFeed: { args: (v) => ({ roomId: v.ids.roomId, feedId: v.ids.feedId }), namesA: true, consumes: true },
  calendarConflicts: {},
  dismissCalendarConflict: {
    error: 'NOT_FOUND',
    args: (v) => ({ blockId: v.ids.roomBlockId, bookingId: v.ids.bookingId }),
    namesA: true,
  },
  rooms: { showsA: true },
  createRoom: { args: (v) => ({ input: roomBody(v.ids.roomTypeId, v.m) }), namesA: true },
  bulkCreateRooms: {
    args: (v) => ({ input: { prefix: v.m === mark ? 'G' : 'H', startNumber: 1, endNumber: 2, roomTypeId: v.ids.roomTypeId } }),
    namesA: true,
  },
  updateRoom: { args: (v) => ({ id: v.ids.roomId, input: withBlankVersion(roomBody(v.ids.roomTypeId, v.m)) }), namesA: true },
  deleteRoom: { args: (v) => ({ id: v.ids.roomId }), namesA: true, consumes: true },
  housekeeping: { showsA: true },
  updateHousekeeping: {
    args: (v) => ({ roomId: v.ids.roomId, input: { status: 'Inspected', note: `Checked ${v.m()}`, version: null } }),
    namesA: true,
  },
  roomBlocks: { showsA: true, args: () => ({ from: `${YEAR}-01-01` }) },
  roomBlock: { showsA: true, args: (v) => ({ id: v.ids.roomBlockId }), namesA: true },
  createRoomBlock: { args: (v) => ({ input: roomBlockBody(v.ids.roomId, '2027-02-01', v.m) }), namesA: true },
  deleteRoomBlock: { args: (v) => ({ id: v.ids.roomBlockId }), namesA: true, consumes: true },
  ratePeriods: { showsA: true },
  createRatePeriod: { args: (v) => ({ input: ratePeriodBody(v.ids.roomTypeId, v.m) }), namesA: true },
  updateRatePeriod: {
    args: (v) => ({ id: v.ids.ratePeriodId, input: withBlankVersion(ratePeriodBody(v.ids.roomTypeId, v.m)) }),
    namesA: true,
  },
  deleteRatePeriod: { args: (v) => ({ id: v.ids.ratePeriodId }), namesA: true, consumes: true },
  dynamicRate: { args: (v) => ({ roomTypeId: v.ids.roomTypeId, checkInDate: '2026-03-14' }), namesA: true },
  bookings: { showsA: true, args: () => ({ first: 50 }) },
  bookingsInRange: { showsA: true, args: () => ({ from: '2026-03-01', to: '2026-03-31' }) },
  roomAvailability: { showsA: true, args: () => ({ checkInDate: '2026-03-01', nights: 30 }) },
  booking: { showsA: true, args: (v) => ({ id: v.ids.bookingId }), namesA: true },
  createBooking: {
    answers: { admin: 'FORBIDDEN' },
    args: (v) => ({ input: bookingBody(v.ids.roomId, v.ids.guestId, '2026-06-01', v.m) }),
    namesA: true,
  },
  saveBookingBatch: {
    answers: { admin: 'FORBIDDEN' },
    showsA: true,
    args: (v) => ({ bookings: [bookingBody(v.ids.roomId, v.ids.guestId, '2026-09-07', v.m)] }),
    namesA: true,
  },
  extendBooking: { showsA: true, args: (v) => ({ id: v.ids.bookingId, periods: 1 }), namesA: true },
  updateBooking: {
    args: (v) => ({ id: v.ids.bookingId, input: withBlankVersion(bookingBody(v.ids.roomId, v.ids.guestId, '2026-03-02', v.m)) }),
    namesA: true,
  },
  // As in REST: cancel, then no-show finds it cancelled, then reinstate (the resolver's order).
  checkInBooking: { error: 'CONFLICT', args: (v) => ({ id: v.ids.bookingId }), namesA: true },
  checkOutBooking: { error: 'CONFLICT', args: (v) => ({ id: v.ids.bookingId, force: true }), namesA: true },
  cancelBooking: { showsA: true, args: (v) => ({ id: v.ids.bookingId, reason: `Flight ${v.m()}` }), namesA: true },
  markBookingNoShow: { error: 'CONFLICT', args: (v) => ({ id: v.ids.bookingId }), namesA: true },
  reinstateBooking: { showsA: true, args: (v) => ({ id: v.ids.bookingId }), namesA: true },
  undoCheckIn: { error: 'CONFLICT', args: (v) => ({ id: v.ids.bookingId }), namesA: true },
  frontDesk: { showsA: true, args: () => ({ date: '2026-03-02' }) },
  residents: {},
  guestStatement: { showsA: true, args: (v) => ({ guestId: v.ids.guestId, from: '2026-03-01', to: '2026-03-31' }), namesA: true },
  bookingHistory: { showsA: true, args: (v) => ({ bookingId: v.ids.bookingId }), namesA: true },
  auditLog: { showsA: true, args: () => ({ limit: 500 }) },
  folio: { showsA: true, args: (v) => ({ bookingId: v.ids.bookingId }), namesA: true },
  bookingLongStay: { showsA: true, args: (v) => ({ id: v.ids.bookingId }), namesA: true },
  addFolioCharge: { showsA: true, args: (v) => ({ bookingId: v.ids.bookingId, input: folioChargeBody(v.m) }), namesA: true },
  addAdjustment: { showsA: true, args: (v) => ({ bookingId: v.ids.bookingId, input: adjustmentBody(v.m) }), namesA: true },
  addFolioPayment: { showsA: true, args: (v) => ({ bookingId: v.ids.bookingId, input: folioPaymentBody(v.m) }), namesA: true },
  // Voiding a voided line again changes nothing, so every caller may aim at the same line.
  voidFolioCharge: { showsA: true, args: (v) => ({ bookingId: v.ids.bookingId, chargeId: v.ids.chargeId }), namesA: true },
  voidFolioPayment: { args: (v) => ({ bookingId: v.ids.bookingId, paymentId: v.ids.paymentId }), namesA: true },
  deleteBooking: { args: (v) => ({ id: v.ids.bookingId }), namesA: true, consumes: true },
  dashboard: {},
  availabilityBoard: { showsA: true, args: () => ({ from: '2026-03-01', to: '2026-03-31', offset: 0, limit: 200 }) },
  availabilityBoardTotals: { args: () => ({ from: '2026-03-01', to: '2026-03-31' }) },
  availabilityBoardOpening: { args: () => ({ days: 14, limit: 200 }) },
  monthlyReport: { args: () => ({ year: YEAR }) },
  quarterlyReport: { args: () => ({ year: YEAR }) },
  dailyReport: { args: () => ({ date: REPORT_DATE }) },
  nightAudit: {},
  ledger: { showsA: true, args: () => LEDGER_RANGE },
  statistics: { args: () => ({ from: '2026-01-01', to: '2026-12-31' }) },
  taxReport: { args: () => ({ month: '2026-03' }) },
  closeDay: { error: 'CONFLICT', args: () => ({ date: '2099-12-31' }) },
  closeDaysThrough: { error: 'CONFLICT', args: () => ({ through: '2099-12-31' }) },
  licence: {},
  validateLicence: { args: () => ({ input: { ...asGraphqlValidation(wrongLicence()), numberOfRooms: '12' } }) },
  clearOperationalData: { destroys: true },

  adminHotels: { showsA: true },
  adminHotelCount: {},
  adminLicences: { showsA: true },
  adminLicenceCounts: {},
  addHotel: { args: (v) => ({ input: { ...adminHotel(v), numberOfRooms: '10' } }) },
  updateHotel: {
    args: (v) => ({
      input: {
        ...adminHotel(v),
        numberOfRooms: '10',
        id: v.ids.hotelId,
        hotelEmail: v.ids.hotelEmail,
        hotelName: `Inn ${v.m()}`,
      },
    }),
  },
  generateLicence: {
    args: (v) => {
      const { numberOfRooms, ...details } = licenceDetails(email('licence'), v.m);
      return { input: { ...details, numberOfRooms: String(numberOfRooms) } };
    },
  },
  adminValidateLicence: { args: (v) => ({ input: { ...asGraphqlValidation(adminValidation(v)), numberOfRooms: '50' } }) },
  deactivateLicence: { args: (v) => ({ id: v.ids.licenceId }) },
  deleteLicence: { args: (v) => ({ id: v.ids.licenceId }), consumes: true },
  deleteHotel: { args: (v) => ({ id: v.ids.hotelId }), consumes: true, destroys: true },
  impersonateHotel: { ownSession: true, args: (v) => ({ hotelId: v.ids.hotelId }) },
  adminHotelPeople: { showsA: true, args: (v) => ({ hotelId: v.ids.hotelId }) },
  stopImpersonation: { ownSession: true, answers: { 'A Housekeeping': 'FORBIDDEN', 'hotel B': 'FORBIDDEN' } },

  onlineBookingSettings: { showsA: true },
  updateOnlineBookingSettings: { args: (v) => ({ input: onlineBookingBody(v.m) }) },
  sendBookingConfirmation: { showsA: true, args: (v) => ({ id: v.ids.bookingId }), namesA: true },
};
