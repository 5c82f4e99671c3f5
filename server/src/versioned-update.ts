import type { RoleGroup } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { idSchema } from '@core/schemas/common';
import { editVersionSchema } from '@core/schemas/record-version.schema';
import type { z } from 'zod';
import type { RequestContext } from './context';
import type { RouteDef } from './rest/route';

/** A service's update of a record that carries a version: null when the edit names none (it goes ahead). */
export type VersionedUpdate<Input, Saved> = (
  ctx: RequestContext,
  id: number,
  input: Input,
  version: number | null,
) => Promise<Saved>;

/**
 * An update of a record that carries a version, from a REST body or a GraphQL input: the fields parsed by
 * the record's core schema, and its optional "version" read beside them (an older one is refused, 409 STALE),
 * so that no record's fields can carry it into the row.
 */
export function applyVersionedUpdate<S extends z.ZodType, Saved>(
  ctx: RequestContext,
  id: unknown,
  input: unknown,
  schema: S,
  update: VersionedUpdate<z.output<S>, Saved>,
): Promise<Saved> {
  return update(ctx, parseInput(idSchema, id), parseInput(schema, input), parseInput(editVersionSchema, input).version);
}

/** PUT <path>/:id of a hotel's record that carries a version, answering the saved record in its REST shape. */
export function versionedUpdateRoute<S extends z.ZodType, Saved>(
  path: string,
  access: RoleGroup,
  schema: S,
  update: VersionedUpdate<z.output<S>, Saved>,
  toDto: (saved: Saved) => unknown,
): RouteDef {
  return {
    method: 'put',
    path,
    access,
    handle: async (ctx, req) => toDto(await applyVersionedUpdate(ctx, req.params.id, req.body, schema, update)),
  };
}
