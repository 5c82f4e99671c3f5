import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './db/orm';
import { createLogger, log, useProcessLogger } from './logging/logger';
import { seedDemoHotelOnFirstRun } from './modules/demo';

/**
 * The demo hotel's first-start seeding, in a process of its own (seed-demo-process.ts starts it): it sends what
 * it seeded to the server, which then opens the database with none of the seeding's memory.
 */
const config = loadConfig();
useProcessLogger(createLogger({ level: config.logLevel, format: config.logFormat }));
const orm = await openDatabase(config);
const summary = await seedDemoHotelOnFirstRun(orm, config, process.env, (line) => log().info(line));
await orm.close();
await new Promise<void>((resolve) => process.send!({ summary }, () => resolve()));
process.exit(0);
