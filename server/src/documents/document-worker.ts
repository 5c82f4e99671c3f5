import { parentPort } from 'node:worker_threads';
import { renderHere, type DocumentKind } from './document-renderers';

/**
 * A render worker (render-pool.ts): takes one document's kind and data at a time and answers its bytes, or
 * the error's message. Rendering a PDF is synchronous work of up to seconds that would otherwise hold the
 * server's one thread, and every hotel's requests with it.
 */
interface RenderJob {
  kind: DocumentKind;
  input: never;
}

parentPort?.on('message', (job: RenderJob) => {
  renderHere(job.kind, job.input).then(
    (body) => parentPort!.postMessage({ body }),
    (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
