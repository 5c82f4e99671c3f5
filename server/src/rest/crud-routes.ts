import type { RoleGroup } from '@core/roles';
import { parseInput } from '@core/parse-input';
import type { z } from 'zod';
import type { RequestContext } from '../context';
import { versionedDeleteRoute, versionedUpdateRoute, type VersionedDelete, type VersionedUpdate } from '../versioned-update';
import type { RouteDef } from './route';

/** A hotel's set-up record as its service keeps it: listed, created from its core schema, updated and deleted by version. */
export interface CrudService<Input, Saved, Deleted, UpdateInput = Input> {
  list: (ctx: RequestContext) => Promise<Saved[]>;
  create: (ctx: RequestContext, input: Input) => Promise<Saved>;
  update: VersionedUpdate<UpdateInput, Saved>;
  remove: VersionedDelete<Deleted>;
}

export interface CrudTable<S extends z.ZodType, Saved, Deleted, U extends z.ZodType = S> {
  /** The collection, "/hotel/rooms"; a record is `${path}/:id`. */
  path: string;
  /** Who may list the records. */
  readers: RoleGroup;
  /** Who may create, change and delete them. */
  writers: RoleGroup;
  schema: S;
  /** What a PUT reads, when more than a POST (a room type's rates changed from a date): `schema` otherwise. */
  updateSchema?: U;
  service: CrudService<z.output<S>, Saved, Deleted, z.output<U>>;
  /** A record in its REST shape. */
  toDto: (saved: Saved) => unknown;
  /** Further routes of the collection (POST /hotel/rooms/bulk), listed after its POST. */
  more?: RouteDef[];
}

/**
 * The REST routes of a hotel's set-up records (rooms, room types, rate periods, tax rates, amenities,
 * employees): GET and POST (201) on the collection, PUT and DELETE on a record, each naming the version it was
 * based on. A deletion answers what the service says.
 */
export function crudRoutes<S extends z.ZodType, Saved, Deleted, U extends z.ZodType = S>(
  table: CrudTable<S, Saved, Deleted, U>,
): RouteDef[] {
  const { path, readers, writers, schema, service, toDto, more = [] } = table;
  const updateSchema = (table.updateSchema ?? schema) as U;
  return [
    { method: 'get', path, access: readers, handle: async (ctx) => (await service.list(ctx)).map(toDto) },
    {
      method: 'post',
      path,
      access: writers,
      status: 201,
      handle: async (ctx, req) => toDto(await service.create(ctx, parseInput(schema, req.body))),
    },
    ...more,
    versionedUpdateRoute(`${path}/:id`, writers, updateSchema, service.update, toDto),
    versionedDeleteRoute(`${path}/:id`, writers, service.remove),
  ];
}
