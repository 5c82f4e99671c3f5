import { useMutation, useQuery } from '@apollo/client/react';
import { ROOM_BLOCK_REASON_MAX_LENGTH } from '@core/housekeeping';
import { roomBlockSchema } from '@core/schemas/housekeeping.schema';
import { formatShortUs } from '@core/stay-dates';
import { Ban, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { refusalToast, useToastedAction } from '../../../app/use-toasted-action';
import { Button } from '../../../ui/button';
import { IconButton } from '../../../ui/icon-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { CreateRoomBlockMutation } from '../graphql/create-room-block-mutation';
import { DeleteRoomBlockMutation } from '../graphql/delete-room-block-mutation';
import { RoomBlocksQuery } from '../graphql/room-blocks-query';
import type { HousekeepingRoom } from './housekeeping-room-card';

const EMPTY = { roomId: '', startDate: '', endDate: '', reason: '' };

/**
 * Rooms out of order for some nights (a block, as a stay: from the first night up to the day it is back):
 * the form that takes a room out, and the blocks not over yet with a way to put the room back.
 */
export function RoomBlocksPanel({ rooms }: { rooms: readonly HousekeepingRoom[] }) {
  const blocks = useQuery(RoomBlocksQuery, { fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CreateRoomBlockMutation);
  const [remove] = useMutation(DeleteRoomBlockMutation);
  const run = useToastedAction(refusalToast);
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const set = (field: keyof typeof EMPTY) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = roomBlockSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? 'reason'), message: issue.message });
      return;
    }
    setError(null);
    const room = rooms.find((candidate) => candidate.roomId === parsed.data.roomId);
    const saved = await run(
      () => create({ variables: { input: parsed.data } }),
      `Room ${room?.roomNumber ?? ''} taken out of order from ${formatShortUs(parsed.data.startDate)} to ${formatShortUs(parsed.data.endDate)}`,
      'Failed to take the room out of order',
    );
    if (saved) {
      setDraft(EMPTY);
      await blocks.refetch();
    }
  };

  const deleteBlock = async (block: { id: number; roomNumber: string }) => {
    if (!window.confirm(`Put room ${block.roomNumber} back in service for these nights?`)) return;
    await run(
      () => remove({ variables: { id: block.id } }),
      'Room block deleted successfully',
      'Failed to delete the room block',
    );
    await blocks.refetch();
  };

  const list = blocks.data?.roomBlocks ?? [];
  return (
    <Card className="room-blocks">
      <CardHeader>
        <CardTitle>
          <Ban aria-hidden="true" className="room-blocks-icon" />
          Out of order
        </CardTitle>
        <CardDescription>Block a room for some nights; no booking can be made over them.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="room-blocks-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Take a room out of order"
        >
          <FormField label="Room" error={errorOf('roomId')}>
            <Select value={draft.roomId} onChange={(event) => set('roomId')(event.target.value)} placeholder="Choose a room">
              {rooms.map((room) => (
                <option key={room.roomId} value={String(room.roomId)}>
                  {room.roomNumber}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="From (first night)" error={errorOf('startDate')}>
            <Input type="date" value={draft.startDate} onChange={(event) => set('startDate')(event.target.value)} />
          </FormField>
          <FormField label="Back in service on" error={errorOf('endDate')}>
            <Input type="date" value={draft.endDate} onChange={(event) => set('endDate')(event.target.value)} />
          </FormField>
          <FormField label="Reason" error={errorOf('reason')}>
            <Input
              value={draft.reason}
              maxLength={ROOM_BLOCK_REASON_MAX_LENGTH}
              placeholder="New carpet"
              onChange={(event) => set('reason')(event.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={creating.loading}>
            Take out of order
          </Button>
        </form>
        {list.length === 0 ? (
          <p className="room-blocks-empty">No rooms are out of order from today on.</p>
        ) : (
          <ul className="room-blocks-list" aria-label="Rooms out of order">
            {list.map((block) => (
              <li key={block.id} className="room-blocks-item">
                <div>
                  <strong>Room {block.roomNumber}</strong> · {formatShortUs(block.startDate)} – {formatShortUs(block.endDate)} ·{' '}
                  {block.nights} night{block.nights === 1 ? '' : 's'}
                  <span className="room-blocks-reason">{block.reason}</span>
                </div>
                {block.kind === 'External' ? (
                  // An event of a booking site's calendar: it goes with the event, not from here.
                  <span className="room-blocks-external">Booking-site calendar</span>
                ) : (
                  <IconButton
                    icon={Trash2}
                    label={`Put room ${block.roomNumber} back in service from ${formatShortUs(block.startDate)}`}
                    onClick={() => void deleteBlock(block)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
