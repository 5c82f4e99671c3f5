import { parseInput } from '@core/parse-input';
import { idSchema } from '@core/schemas/common';
import { editVersionSchema } from '@core/schemas/record-version.schema';
import type { z } from 'zod';
import type { RequestContext } from '../context';
import type { RouteDef } from './route';

/** A service's update of a record that carries a version: null when the edit names none (it goes ahead). */
export type VersionedUpdate<Input, Saved> = (
  ctx: RequestContext,
  id: number,
  input: Input,
  version: number | null,
) => Promise<Saved>;

/**
 * PUT <path>/:id of a hotel's record that carries a version: the body parsed by the record's core schema, its
 * optional "version" read beside it (an older one is refused, 409 STALE), the saved record in its REST shape.
 */
export function versionedUpdateRoute<S extends z.ZodType, Saved>(
  path: string,
  schema: S,
  update: VersionedUpdate<z.output<S>, Saved>,
  toDto: (saved: Saved) => unknown,
): RouteDef {
  return {
    method: 'put',
    path,
    access: 'hotel',
    handle: async (ctx, req) =>
      toDto(
        await update(
          ctx,
          parseInput(idSchema, req.params.id),
          parseInput(schema, req.body),
          parseInput(editVersionSchema, req.body).version,
        ),
      ),
  };
}
