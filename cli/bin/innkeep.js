#!/usr/bin/env node
// The `innkeep` command: runs the TypeScript CLI through tsx, like `npm run cli`.
import { register } from 'tsx/esm/api';

register();
await import('../src/index.ts');
