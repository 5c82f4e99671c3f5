import http, { type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A booking site's calendar server for the calendar-sync tests: a real HTTP server on a loopback address,
 * whose answer at each path the test sets (a calendar, an error, a page, a redirect, or no answer at all).
 */
export type FeedAnswer =
  | { calendar: string }
  | { status: number; body?: string; type?: string }
  | { redirect: string; status?: number }
  | { hang: true }
  | { bytes: number };

export interface FeedServer {
  /** The address of a path on this server: "http://127.0.0.1:41234/airbnb.ics". */
  url: (path: string) => string;
  answer: (path: string, answer: FeedAnswer) => void;
  /** How many requests each path has had. */
  hits: (path: string) => number;
  close: () => Promise<void>;
}

export async function startFeedServer(host = '127.0.0.1'): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const send = (res: ServerResponse, answer: FeedAnswer | undefined) => {
    if (!answer) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    if ('calendar' in answer) return res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer.calendar);
    if ('redirect' in answer) return res.writeHead(answer.status ?? 302, { location: answer.redirect }).end();
    if ('hang' in answer) return; // the socket stays open, unanswered, until the client gives up
    if ('bytes' in answer) {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      // Streamed without a length: the reader must count what arrives.
      const chunk = Buffer.alloc(64 * 1024, 'X');
      let left = answer.bytes;
      const more = () => {
        while (left > 0) {
          const part = chunk.subarray(0, Math.min(chunk.length, left));
          left -= part.length;
          if (!res.write(part)) return void res.once('drain', more);
        }
        res.end();
      };
      return more();
    }
    res.writeHead(answer.status, { 'content-type': answer.type ?? 'text/plain' }).end(answer.body ?? '');
  };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    res.on('error', () => {});
    send(res, answers.get(path));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://${host}:${port}${path}`,
    answer: (path, answer) => answers.set(path, answer),
    hits: (path) => counts.get(path) ?? 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An event of a fixture calendar: all-day by default, as the booking sites write theirs. */
export interface FixtureEvent {
  uid?: string;
  start: string;
  end?: string;
  summary?: string;
  sequence?: number;
  status?: string;
  /** A DATE-TIME start and end (UTC) instead of dates. */
  timed?: { start: string; end: string };
}

const compact = (date: string) => date.replaceAll('-', '');

/** A calendar as a booking site serves it (written out by hand here, not by the server's own export). */
export function fixtureCalendar(events: readonly FixtureEvent[], name = 'Airbnb'): string {
  const lines = ['BEGIN:VCALENDAR', `PRODID:-//${name}//Hosting Calendar//EN`, 'VERSION:2.0', 'CALSCALE:GREGORIAN'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', 'DTSTAMP:20261101T120000Z');
    if (event.timed) lines.push(`DTSTART:${event.timed.start}`, `DTEND:${event.timed.end}`);
    else {
      lines.push(`DTSTART;VALUE=DATE:${compact(event.start)}`);
      if (event.end) lines.push(`DTEND;VALUE=DATE:${compact(event.end)}`);
    }
    if (event.uid) lines.push(`UID:${event.uid}`);
    if (event.summary) lines.push(`SUMMARY:${event.summary}`);
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
