import cluster, { type Worker } from 'node:cluster';

/**
 * With WEB_CONCURRENCY > 1 the port is shared and a scrape lands on any one worker: that worker asks the
 * primary, which gathers every worker's figures with prom-client's AggregatorRegistry (summed across them:
 * counts, histograms, gauges such as requests in flight and pool connections) and sends the text back.
 */
const ASK = 'innkeep:metrics-ask';
const ANSWER = 'innkeep:metrics-answer';
/** prom-client gives up on a worker that does not answer within 5 s; this waits a little longer. */
const ANSWER_TIMEOUT_MS = 7000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK;
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;

/** In the primary (cluster-primary.ts): answers the workers' asks. prom-client is loaded on the first one. */
export function answerWorkersMetrics(): void {
  let aggregator: Promise<{ clusterMetrics(): Promise<string> }> | undefined;
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isAsk(message)) return;
    aggregator ??= import('prom-client').then(({ AggregatorRegistry }) => new AggregatorRegistry());
    aggregator
      .then((registry) => registry.clusterMetrics())
      .then(
        (text) => reply(worker, { type: ANSWER, id: message.id, text }),
        (error: Error) => reply(worker, { type: ANSWER, id: message.id, error: error.message }),
      );
  });
}

function reply(worker: Worker, answer: Answer): void {
  if (worker.isConnected()) worker.send(answer);
}

let asked = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let listening = false;

/**
 * In a worker: the figures of every worker, from the primary. The worker's own prom-client answers the
 * primary's request for its part (AggregatorRegistry's listener, started by `answerPrimary`).
 */
export function everyWorkersMetrics(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (!isAnswer(message)) return;
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.text !== undefined) waiter?.resolve(message.text);
      else waiter?.reject(new Error(`The cluster's metrics could not be gathered: ${message.error}`));
    });
  }
  const id = ++asked;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("The cluster's metrics did not come in time"));
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send!({ type: ASK, id } satisfies Ask);
  });
}
