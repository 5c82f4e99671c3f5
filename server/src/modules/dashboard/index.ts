/**
 * The dashboard module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
// Nothing here is shared yet: the module serves its own endpoints only.
export {};
