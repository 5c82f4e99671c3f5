/**
 * PostgreSQL's 40001 (serialization_failure: a REPEATABLE READ or SERIALIZABLE transaction met a concurrent
 * change) and 40P01 (deadlock_detected): the transaction was rolled back through no fault of the request,
 * and running it again may well succeed. Looks through wrapped errors (MikroORM copies the driver's code).
 */
export function isSerializationFailure(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code === '40001' || code === '40P01') return true;
  return isSerializationFailure(cause, depth + 1);
}
