import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message exists for; logged when mail goes to the outbox so it can be clicked. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'Innkeep <no-reply@innkeep.local>';

/**
 * With SMTP_URL, mail is sent. Without it, each message is written as an RFC 822 file under
 * DATA_DIR/outbox, and a line names its recipient, subject and link: a person trying Innkeep locally
 * can click it from the terminal or copy it from the .txt file of the same name; tests read the same files.
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>,
  log: (line: string, mail: Pick<MailMessage, 'subject'>) => void = console.log,
): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  const outbox = outboxDir(config.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, to: message.to, subject: message.subject, text: message.text });
      // The outbox holds live reset and invitation links: its owner's only.
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const line = `[mail] to ${message.to}: ${message.subject}${message.link ? ` ${message.link}` : ''}`;
      writeFileSync(path.join(outbox, `${name}.eml`), info.message as Buffer, { mode: 0o600 });
      // The .eml body is quoted-printable (a long link is broken across lines, "=" written "=3D"): the .txt
      // beside it holds the terminal's line, so a link copied from a text editor works.
      writeFileSync(path.join(outbox, `${name}.txt`), `${line}\n`, { mode: 0o600 });
      log(line, { subject: message.subject });
    },
  };
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');
