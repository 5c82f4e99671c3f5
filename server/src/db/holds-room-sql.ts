import { ROOM_FREEING_STATUSES } from '@core/stay-status';
import { rawSql, type SqlFragment } from './sql';

/**
 * The condition of the exclusion constraint (migration 0017), written as it is there so that the planner
 * proves a query's rows are in the constraint's partial index: the stays that hold their room.
 */
export const holdsRoomSql = (alias: string): SqlFragment =>
  rawSql(`${alias}.stay_status not in (${ROOM_FREEING_STATUSES.map((status) => `'${status}'`).join(', ')})`);
/** holdsRoomSql for the lists' and reports' alias b. */
export const HOLDS_ROOM_SQL = holdsRoomSql('b');
