/**
 * The Node flags of `npm start` (package.json) and the Dockerfile; a node:cluster worker inherits them. The V8
 * pair bounds memory: the young generation at 8 MB a semi-space (Node 24 grows it to 64 MB, 128 MB of each
 * worker once a burst of big reads has passed) and the old generation at 25% above what the last full
 * collection kept (V8 otherwise lets it grow several times over before collecting; no cap on the heap itself,
 * so a big export or backup still fits). node-flags.test.ts keeps the three lists the same; the bench
 * (bench/app-process.ts) starts the server with them.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=25'];
export const SERVER_NODE_FLAGS = ['--enable-source-maps', ...SERVER_V8_FLAGS];

/**
 * glibc's malloc with fixed thresholds (set in the environment before node starts: glibc reads it once). V8
 * compiles PGlite's WebAssembly in background threads whose scratch memory goes back to malloc; with glibc's
 * sliding thresholds it stays in the threads' arenas, about 50 MB resident for the server's life, where fixed
 * ones hand it back to the kernel (docs/performance.md, "Memory"). No effect elsewhere (musl, macOS).
 */
export const SERVER_ENV = { GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072' } as const;
