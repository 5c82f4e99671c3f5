import { useMutation, useQuery } from '@apollo/client/react';
import { Copy, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { refusalToast, useToastedAction } from '../../../app/use-toasted-action';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';
import { RoomCalendarUrlQuery } from '../graphql/room-calendar-url-query';
import { RotateRoomCalendarUrlMutation } from '../graphql/rotate-room-calendar-url-mutation';

export const ROTATE_QUESTION = (roomNumber: string) =>
  `Make a new calendar address for room ${roomNumber}? The booking sites stop reading the old one: give each of them the new address.`;

/** The room's own calendar, for the booking sites to import: its secret address, copied or replaced. */
export function RoomCalendarAddress({ roomId, roomNumber }: { roomId: number; roomNumber: string }) {
  const address = useQuery(RoomCalendarUrlQuery, { variables: { roomId } });
  const [rotate, rotating] = useMutation(RotateRoomCalendarUrlMutation);
  const run = useToastedAction(refusalToast);
  const { toast } = useToast();
  const field = useRef<HTMLInputElement>(null);
  const url = address.data?.roomCalendarUrl.url ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Success', description: 'Calendar address copied' });
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is selected for the person to copy.
      field.current?.select();
      toast({ title: 'Copy the address', description: 'It is selected: press Ctrl+C (⌘C on a Mac)' });
    }
  };

  const renew = async () => {
    if (!window.confirm(ROTATE_QUESTION(roomNumber))) return;
    await run(
      () => rotate({ variables: { roomId }, refetchQueries: [{ query: RoomCalendarUrlQuery, variables: { roomId } }] }),
      `Room ${roomNumber} has a new calendar address`,
      'Failed to make a new calendar address',
    );
  };

  return (
    <section className="calendar-address" aria-labelledby={`calendar-address-${roomId}`}>
      <h3 id={`calendar-address-${roomId}`}>This room’s calendar</h3>
      <FormField
        label="Calendar address"
        hint="Give it to Airbnb, Booking.com or Vrbo: they close the nights booked here. It shows no guest’s name or price."
      >
        <Input ref={field} readOnly value={address.loading ? 'Loading…' : url} onFocus={(event) => event.target.select()} />
      </FormField>
      <div className="calendar-address-actions">
        <Button variant="outline" size="sm" onClick={() => void copy()} disabled={!url}>
          <Copy aria-hidden="true" />
          Copy address
        </Button>
        <Button variant="outline" size="sm" onClick={() => void renew()} disabled={!url || rotating.loading}>
          <RefreshCw aria-hidden="true" />
          New address
        </Button>
      </div>
    </section>
  );
}
