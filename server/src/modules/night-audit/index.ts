/**
 * The night-audit module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export {
  businessDateOrToday,
  guardedStayOf,
  holdBooks,
  postedNightsOf,
  refuseClosedDayChange,
  refuseClosedLine,
  refuseNewStayOnClosedNights,
} from './closed-day-guard';
export { AuditDay, NightPosting } from './night-audit.entity';
export { toDailyReportType, toDayReportDto } from './night-audit.mapper';
export { closeDay, closeThrough, dailyReportOfDay, readBooks } from './night-audit.service';
export { closeDaysInBulk } from './bulk-close';
export { refreshClosedDayFigures } from './closed-day-figures';
