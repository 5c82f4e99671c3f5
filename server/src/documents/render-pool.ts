import { rateLimited } from '@core/errors';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RequestContext } from '../context';
import { SERVER_V8_FLAGS } from '../node-flags';
import { documentsRendering } from '../metrics/metrics';
import { requireHotelId } from '../modules/accounts';
import type { DocumentInput, DocumentKind } from './document-renderers';

/** How many documents one hotel may have in the making at once; the next is refused with 429. */
export const DOCUMENTS_AT_ONCE = 4;
export const DOCUMENTS_BUSY_MESSAGE = `This hotel is already preparing ${DOCUMENTS_AT_ONCE} documents: please try again in a few seconds`;
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The worker's file: beside this one in the sources (run through tsx), beside serve.js in the build, where
 * scripts/build.mjs bundles it and this file is bundled into serve.js.
 */
function workerFile(): { file: string; execArgv: string[] } {
  const extension = path.extname(fileURLToPath(import.meta.url));
  const file = path.join(import.meta.dirname, `document-worker${extension}`);
  // A worker refuses V8 options in its execArgv (ERR_WORKER_INVALID_EXEC_ARGV): `npm start`'s heap flags
  // (node-flags.ts) stay the process's own.
  const inherited = process.execArgv.filter((flag) => !SERVER_V8_FLAGS.includes(flag));
  const typescript = extension === '.ts' && !inherited.join(' ').includes('tsx');
  return { file, execArgv: typescript ? [...inherited, '--import', 'tsx'] : inherited };
}

interface Job {
  kind: DocumentKind;
  input: unknown;
  resolve: (body: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Worker threads, one per CPU but one, started as documents are asked for and kept: each renders one document at a
 * time; the others wait in order. The server's own thread only loads the data and sends the bytes.
 */
class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Job[] = [];
  private started = 0;

  constructor(private readonly size: number) {}

  render(kind: DocumentKind, input: unknown): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ kind, input, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.waiting.length && (this.idle.length || this.started < this.size)) {
      const worker = this.idle.pop() ?? this.start();
      this.run(worker, this.waiting.shift()!);
    }
  }

  private start(): Worker {
    this.started += 1;
    const { file, execArgv } = workerFile();
    const worker = new Worker(file, { execArgv });
    // Idle workers do not keep a stopping process alive.
    worker.unref();
    return worker;
  }

  private run(worker: Worker, job: Job): void {
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (answer: { body?: Uint8Array; error?: string }) => {
      done();
      if (answer.body) job.resolve(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
      else job.reject(new Error(`Rendering ${job.kind} failed: ${answer.error}`));
      this.idle.push(worker);
      this.next();
    };
    // A worker that died takes its job with it; the next job starts another.
    const onError = (error: Error) => {
      done();
      this.started -= 1;
      job.reject(error);
      void worker.terminate();
      this.next();
    };
    const onExit = (code: number) => onError(new Error(`A document worker ended (exit ${code})`));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ kind: job.kind, input: job.input });
  }
}

/**
 * The embedded database answers one statement at a time on the server's own thread: documents read their data
 * one after another there, so that a health check or another hotel's request waits behind one read, not twenty.
 */
let embeddedReads: Promise<unknown> = Promise.resolve();
function oneReadAtATime<T>(read: () => Promise<T>): Promise<T> {
  const result = embeddedReads.then(read);
  embeddedReads = result.catch(() => undefined);
  return result;
}

let pool: RenderPool | undefined;
/** Documents in the making, per hotel. */
const inTheMaking = new Map<number, number>();

/**
 * A document for a request: at most DOCUMENTS_AT_ONCE per hotel at a time (429 beyond, before any work), its
 * data loaded by `load` here, its bytes rendered on a worker thread so that no hotel waits on another's PDF.
 */
export async function renderDocument<K extends DocumentKind>(
  ctx: RequestContext,
  kind: K,
  load: () => Promise<DocumentInput<K>>,
): Promise<Buffer> {
  const hotelId = requireHotelId(ctx);
  const busy = inTheMaking.get(hotelId) ?? 0;
  if (busy >= DOCUMENTS_AT_ONCE) throw rateLimited(DOCUMENTS_BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS);
  inTheMaking.set(hotelId, busy + 1);
  documentsRendering.inc();
  try {
    const input = await (ctx.config.databaseUrl ? load() : oneReadAtATime(load));
    // One CPU is left to the server's own thread, which answers every hotel's requests meanwhile.
    pool ??= new RenderPool(Math.max(1, availableParallelism() - 1));
    return await pool.render(kind, input);
  } finally {
    documentsRendering.dec();
    const left = (inTheMaking.get(hotelId) ?? 1) - 1;
    if (left > 0) inTheMaking.set(hotelId, left);
    else inTheMaking.delete(hotelId);
  }
}
