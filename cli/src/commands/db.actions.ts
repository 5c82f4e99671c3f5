import type { DbSeedArgs } from '../cli.schema';
import type { Em } from '../../../server/src/db/orm';
import { demoReadyMessage, seedDemoHotel } from '../../../server/src/modules/demo';
import { withServices } from '../cli-context';
import type { CommandResult } from '../command';
import { count } from '../output';

export function migrate(): Promise<CommandResult> {
  return withServices(
    async ({ orm, config }) => {
      const applied = (await orm.migrator.up()).map((migration) => migration.name);
      const total = (await orm.migrator.getExecuted()).length;
      const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
      return {
        text: applied.length
          ? `Applied ${count(applied.length, 'migration')} to ${where}: ${applied.join(', ')}`
          : `The database is up to date (${count(total, 'migration')}, ${where})`,
        json: { applied, total },
      };
    },
    { migrate: false },
  );
}

export function seedDemo(input: DbSeedArgs): Promise<CommandResult> {
  return withServices(async ({ orm, config }) => {
    const summary = await seedDemoHotel(orm.em.fork() as Em, { email: input.email, password: input.password });
    const contents = [
      count(summary.roomTypes, 'room type'),
      count(summary.rooms, 'room'),
      count(summary.guests, 'guest'),
      count(summary.taxRates, 'tax rate'),
      count(summary.ratePeriods, 'rate period'),
      count(summary.amenities, 'amenity', 'amenities'),
      count(summary.employees, 'employee'),
      count(summary.bookings, 'booking'),
    ].join(', ');
    const { password: _password, ...facts } = summary;
    return {
      text: `Seeded the demo hotel ${summary.name}: ${contents}.\n${demoReadyMessage(config.appUrl, summary)}`,
      json: facts,
    };
  });
}
