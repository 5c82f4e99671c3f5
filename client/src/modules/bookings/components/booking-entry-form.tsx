import { ChevronDown, ChevronUp, PencilLine } from 'lucide-react';
import { useId, type Ref } from 'react';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import type { EntryMode } from '@core/booking-engine';
import { EntryGrid, type EntryGridHandle, type EntryGridProps } from './entry-grid';

/** Spec section 2's Entry Mode banner. */
const ENTRY_MODE_TEXT: Record<EntryMode, { title: string; hint: string }> = {
  total: { title: 'Total Rate Entry', hint: 'enter the amount including taxes' },
  base: { title: 'Base Rate Entry', hint: 'taxes calculated automatically' },
};

export interface BookingEntryFormProps {
  gridRef: Ref<EntryGridHandle>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking being edited, or null for a new one. */
  editingId: number | null;
  /** Bookings entered are still being saved (the grid already takes the next one). */
  pending: boolean;
  ready: boolean;
  entryMode: EntryMode;
  grid: Omit<EntryGridProps, 'ref' | 'onSubmit'>;
  /** The entry rows: several after a paste of spreadsheet rows ("Create N bookings"). */
  rowCount: number;
  /** False once the rooms are known and there are none. */
  hasRooms: boolean;
  onSubmit: () => void;
  onClear: () => void;
}

/** The collapsible Booking Entry Form: title, banners, the one-row entry grid and its two buttons. */
export function BookingEntryForm({
  gridRef,
  open,
  onOpenChange,
  editingId,
  pending,
  ready,
  entryMode,
  grid,
  rowCount,
  hasRooms,
  onSubmit,
  onClear,
}: BookingEntryFormProps) {
  const bodyId = useId();
  const editing = editingId !== null;
  const mode = ENTRY_MODE_TEXT[entryMode];

  return (
    <Card className={editing ? 'booking-entry booking-entry-editing' : 'booking-entry'}>
      <CardHeader className="booking-entry-header">
        <div className="booking-entry-heading">
          <CardTitle>{editing ? `Edit Booking #${editingId}` : 'Booking Entry Form'}</CardTitle>
          <Badge variant="outline" className="booking-entry-mode" title={`Entry Mode: ${mode.title} (${mode.hint})`}>
            Entry Mode: {mode.title}
          </Badge>
          <span className="booking-entry-mode-hint">{mode.hint}</span>
        </div>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={bodyId} onClick={() => onOpenChange(!open)}>
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {open ? 'Hide form' : 'Show form'}
        </Button>
      </CardHeader>
      <CardContent id={bodyId} hidden={!open} className="booking-entry-body">
        {editing && (
          <div className="booking-edit-banner" role="status">
            <PencilLine aria-hidden="true" />
            <span>
              Editing Booking #{editingId}: modify the details and click <strong>UPDATE BOOKING</strong> to save changes.
            </span>
          </div>
        )}
        {!hasRooms && (
          <p className="booking-entry-no-rooms">
            No rooms yet: add room types and rooms in Settings › Room Types &amp; Rooms, then pick one here.
          </p>
        )}
        {ready ? <EntryGrid ref={gridRef} onSubmit={onSubmit} {...grid} /> : <Skeleton className="booking-entry-skeleton" />}
        <div className="booking-entry-actions">
          <Button onClick={onSubmit} disabled={!ready}>
            {pending && <Spinner label="" />}
            {editing
              ? pending
                ? 'Updating...'
                : 'UPDATE BOOKING'
              : rowCount > 1
                ? `Create ${rowCount} bookings`
                : pending
                  ? 'Adding...'
                  : 'ADD NEW'}
          </Button>
          <Button variant="outline" onClick={onClear}>
            {editing ? 'CANCEL EDIT' : 'CLEAR'}
          </Button>
          <p className="booking-entry-keys">
            <kbd>Tab</kbd> / <kbd>Enter</kbd> next cell · <kbd>Enter</kbd> on Paid saves · type to pick a room or guest ·{' '}
            <kbd>Space</kbd> ticks Agreement (long-stay) or Auto-renew · <kbd>Esc</kbd> leaves the grid
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
