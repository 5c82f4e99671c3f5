import type { EntityMetadata, EntityName, FilterQuery } from '@mikro-orm/core';
import type { Orm } from './orm';
import { TENANT_FILTER } from './tenant';

/**
 * The ORM's own writes name the hotel too (docs/scale-out.md): the unit of work updates and deletes a record
 * it loaded by its primary key alone ("where id = ?"), which Citus would send to every node. When the
 * EntityManager is scoped to a hotel (context.ts puts the hotel in its logger context beside the tenant
 * filter's parameter, and forks carry both), an update or delete of a hotel-owned entity also says
 * "and hotel_id = ?". The row is the same one (its id is unique), so on one server nothing changes but the
 * plan's second key column; an EntityManager scoped to no hotel (the admin console, the CLI) writes as before.
 */

interface WriteOptions {
  loggerContext?: { hotelId?: unknown };
  upsert?: boolean;
}

type Driver = ReturnType<Orm['em']['getDriver']>;
type Where = FilterQuery<object>;

const hotelOf = (meta: EntityMetadata, options: WriteOptions | undefined): number | null => {
  const hotelId = options?.loggerContext?.hotelId;
  return typeof hotelId === 'number' && meta.filters[TENANT_FILTER] ? hotelId : null;
};

/** The condition with the hotel added, unless it names a hotel itself (a delete of one hotel's rows by an admin). */
const withHotel = (meta: EntityMetadata, where: Where, hotelId: number): Where => {
  const byKey =
    typeof where === 'object' && where !== null && !Array.isArray(where) ? where : { [meta.primaryKeys[0]! as string]: where };
  return ('hotel' in byKey ? byKey : { ...byKey, hotel: hotelId }) as Where;
};

export function routeWritesByHotel(orm: Orm): void {
  const driver = orm.em.getDriver() as Driver;
  const metadata = orm.getMetadata();
  const nativeUpdate = driver.nativeUpdate.bind(driver);
  const nativeDelete = driver.nativeDelete.bind(driver);
  const nativeUpdateMany = driver.nativeUpdateMany.bind(driver);
  Object.assign(driver, {
    nativeUpdate: (entityName: EntityName<object>, where: Where, data: object, options?: WriteOptions) => {
      const meta = metadata.find(entityName);
      const hotelId = meta && !options?.upsert ? hotelOf(meta, options) : null;
      return nativeUpdate(
        entityName as never,
        hotelId === null ? where : withHotel(meta!, where, hotelId),
        data as never,
        options as never,
      );
    },
    nativeDelete: (entityName: EntityName<object>, where: Where, options?: WriteOptions) => {
      const meta = metadata.find(entityName);
      const hotelId = meta ? hotelOf(meta, options) : null;
      return nativeDelete(entityName as never, hotelId === null ? where : withHotel(meta!, where, hotelId), options as never);
    },
    // A batch of updates (several records of one kind changed in one flush) is written as one statement that
    // matches rows by primary key only: scoped to a hotel, each record is updated on its own with the hotel
    // named, and the rows it returns are keyed by primary key as the batch's would be.
    nativeUpdateMany: async (
      entityName: EntityName<object>,
      where: Where[],
      data: object[],
      options?: WriteOptions,
      ...rest: unknown[]
    ) => {
      const meta = metadata.find(entityName);
      const hotelId = meta && !options?.upsert ? hotelOf(meta, options) : null;
      if (hotelId === null)
        return nativeUpdateMany(entityName as never, where as never, data as never, options as never, ...(rest as []));
      const rows: Record<string, unknown>[] = [];
      let affectedRows = 0;
      const pk = meta!.primaryKeys[0]! as string;
      const pkField = meta!.getPrimaryProps()[0]!.fieldNames[0]!;
      for (const [index, one] of where.entries()) {
        const key = typeof one === 'object' && one !== null ? (one as Record<string, unknown>)[pk] : one;
        const result = await nativeUpdate(
          entityName as never,
          withHotel(meta!, one, hotelId),
          data[index] as never,
          options as never,
        );
        affectedRows += result.affectedRows;
        rows.push({ ...(result.row ?? {}), [pkField]: key });
      }
      return { affectedRows, rows, insertId: 0 };
    },
  });
}
