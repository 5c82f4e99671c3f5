/**
 * A place where a test makes the process fail in the middle of its work. When INNKEEP_FAULT_POINT names this
 * point, the process says so on stderr and waits (a minute at most), for a crash test to kill it there; when
 * it is `fail:` and the point's name, the point throws, for a test of what a server error answers and logs.
 * Never set outside tests; otherwise it costs one environment lookup.
 */
export async function faultPoint(name: string): Promise<void> {
  const chosen = process.env.INNKEEP_FAULT_POINT;
  if (chosen === undefined) return;
  if (chosen === `fail:${name}`) throw new Error(`The fault point ${name} failed on purpose`);
  if (chosen !== name) return;
  process.stderr.write(`[fault point] ${name}\n`);
  await new Promise((resolve) => setTimeout(resolve, 60_000));
}
