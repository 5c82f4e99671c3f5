/** The `effectiveFrom` field of the inputs of records whose values may change from a date (issue 26). */
export const EFFECTIVE_FROM_DESCRIPTION =
  'Updates only: YYYY-MM-DD, today or later, from which the new values take effect (stays checking in before keep the current ones); left out, the values in force today change.';
