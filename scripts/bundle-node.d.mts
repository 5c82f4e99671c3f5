/** Bundles `entry` (relative to the root) into `outfile`: see bundle-node.mjs. */
export function bundleNode(entry: string, outfile: string): Promise<void>;
