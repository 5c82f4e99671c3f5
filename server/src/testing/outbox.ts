import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from '../mail/mailer';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

/** Reads the RFC 822 files the mailer wrote, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = outboxDir(dataDir);
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((name) => {
    const raw = readFileSync(path.join(dir, name), 'utf8');
    const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
    const header = (field: string) => head.match(new RegExp(`^${field}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
    const body = decodeQuotedPrintable(rest.join('\n\n'), /quoted-printable/i.test(head));
    return { file: name, to: header('To'), subject: header('Subject'), body, link: body.match(/https?:\/\/\S+/)?.[0] ?? null };
  });
}

/** The newest mail to this address whose subject contains the given text. */
export function lastMailTo(dataDir: string, to: string, subjectContains = ''): OutboxMail {
  const mail = readOutbox(dataDir)
    .filter((m) => m.to.includes(to) && m.subject.includes(subjectContains))
    .at(-1);
  if (!mail) throw new Error(`No mail to ${to} (${subjectContains}) in the outbox`);
  return mail;
}

function decodeQuotedPrintable(text: string, encoded: boolean): string {
  if (!encoded) return text;
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
