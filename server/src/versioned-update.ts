import type { RoleGroup } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { idSchema } from '@core/schemas/common';
import { editVersionSchema, versionSchema } from '@core/schemas/record-version.schema';
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

/** A service's deletion of a record that carries a version: null when the deletion names none (it goes ahead). */
export type VersionedDelete<Answer> = (ctx: RequestContext, id: number, version: number | null) => Promise<Answer>;

/**
 * A deletion of a record that carries a version, from a REST query (?version=N) or a GraphQL argument:
 * an older version than the record's is refused (409 STALE) like an update's; none deletes as before.
 */
export function applyVersionedDelete<Answer>(
  ctx: RequestContext,
  id: unknown,
  version: unknown,
  remove: VersionedDelete<Answer>,
): Promise<Answer> {
  return remove(ctx, parseInput(idSchema, id), parseInput(versionSchema, version));
}

/** DELETE <path>/:id[?version=N] of a hotel's record that carries a version. */
export function versionedDeleteRoute<Answer>(
  path: string,
  access: RoleGroup,
  remove: VersionedDelete<Answer>,
  answer: (removed: Answer) => unknown = (removed) => removed,
): RouteDef {
  return {
    method: 'delete',
    path,
    access,
    handle: async (ctx, req) => answer(await applyVersionedDelete(ctx, req.params.id, req.query.version, remove)),
  };
}

/** The GraphQL description of a deletion's optional version argument. */
export const VERSION_ARG = "The record's version the deletion was based on: refused (409) when the record has changed since.";
