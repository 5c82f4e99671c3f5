import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../app';
import { API_DOC_PATH, readDescriptions, renderApiDoc, routeKey } from './api-doc';

/** `npm run docs:api`: rewrites docs/api.md's endpoint tables from app.ts's routes, keeping their descriptions. */
const target = path.resolve(import.meta.dirname, '../../..', API_DOC_PATH);
const text = await renderApiDoc(readFileSync(target, 'utf8'), routes, target);
writeFileSync(target, text);
const described = readDescriptions(text);
const undescribed = routes.map(routeKey).filter((key) => !described.get(key));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
if (undescribed.length > 0) console.log(`describe these in its last column:\n  ${undescribed.join('\n  ')}`);
