import { roomSchema } from '@core/schemas/room.schema';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { RoomInputType } from '../modules/rooms/room.types';
import type { InputMaybe, ParsedBy } from './parsed-by';

// `npm run typecheck` reads this file: each @ts-expect-error below must meet the error it expects, or tsc fails.

/** The room schema with its number renamed, as a refactoring of core/ might leave it. */
const renamedRoomSchema = roomSchema.extend({ number: roomSchema.shape.roomNumber }).omit({ roomNumber: true });

// RoomInputType as it stands, held against the renamed schema as its `implements` clause would hold it.
// @ts-expect-error the schema now reads `number`, which the GraphQL input does not declare
export const staleRoomInput: ParsedBy<typeof renamedRoomSchema> = {} as RoomInputType;

// @ts-expect-error a GraphQL field renamed on its own leaves the schema's `roomNumber` undeclared
export class RenamedRoomInput implements ParsedBy<typeof roomSchema> {
  number: InputMaybe<string>;
  roomTypeId: InputMaybe<number>;
}

const stayNote = z.object({ nights: z.number(), kind: z.enum(['Room', 'Tax 1']), note: z.string().optional() });

export class StayNoteInput implements ParsedBy<typeof stayNote> {
  nights: InputMaybe<number>;
  kind: InputMaybe<string>;
  // @ts-expect-error a field of another scalar than the schema reads (Int for text) is refused
  note: InputMaybe<number>;
}

describe('ParsedBy', () => {
  it('ties the GraphQL input types to the zod schemas their resolvers parse them with', () => {
    expectTypeOf<RoomInputType>().toExtend<ParsedBy<typeof roomSchema>>();
    expectTypeOf<keyof ParsedBy<typeof roomSchema>>().toEqualTypeOf<'roomNumber' | 'roomTypeId'>();
    // The fixture's schema really reads the new name: what the compiler holds against RoomInputType above.
    expect(Object.keys(renamedRoomSchema.shape)).toEqual(['roomTypeId', 'number']);
  });

  it('leaves the choice of words to the schema, as a String field carries any', () => {
    expect(stayNote.safeParse({ nights: 2, kind: 'Suite' }).success).toBe(false);
    expect(stayNote.parse({ nights: 2, kind: 'Tax 1' })).toEqual({ nights: 2, kind: 'Tax 1' });
  });
});
