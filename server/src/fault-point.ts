/**
 * A place where a crash test stops the process in the middle of its work, to kill it there: when
 * INNKEEP_FAULT_POINT names this point, the process says so on stderr and waits (a minute at most).
 * Never set outside tests; otherwise it costs one environment lookup.
 */
export async function faultPoint(name: string): Promise<void> {
  if (process.env.INNKEEP_FAULT_POINT !== name) return;
  process.stderr.write(`[fault point] ${name}\n`);
  await new Promise((resolve) => setTimeout(resolve, 60_000));
}
