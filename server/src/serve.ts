import { loadConfig } from './config';
import { startServer } from './start-server';

/**
 * The app itself, as one process (main.ts imports this file) or as a worker of several (main.ts's primary
 * forks this file): kept apart from main.ts so that a primary loads none of the app's packages.
 */
await startServer(loadConfig());
