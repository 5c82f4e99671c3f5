/**
 * The demo module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export { demoReadyMessage, seedDemoHotel, seedDemoHotelOnFirstRun } from './demo-hotel.service';
