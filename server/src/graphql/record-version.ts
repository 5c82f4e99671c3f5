/** The `version` field of the input types of records that are edited (optimistic locking). */
export const VERSION_DESCRIPTION =
  'Updates only: the version of the record the edit was based on. When someone else has changed it since, the update is refused (code STALE); left out, the update goes ahead.';
