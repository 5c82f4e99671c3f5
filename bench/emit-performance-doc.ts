import path from 'node:path';
import { PERFORMANCE_DOC, readReport, writePerformanceDoc } from './performance-figures';

/** `npm run docs:performance [bench/results/some-run.json]`: docs/performance.md's figures from a run (latest.json by default). */
const file = process.argv[2] ?? path.join(import.meta.dirname, 'results', 'latest.json');
await writePerformanceDoc(readReport(file));
console.log(`wrote ${path.relative(process.cwd(), PERFORMANCE_DOC)} from ${path.relative(process.cwd(), file)}`);
