import 'reflect-metadata';
import { createOwnerOnly } from '../../server/src/data-dir-modes';
import { createProgram } from './program';

// What a command writes under DATA_DIR (the embedded database's files, backups) is its owner's only, as the server's.
createOwnerOnly();

await createProgram().parseAsync(process.argv);
