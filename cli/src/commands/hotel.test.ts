import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir, unlockDataDir } from '../../../server/src/db/data-dir-lock';
import { createCliSandbox, type CliSandbox } from '../testing/cli-sandbox';

/**
 * `innkeep db migrate`, `admin create` and `hotel import | list | export`, each run as a child process
 * against one database per file (migrated once, by the first command).
 */
describe('innkeep db migrate, admin and hotel commands', { timeout: 180_000 }, () => {
  let cli: CliSandbox;
  const file = (name: string, contents: string) => {
    const target = path.join(cli.dataDir, name);
    writeFileSync(target, contents);
    return target;
  };
  const hotelEmails = async () =>
    (await cli.run('hotel', 'list', '--json')).json<{ email: string }[]>().map((hotel) => hotel.email);

  beforeAll(async () => {
    cli = await createCliSandbox();
  });
  afterAll(async () => {
    await cli?.close();
  });

  it('db migrate applies every migration once, then reports the database up to date', async () => {
    const first = await cli.run('db', 'migrate');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^Applied \d+ migrations to (PGlite in .+|PostgreSQL \(DATABASE_URL\)): 0001-accounts, 0002-rooms, /,
    );

    const again = await cli.run('db', 'migrate', '--json');
    expect(again.code).toBe(0);
    const { applied, total } = again.json<{ applied: string[]; total: number }>();
    expect(applied).toEqual([]);
    expect(total).toBe(first.stdout.split(',').length);
  });

  it('admin create makes a verified administrator, and refuses bad input with the schema message', async () => {
    const badEmail = await cli.run('admin', 'create', '--email', 'not-an-email', '--password', 'secret123');
    expect(badEmail).toMatchObject({ code: 1, stdout: '', stderr: 'Please enter a valid email address\n' });
    const shortPassword = await cli.run('admin', 'create', '--email', 'ops@example.com', '--password', '123');
    expect(shortPassword).toMatchObject({ code: 1, stdout: '', stderr: 'Password must be at least 6 characters\n' });

    const created = await cli.run(
      'admin',
      'create',
      '--email',
      ' Ops@Example.com ',
      '--password',
      'secret123',
      '--name',
      'Night Auditor',
    );
    expect(created).toMatchObject({ code: 0, stderr: '', stdout: 'Admin account created: ops@example.com (Night Auditor)\n' });

    const again = await cli.run('admin', 'create', '--email', 'ops@example.com', '--password', 'another1', '--json');
    expect(again.code).toBe(0);
    expect(again.json()).toMatchObject({ email: 'ops@example.com', name: 'Night Auditor', created: false });
  });

  it('hotel import creates the hotels of a CSV file with their room types, rooms and guests', async () => {
    const csv = file(
      'hotels.csv',
      [
        'type,hotel,name,email,password,city,state,numberOfRooms,Daily Rate,weeklyRate,monthlyRate,roomNumber,roomType,firstName,lastName,vip',
        'hotel,,Bayside Motel,Bayside@Example.com,secret123,Monterey,CA,10,,,,,,,,',
        'room type,bayside@example.com,Standard,,,,,,79,450,1500,,,,,',
        'room type,bayside@example.com,"Suite, ocean view",,,,,,149.5,900,2900,,,,,',
        'room,bayside@example.com,,,,,,,,,,101,standard,,,',
        'room,bayside@example.com,,,,,,,,,,102,"Suite, Ocean View",,,',
        'room,bayside@example.com,,,,,,,,,,103,,,,',
        'guest,bayside@example.com,,ann@example.com,,,,,,,,,,Ann,Lee,yes',
        'hotel,,Hilltop Lodge,hilltop@example.com,,Denver,CO,,,,,,,,,',
      ].join('\r\n'),
    );
    const imported = await cli.run('hotel', 'import', csv);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      /^Imported 2 hotels:\n {2}#\d+ Bayside Motel <bayside@example\.com>: 2 room types, 3 rooms, 1 guest; signs in with the password from the file\n {2}#\d+ Hilltop Lodge <hilltop@example\.com>: 0 room types, 0 rooms, 0 guests; was sent a link to set a password\n$/,
    );
    // The hotel without a password gets the set-password mail, in the outbox as the server would write it.
    expect(imported.stderr).toMatch(
      /^\[mail\] to hilltop@example\.com: Set your Innkeep password http:\/\/localhost:3000\/reset-password\?token=/,
    );
    const mails = readdirSync(path.join(cli.dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
    expect(mails).toHaveLength(1);

    const list = await cli.run('hotel', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^ID +Name +Email +Verified +Rooms +Created\n/);
    expect(list.stdout).toMatch(/\n\d+ +Bayside Motel +bayside@example\.com +yes +10 +\d{4}-\d\d-\d\d\n/);
    expect(list.stdout).toMatch(/\n\d+ +Hilltop Lodge +hilltop@example\.com +no +\d{4}-\d\d-\d\d\n/);
    expect(list.stdout).toMatch(/\n2 hotels\n$/);
  });

  it('hotel import refuses a bad file whole, naming every bad row by its line, and changes nothing', async () => {
    const csv = file(
      'bad.csv',
      [
        'type,hotel,name,email,password,numberOfRooms,dailyRate,weeklyRate,monthlyRate,roomNumber,roomType,firstName,lastName,vip',
        'hotel,,Creek Inn,creek@example.com,secret123,1,,,,,,,,',
        'hotel,,X,not-an-email,,,,,,,,,,',
        'room type,creek@example.com,Standard,,,,79,450,1500,,,,,',
        'room type,creek@example.com,Suite,,,,lots,450,1500,,,,,',
        'room,creek@example.com,,,,,,,,101,Standard,,,',
        'room,creek@example.com,,,,,,,,101,Standard,,,',
        'room,creek@example.com,,,,,,,,102,Penthouse,,,',
        'guest,creek@example.com,,,,,,,,,,Ann,,',
        'guest,nobody@example.com,,,,,,,,,,Bob,Stone,',
        'spa,creek@example.com,,,,,,,,,,,,',
        'guest,creek@example.com,,,,,,,,,,Cy,"Smith',
        'Jones",maybe',
      ].join('\n'),
    );
    const refused = await cli.run('hotel', 'import', csv);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      [
        'line 3: Hotel name must be at least 2 characters',
        'line 5: Rates must be numbers with at most 2 decimals',
        'line 7: Room 101 is already on line 6',
        "line 8: Room type Penthouse is not one of creek@example.com's room types in this file",
        'line 9: First name and last name are required',
        'line 10: Hotel nobody@example.com is not in this file',
        'line 11: Unknown row type spa: use hotel, room type, room or guest',
        'line 12: VIP must be true or false',
        'Nothing was imported: 8 problems in the file',
        '',
      ].join('\n'),
    );

    // JSON files report their lines too, and an email already taken is one more problem of the same file.
    const json = file(
      'bad.json',
      JSON.stringify(
        {
          hotels: [
            { name: 'Bayside Again', email: 'bayside@example.com' },
            {
              name: 'River Inn',
              email: 'river@example.com',
              numberOfRooms: 1,
              rooms: [{ roomNumber: '1' }, { roomNumber: '2' }],
              guests: [{ firstName: 'Dee' }],
              fax: '555',
            },
          ],
        },
        null,
        2,
      ),
    );
    const refusedJson = await cli.run('hotel', 'import', json, '--json');
    expect(refusedJson.code).toBe(1);
    expect(JSON.parse(refusedJson.stderr)).toEqual({
      error: 'Nothing was imported: 3 problems in the file',
      problems: [
        { line: 3, message: 'An account with this email already exists' },
        { line: 7, message: 'Unknown field fax for a hotel' },
        { line: 20, message: 'First name and last name are required' },
      ],
    });
    expect(await hotelEmails()).toEqual(['hilltop@example.com', 'bayside@example.com']);
  });

  it('hotel export writes what hotel import reads: the export imports as another hotel', async () => {
    const out = path.join(cli.dataDir, 'exports', 'bayside.json');
    const exported = await cli.run('hotel', 'export', 'bayside@example.com', '--out', out);
    expect(exported).toMatchObject({
      code: 0,
      stdout: `Exported Bayside Motel (bayside@example.com) to ${out}: 2 room types, 3 rooms, 1 guest\n`,
    });
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written.hotels[0]).toMatchObject({
      name: 'Bayside Motel',
      city: 'Monterey',
      numberOfRooms: 10,
      roomTypes: [
        { name: 'Standard', dailyRate: '79.00', weeklyRate: '450.00', monthlyRate: '1500.00' },
        { name: 'Suite, ocean view', dailyRate: '149.50', weeklyRate: '900.00', monthlyRate: '2900.00' },
      ],
      rooms: [
        { roomNumber: '101', roomType: 'Standard' },
        { roomNumber: '102', roomType: 'Suite, ocean view' },
        { roomNumber: '103', roomType: null },
      ],
      guests: [{ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', vip: true }],
    });
    expect(written.hotels[0]).not.toHaveProperty('password');

    written.hotels[0].email = 'bayside-copy@example.com';
    const copy = file('copy.json', JSON.stringify(written));
    const dryRun = await cli.run('hotel', 'import', copy, '--dry-run');
    expect(dryRun).toMatchObject({
      code: 0,
      stdout:
        'The file is valid: it would import 1 hotel (nothing was written):\n  Bayside Motel <bayside-copy@example.com>: 2 room types, 3 rooms, 1 guest; would be sent a link to set a password\n',
    });
    const imported = await cli.run('hotel', 'import', copy, '--json');
    expect(imported.code).toBe(0);
    expect(imported.json()).toMatchObject({
      dryRun: false,
      hotels: [{ email: 'bayside-copy@example.com', roomTypes: 2, rooms: 3, guests: 1 }],
    });
    expect(await hotelEmails()).toEqual(['bayside-copy@example.com', 'hilltop@example.com', 'bayside@example.com']);
  });

  it('license generate says which hotel details a key needs', async () => {
    expect(await cli.run('license', 'generate', '--hotel', 'hilltop@example.com')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: "Please fill in: Address, Zip Code, Number of Rooms (the hotel information in hilltop@example.com's Settings)\n",
    });
  });

  it('checks its arguments before opening the database', async () => {
    expect(await cli.run('hotel', 'import', path.join(cli.dataDir, 'hotels.txt'))).toMatchObject({
      code: 1,
      stderr: 'The import file must be a .csv or .json file\n',
    });
    expect(await cli.run('hotel', 'import', path.join(cli.dataDir, 'missing.csv'))).toMatchObject({
      code: 1,
      stderr: `Cannot read ${path.join(cli.dataDir, 'missing.csv')}: no such file\n`,
    });
    expect(await cli.run('hotel', 'export', 'bayside@example.com')).toMatchObject({
      code: 1,
      stderr: 'Please give the file to write with --out\n',
    });
    expect(await cli.run('hotel', 'export', 'nobody@example.com', '--out', 'x.json', '--json')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: '{\n  "error": "No hotel account has the email nobody@example.com"\n}\n',
    });
    expect(existsSync('x.json')).toBe(false);
  });

  it('refuses to open the embedded database while the server runs on it', async () => {
    // This test's process takes DATA_DIR's lock as the server does, and stands for it.
    lockDataDir(cli.dataDir, 'the Innkeep server');
    try {
      const run = await cli.run('hotel', 'list', '--json');
      if (process.env.DATABASE_URL) {
        expect(run.code).toBe(0);
      } else {
        expect(run).toMatchObject({
          code: 1,
          stdout: '',
          stderr: `{\n  "error": "${cli.dataDir} is in use by the Innkeep server (pid ${process.pid}): the embedded database allows one process at a time. Stop it first, or use another DATA_DIR (or PostgreSQL with DATABASE_URL)."\n}\n`,
        });
      }
    } finally {
      unlockDataDir(cli.dataDir);
    }
  });
});
