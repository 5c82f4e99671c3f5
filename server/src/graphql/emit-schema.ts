import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolvers } from '../app';
import { printAppSchema } from './schema';

/** `npm run schema`: writes schema.graphql at the top of the repository, which codegen reads. */
const target = path.resolve(import.meta.dirname, '../../../schema.graphql');
writeFileSync(target, await printAppSchema(resolvers));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
