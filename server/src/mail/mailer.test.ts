import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../testing/outbox';
import { createMailer, outboxDir } from './mailer';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'innkeep-mailer-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Long enough for quoted-printable's 76-character lines, with the "=" that it writes as "=3D".
const LINK = 'http://localhost:3000/verify-email?token=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

describe('the outbox (no SMTP_URL)', () => {
  it('writes beside each .eml a .txt of the same name holding the terminal line, link unbroken', async () => {
    const dir = dataDir();
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: null, dataDir: dir }, (line) => lines.push(line));

    await mailer.send({ to: 'front@desk.example', subject: 'Verify your email', text: `Open ${LINK}`, link: LINK });

    const files = readdirSync(outboxDir(dir)).sort();
    expect(files).toHaveLength(2);
    const [eml, txt] = files as [string, string];
    expect(eml).toMatch(/\.eml$/);
    expect(txt).toBe(eml.replace(/\.eml$/, '.txt'));
    // The problem the .txt solves: the raw .eml does not hold the link as one can copy it.
    expect(readFileSync(path.join(outboxDir(dir), eml), 'utf8')).not.toContain(LINK);
    expect(lines).toEqual([`[mail] to front@desk.example: Verify your email ${LINK}`]);
    expect(readFileSync(path.join(outboxDir(dir), txt), 'utf8')).toBe(
      `[mail] to front@desk.example: Verify your email ${LINK}\n`,
    );
    expect(readOutbox(dir).map((mail) => mail.link)).toEqual([LINK]);
  });

  it('writes the line without a link for a message that has none', async () => {
    const dir = dataDir();
    const mailer = createMailer({ smtpUrl: null, dataDir: dir }, () => {});

    await mailer.send({ to: 'front@desk.example', subject: 'Your report', text: 'Attached.' });

    const txt = readdirSync(outboxDir(dir)).find((name) => name.endsWith('.txt'));
    expect(readFileSync(path.join(outboxDir(dir), txt ?? ''), 'utf8')).toBe('[mail] to front@desk.example: Your report\n');
  });
});
