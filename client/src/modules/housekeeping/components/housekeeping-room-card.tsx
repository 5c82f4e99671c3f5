import type { HousekeepingStatus } from '@core/housekeeping';
import { HOUSEKEEPING_NOTE_MAX_LENGTH } from '@core/housekeeping';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Input } from '../../../ui/input';

/** A room as the Housekeeping screen reads it (the HousekeepingRoom of the GraphQL schema). */
export interface HousekeepingRoom {
  roomId: number;
  roomNumber: string;
  roomTypeName?: string | null;
  version: number;
  housekeepingStatus: string;
  housekeepingNote?: string | null;
  departsToday: boolean;
  arrivesToday: boolean;
  /** A guest is in the room (checked in, or staying over). */
  occupied: boolean;
}

export interface HousekeepingRoomCardProps {
  room: HousekeepingRoom;
  statuses: readonly HousekeepingStatus[];
  /** Resolves once the change is saved (or refused). */
  onStatus: (status: HousekeepingStatus) => Promise<unknown>;
  onNote: (note: string | null) => Promise<unknown>;
}

/** One room: its number, today's comings and goings, its note, and the four statuses as big buttons. */
export function HousekeepingRoomCard({ room, statuses, onStatus, onNote }: HousekeepingRoomCardProps) {
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(room.housekeepingNote ?? '');
  const busyWhile = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const saveNote = (event: FormEvent) => {
    event.preventDefault();
    void busyWhile(async () => {
      await onNote(note.trim() || null);
      setEditing(false);
    });
  };
  const labelId = `hk-room-${room.roomId}`;

  return (
    <li className="housekeeping-room" aria-labelledby={labelId} data-room={room.roomNumber}>
      <div className="housekeeping-room-head">
        <div>
          <span id={labelId} className="housekeeping-room-number">
            Room {room.roomNumber}
          </span>
          <span className="housekeeping-room-type">{room.roomTypeName ?? 'No Type'}</span>
          <span className="housekeeping-room-state">
            <span className="housekeeping-room-status">{room.housekeepingStatus}</span>
            <span aria-hidden="true"> · </span>
            <span className={cx('housekeeping-occupancy', room.occupied ? 'is-occupied' : 'is-vacant')}>
              {room.occupied ? 'Occupied' : 'Vacant'}
            </span>
          </span>
        </div>
        <div className="housekeeping-room-badges">
          {room.departsToday && <Badge variant="secondary">Departs today</Badge>}
          {room.arrivesToday && <Badge variant="default">Arrives today</Badge>}
        </div>
      </div>
      {editing ? (
        <form className="housekeeping-note-form" onSubmit={saveNote}>
          <Input
            aria-label={`Note for room ${room.roomNumber}`}
            value={note}
            maxLength={HOUSEKEEPING_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
            autoFocus
          />
          <Button type="submit" size="sm" disabled={busy}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="housekeeping-note-row">
          {room.housekeepingNote ? <p className="housekeeping-note">{room.housekeepingNote}</p> : null}
          <Button
            size="sm"
            variant="link"
            className="housekeeping-note-edit"
            aria-label={`${room.housekeepingNote ? 'Edit' : 'Add'} note for room ${room.roomNumber}`}
            onClick={() => {
              setNote(room.housekeepingNote ?? '');
              setEditing(true);
            }}
          >
            {room.housekeepingNote ? 'Edit note' : 'Add note'}
          </Button>
        </div>
      )}
      <div className="housekeeping-status-buttons" role="group" aria-label={`Status of room ${room.roomNumber}`}>
        {statuses.map((status) => {
          const current = status === room.housekeepingStatus;
          return (
            <button
              key={status}
              type="button"
              className={cx('housekeeping-status-button', current && 'is-current')}
              aria-pressed={current}
              disabled={busy}
              onClick={() => {
                if (!current) void busyWhile(() => onStatus(status));
              }}
            >
              {status}
            </button>
          );
        })}
      </div>
    </li>
  );
}
