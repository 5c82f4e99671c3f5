import { useApolloClient } from '@apollo/client/react';
import { useRef, type RefObject } from 'react';
import type Handsontable from 'handsontable/base';
import { ChoiceEditor } from '../grid/choice-editor';
import { ENTRY_FIELDS } from '../grid/entry-columns';
import type { EntryField, EntryRow } from '../grid/entry-row';
import { roomChoices, stayKey, type RoomChoices, type RoomInTheWay } from '../grid/room-picker';
import { RoomAvailabilityQuery } from '../graphql/room-availability-query';
import type { BookingRoom } from './use-booking-setup';

const ROOM_COLUMN = ENTRY_FIELDS.indexOf('room');
/** An answer this old is asked again when the list opens (the one in hand is shown meanwhile). */
const STALE_MS = 60_000;
/** Ranges remembered at most: a long session of edits without a save does not grow without end. */
const KEPT_RANGES = 40;

interface PickerContext {
  roomLabels: string[];
  roomByLabel: Map<string, BookingRoom>;
  /** The booking being edited: its own stay is not in the way of its new dates. */
  editingId: number | null;
}

interface Answer {
  at: number;
  inTheWay: RoomInTheWay[];
  choices?: { labels: string[]; value: RoomChoices };
}

/**
 * The entry row's room picker: for a row whose check-in or nights the clerk has typed, the rooms free for
 * those nights come first in the Room dropdown and the taken ones after, marked with the stay or block in
 * the way. The answer is asked for in the background when the cursor comes back to that Room or its list
 * opens (one query per range, kept per range), and read only as the list opens (or shown in it when it
 * comes while the list is open and untouched): no key waits for it, and typing a room number picks that
 * room, free or taken.
 */
export function useRoomPicker(
  latest: RefObject<PickerContext>,
  data: RefObject<EntryRow[]>,
  touchedOf: (entry: EntryRow) => Set<EntryField>,
  hot: () => Handsontable | null,
) {
  const client = useApolloClient();
  const answers = useRef(new Map<string, Answer>());
  const asking = useRef(new Set<string>());
  // Raised when the rooms' stays may have changed (a save, CLEAR): answers on their way are dropped.
  const generation = useRef(0);
  const plain = useRef<{ labels: string[]; value: RoomChoices } | null>(null);

  const keyOf = (entry: EntryRow | undefined): string | null => {
    if (!entry) return null;
    const fields = touchedOf(entry);
    if (!fields.has('checkInDate') && !fields.has('nights')) return null;
    const stay = stayKey(entry.checkInDate, entry.checkOutDate);
    return stay && `${stay}|${latest.current.editingId ?? ''}`;
  };

  /** The open Room list of a row of these nights shows the answer that just came. */
  const refreshOpenList = (key: string) => {
    const editor = hot()?.getActiveEditor();
    if (
      editor instanceof ChoiceEditor &&
      editor.prop === 'room' &&
      editor.row !== null &&
      keyOf(data.current[editor.row]) === key
    ) {
      editor.refreshChoices();
    }
  };

  const ask = (key: string) => {
    const known = answers.current.get(key);
    if (asking.current.has(key) || (known && Date.now() - known.at < STALE_MS)) return;
    asking.current.add(key);
    const asked = generation.current;
    const [checkInDate, nights, except] = key.split('|');
    client
      .query({
        query: RoomAvailabilityQuery,
        variables: { checkInDate: checkInDate!, nights: Number(nights), exceptBookingId: except ? Number(except) : null },
        fetchPolicy: 'no-cache',
      })
      .then(({ data: answer }) => {
        if (asked !== generation.current || !answer) return;
        answers.current.delete(key);
        answers.current.set(key, { at: Date.now(), inTheWay: answer.roomAvailability });
        for (const old of answers.current.keys()) {
          if (answers.current.size <= KEPT_RANGES) break;
          answers.current.delete(old);
        }
        refreshOpenList(key);
      })
      // Without an answer the list keeps the plain room order; the save still refuses an overlap.
      .catch(() => undefined)
      .finally(() => {
        if (asked === generation.current) asking.current.delete(key);
      });
  };

  const plainChoices = (labels: string[]): RoomChoices => {
    if (plain.current?.labels !== labels) plain.current = { labels, value: { source: labels, noteOf: null } };
    return plain.current.value;
  };

  /** The Room dropdown's choices for this row, as its list opens. */
  const choicesOf = (row: number): RoomChoices => {
    const { roomLabels, roomByLabel } = latest.current;
    const key = keyOf(data.current[row]);
    if (!key) return plainChoices(roomLabels);
    ask(key);
    const answer = answers.current.get(key);
    if (!answer) return plainChoices(roomLabels);
    if (answer.choices?.labels !== roomLabels) {
      const value = roomChoices(roomLabels, (label) => roomByLabel.get(label)?.id, answer.inTheWay);
      answer.choices = { labels: roomLabels, value };
    }
    return answer.choices.value;
  };

  /**
   * The cursor came to a row's Room (Shift+Tab or a click back to it, once its nights are typed): its list is
   * asked for now, to be in hand when it opens. Straight typing never comes back to a typed row's Room, so
   * it sends nothing while the clerk types.
   */
  const cellSelected = (row: number, col: number) => {
    if (col !== ROOM_COLUMN) return;
    const key = keyOf(data.current[row]);
    if (key) ask(key);
  };

  /** The rooms' stays may have changed (a save, a new booking): what was known is asked again. */
  const forget = () => {
    generation.current += 1;
    answers.current.clear();
    asking.current.clear();
  };

  return { choicesOf, cellSelected, forget };
}
