import { conflict, type DomainError } from '@core/errors';
import { roomBlockMessage } from '@core/housekeeping';
import type { Em } from '../../db/orm';
import { RoomBlock } from './room-block.entity';

/**
 * The database's refusals between stays and room blocks (migration 0019's triggers and the blocks'
 * exclusion constraint), read back from the error: which block or booking is in the way.
 */
interface DatabaseError {
  code?: string;
  message?: string;
  constraint?: string;
  cause?: DatabaseError;
}

const codeOf = (error: unknown): string | undefined => {
  const candidate = error as DatabaseError | undefined;
  return candidate?.code ?? candidate?.cause?.code;
};
const idIn = (error: unknown, pattern: RegExp): number | null => {
  const candidate = error as DatabaseError | undefined;
  const match = pattern.exec(`${candidate?.message ?? ''} ${candidate?.cause?.message ?? ''}`);
  return match ? Number(match[1]) : null;
};

/** The block a stay was refused over (IKB01), or null for any other error. */
export function blockRefusingStay(error: unknown): number | null {
  return codeOf(error) === 'IKB01' ? idIn(error, /room block (\d+) refuses/) : null;
}

/** The booking a block was refused over (IKB02), or null for any other error. */
export function bookingRefusingBlock(error: unknown): number | null {
  return codeOf(error) === 'IKB02' ? idIn(error, /booking (\d+) refuses/) : null;
}

/** True for the refusal of a block over another block of the room (the exclusion constraint). */
export function isBlockOverlap(error: unknown): boolean {
  const candidate = error as DatabaseError | undefined;
  return (
    codeOf(error) === '23P01' &&
    /room_block_no_overlap/.test(`${candidate?.message ?? ''} ${candidate?.constraint ?? ''} ${candidate?.cause?.message ?? ''}`)
  );
}

/**
 * "Room 101 is out of order from 12/15/26 to 12/18/26" (or, for an External block, the calendar that holds the
 * room), read after the refused transaction; null if it is gone.
 */
export async function outOfOrderConflict(em: Em, blockId: number): Promise<DomainError | null> {
  const block = await em.findOne(RoomBlock, blockId, { populate: ['room'] });
  return block ? conflict(roomBlockMessage(block, block.room.roomNumber)) : null;
}
