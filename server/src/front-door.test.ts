import { ESLint } from 'eslint';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The modules' front doors (docs/conventions.md, "Who may import whom"), as `npm run lint` holds them: code
 * placed at a path in the tree, linted with the project's own eslint.config.js.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The front-door messages ESLint gives `code` as if it were the file at `file`. */
async function doorMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'innkeep/front-door').map((message) => message.message);
}

describe("a module's inner files", () => {
  it("refuses a new import of another module's inner file, and says where to import it from", async () => {
    const messages = await doorMessages(
      'server/src/modules/housekeeping/room-turnover.ts',
      "import { overlapConflict } from '../bookings/booking-overlap';\nexport const refusal = overlapConflict;\n",
    );
    expect(messages).toEqual([
      "'../bookings/booking-overlap' is inside the bookings module: import it from '../bookings' (its index.ts), and re-export it there if it is meant to be shared.",
    ]);
  });

  it('refuses a type import, a re-export and a dynamic import of one alike', async () => {
    const code = [
      "import type { BookingRow } from '../bookings/booking-list';",
      "export { toView } from '../bookings/booking-list';",
      "export const load = () => import('../bookings/booking-list');",
      'export type Row = BookingRow;',
    ].join('\n');
    expect(await doorMessages('server/src/modules/front-desk/arrivals.ts', code)).toHaveLength(3);
  });

  it("takes the same import through the module's index", async () => {
    const code =
      "import { overlapConflict } from '../bookings';\nimport { Room } from '../rooms/index';\nexport const both = [overlapConflict, Room];\n";
    expect(await doorMessages('server/src/modules/housekeeping/room-turnover.ts', code)).toEqual([]);
  });

  it('holds the rest of the server and the CLI to the doors too; app.ts alone plugs in resolvers and routes', async () => {
    expect(
      await doorMessages('server/src/rest/guard-all.ts', "export { checkAccess } from '../modules/accounts/guards';\n"),
    ).toHaveLength(1);
    expect(
      await doorMessages(
        'cli/src/commands/rooms.actions.ts',
        "export { Room } from '../../../server/src/modules/rooms/room.entity';\n",
      ),
    ).toEqual([
      "'../../../server/src/modules/rooms/room.entity' is inside the rooms module: import it from '../../../server/src/modules/rooms' (its index.ts), and re-export it there if it is meant to be shared.",
    ]);
    const app =
      "export { roomRoutes } from './modules/rooms/rooms.routes';\nexport { RoomsResolver } from './modules/rooms/rooms.resolver';\n";
    expect(await doorMessages('server/src/app.ts', app)).toEqual([]);
    expect(await doorMessages('server/src/app.ts', "export { Room } from './modules/rooms/room.entity';\n")).toHaveLength(1);
  });

  it('leaves a module its own files, and tests their insides', async () => {
    expect(
      await doorMessages('server/src/modules/bookings/booking-notes.ts', "export { Booking } from './booking.entity';\n"),
    ).toEqual([]);
    expect(
      await doorMessages(
        'server/src/modules/housekeeping/turnover.test.ts',
        "export { Booking } from '../bookings/booking.entity';\n",
      ),
    ).toEqual([]);
  });

  it("refuses a module's file entering through its own index (the module would load through itself)", async () => {
    expect(
      await doorMessages('server/src/modules/bookings/booking-notes.ts', "export { Booking } from '../bookings';\n"),
    ).toEqual(["'../bookings' is this module's own index: import the file itself ('./…')."]);
  });
});

describe("a module's index.ts", () => {
  it('exists for every module', () => {
    const modules = readdirSync(path.join(root, 'server/src/modules'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(
      modules
        .filter((entry) => !existsSync(path.join(root, 'server/src/modules', entry.name, 'index.ts')))
        .map((entry) => entry.name),
    ).toEqual([]);
  });

  it("holds re-exports of the module's own files only", async () => {
    const code = "export { Room } from './room.entity';\nexport { Guest } from '../guests';\nexport const LIMIT = 3;\n";
    expect(await doorMessages('server/src/modules/rooms/index.ts', code)).toEqual([
      "A module's index.ts only re-exports the module's own files ('export { … } from './file'').",
      "A module's index.ts only re-exports the module's own files ('export { … } from './file'').",
    ]);
  });
});
