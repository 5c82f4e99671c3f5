/**
 * The set-up wizard (spec 2): when it shows, and what it proposes. It shows once: while the licence is
 * active (a demo that has not expired, or a licence), within 24 hours of installation, and until the
 * hotel is marked done (its setting setup_completed; once per hotel, not per browser).
 */
export const SETUP_WIZARD_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface SetupWizardConditions {
  licenceActive: boolean;
  installationDate: string | null | undefined;
  completed: boolean;
  now: Date;
}

export function shouldShowSetupWizard({ licenceActive, installationDate, completed, now }: SetupWizardConditions): boolean {
  if (!licenceActive || completed || !installationDate) return false;
  const installedAt = Date.parse(installationDate);
  if (Number.isNaN(installedAt)) return false;
  const age = now.getTime() - installedAt;
  return age >= -60_000 && age <= SETUP_WIZARD_WINDOW_MS;
}

export interface ExampleRoomType {
  name: string;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
  /** Its rooms are numbered from this floor: 1 → 101, 102, ... */
  floor: string;
}

/** Spec 2: example room prices 79.99, 99.99 and 149.99 per night. */
export const EXAMPLE_ROOM_TYPES: readonly ExampleRoomType[] = [
  { name: 'Standard Room', dailyRate: '79.99', weeklyRate: '479.99', monthlyRate: '1599.99', floor: '1' },
  { name: 'Deluxe Room', dailyRate: '99.99', weeklyRate: '599.99', monthlyRate: '1999.99', floor: '2' },
  { name: 'Suite', dailyRate: '149.99', weeklyRate: '899.99', monthlyRate: '2999.99', floor: '3' },
];

export interface ExampleRoomBatch {
  roomType: ExampleRoomType;
  /** Bulk creation: prefix + start ... prefix + end, numbers padded to 2 digits. */
  prefix: string;
  startNumber: number;
  endNumber: number;
}

/** Which type each of the first twelve rooms gets: mostly standard rooms, some deluxe, two suites. */
const FILL_ORDER = [0, 1, 0, 2, 0, 1, 0, 1, 0, 2, 0, 0];
export const EXAMPLE_ROOM_COUNT = FILL_ORDER.length;

/**
 * The example rooms for a hotel that may add `available` more (its number_of_rooms limit minus the rooms it
 * has; null for no limit): up to twelve, spread over the three types, each type on its own floor.
 */
export function exampleRoomPlan(available: number | null): ExampleRoomBatch[] {
  const count = Math.max(0, Math.min(available ?? EXAMPLE_ROOM_COUNT, EXAMPLE_ROOM_COUNT));
  const perType = EXAMPLE_ROOM_TYPES.map((_, index) => FILL_ORDER.slice(0, count).filter((type) => type === index).length);
  return EXAMPLE_ROOM_TYPES.flatMap((roomType, index) =>
    perType[index]! > 0 ? [{ roomType, prefix: roomType.floor, startNumber: 1, endNumber: perType[index]! }] : [],
  );
}

/** "101–107" for people. */
export function roomRangeText(batch: ExampleRoomBatch): string {
  const number = (n: number) => `${batch.prefix}${String(n).padStart(2, '0')}`;
  return batch.startNumber === batch.endNumber
    ? number(batch.startNumber)
    : `${number(batch.startNumber)}–${number(batch.endNumber)}`;
}
