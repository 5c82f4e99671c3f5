import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { Em } from './orm';

/**
 * The MikroORM entities against the schema the migrations build (on PGlite by default, on PostgreSQL with
 * DATABASE_URL): every mapped column exists with the entity's type and nullability, and every column of an
 * entity's table that the entity does not map is one the database computes itself. An entity edited without
 * its migration, or a migration without its entity, fails here rather than at the first insert.
 *
 * Types are compared as the database spells them: each entity's columns are declared in a temporary table
 * with the entity's own column types (orm.getMetadata()), and information_schema.columns describes both.
 */

interface EntityColumn {
  table: string;
  column: string;
  /** The entity's column type ('varchar(100)', 'int', 'text[]', 'timestamptz'). */
  type: string;
  nullable: boolean;
}

interface SchemaColumn {
  table: string;
  column: string;
  description: string;
  nullable: boolean;
  generated: boolean;
}

const MAPPED = [ReferenceKind.SCALAR, ReferenceKind.MANY_TO_ONE, ReferenceKind.ONE_TO_ONE, ReferenceKind.EMBEDDED];

function entityColumns(metas: Iterable<EntityMetadata>): EntityColumn[] {
  const columns: EntityColumn[] = [];
  for (const meta of metas) {
    if (meta.embeddable || meta.virtual || !meta.tableName) continue;
    for (const prop of Object.values(meta.properties)) {
      if (!MAPPED.includes(prop.kind) || prop.persist === false || (prop.kind === ReferenceKind.ONE_TO_ONE && !prop.owner))
        continue;
      prop.fieldNames.forEach((column, index) => {
        columns.push({ table: meta.tableName, column, type: prop.columnTypes[index]!, nullable: prop.nullable === true });
      });
    }
  }
  return columns;
}

const COLUMNS_SQL = `select table_name as "table", column_name as "column", is_nullable = 'YES' as nullable,
    is_generated = 'ALWAYS' as generated,
    concat_ws(' ', case when data_type = 'ARRAY' then udt_name else data_type end, character_maximum_length,
      numeric_precision, numeric_scale, datetime_precision) as description
  from information_schema.columns`;

/** The entity's columns as the database describes them, declared in temporary tables of the same shape. */
async function declaredColumns(em: Em, columns: readonly EntityColumn[]): Promise<Map<string, SchemaColumn>> {
  const tables = new Map<string, EntityColumn[]>();
  for (const column of columns) tables.set(column.table, [...(tables.get(column.table) ?? []), column]);
  return em.transactional(async (tx) => {
    const work = tx as Em;
    for (const [table, own] of tables) {
      const list = own.map((column) => `"${column.column}" ${column.type}${column.nullable ? '' : ' not null'}`);
      await work.execute(`create temporary table "${table}" (${list.join(', ')}) on commit drop`);
    }
    const rows = await work.execute<SchemaColumn[]>(
      `${COLUMNS_SQL} where table_schema = (select nspname from pg_namespace where oid = pg_my_temp_schema())`,
    );
    return new Map(rows.map((row) => [`${row.table}.${row.column}`, row]));
  });
}

/** What differs between the entities and the migrated schema, in words; empty when they agree. */
function differences(
  entity: readonly EntityColumn[],
  declared: ReadonlyMap<string, SchemaColumn>,
  migrated: readonly SchemaColumn[],
): string[] {
  const found: string[] = [];
  const shown = (column: { description: string; nullable: boolean }) =>
    `${column.description}${column.nullable ? ' null' : ' not null'}`;
  const inSchema = new Map(migrated.map((column) => [`${column.table}.${column.column}`, column]));
  for (const column of entity) {
    const key = `${column.table}.${column.column}`;
    const wanted = declared.get(key)!;
    const actual = inSchema.get(key);
    if (!actual) found.push(`${key}: the entity maps it, the schema has no such column`);
    else if (shown(actual) !== shown(wanted))
      found.push(`${key}: the entity says ${shown(wanted)}, the schema has ${shown(actual)}`);
  }
  const tables = new Set(entity.map((column) => column.table));
  const mapped = new Set(entity.map((column) => `${column.table}.${column.column}`));
  for (const column of migrated) {
    const key = `${column.table}.${column.column}`;
    if (tables.has(column.table) && !mapped.has(key) && !column.generated) {
      found.push(`${key}: in the schema, neither mapped by the entity nor computed by the database`);
    }
  }
  return found.sort();
}

describe('the MikroORM entities and the migrated schema', () => {
  let app: TestApp;
  let entity: EntityColumn[];
  let declared: Map<string, SchemaColumn>;
  let migrated: SchemaColumn[];

  beforeAll(async () => {
    app = await startTestApp();
    const em = app.orm.em.fork() as Em;
    entity = entityColumns(app.orm.getMetadata().getAll().values());
    declared = await declaredColumns(em, entity);
    migrated = await em.execute<SchemaColumn[]>(`${COLUMNS_SQL} where table_schema = current_schema()`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reads every entity’s columns', () => {
    expect(new Set(entity.map((column) => column.table)).size).toBe(app.orm.getMetadata().getAll().size);
    expect(entity).toContainEqual({ table: 'booking', column: 'guest_name', type: 'varchar(200)', nullable: false });
    expect(declared.get('booking.guest_name')).toMatchObject({ description: 'character varying 200', nullable: false });
  });

  it('agree on every column: its type, its length or precision, and whether it may be null', () => {
    expect(differences(entity, declared, migrated)).toEqual([]);
  });

  it('would name a column whose type, nullability or existence differ', () => {
    const changed = entity.map((column) =>
      column.table === 'guest' && column.column === 'email' ? { ...column, type: 'varchar(100)' } : column,
    );
    const broken = migrated
      .filter((column) => !(column.table === 'room' && column.column === 'housekeeping_note'))
      .map((column) => (column.table === 'booking' && column.column === 'guest_name' ? { ...column, nullable: true } : column))
      .concat({ table: 'guest', column: 'nickname', description: 'text', nullable: true, generated: false });
    const wanted = new Map(declared).set('guest.email', {
      ...declared.get('guest.email')!,
      description: 'character varying 100',
    });
    expect(differences(changed, wanted, broken)).toEqual([
      'booking.guest_name: the entity says character varying 200 not null, the schema has character varying 200 null',
      'guest.email: the entity says character varying 100 null, the schema has character varying 254 null',
      'guest.nickname: in the schema, neither mapped by the entity nor computed by the database',
      'room.housekeeping_note: the entity maps it, the schema has no such column',
    ]);
  });
});
