import type Handsontable from 'handsontable';
import type { ActivityRow } from '../activity-entry';

/** The Activity grid's columns: read-only text, one entry a row (cells can be selected and copied). */
export const ACTIVITY_HEADERS = ['When', 'Who', 'Record', 'Action', 'Changes'];

export function activityColumns(): Handsontable.ColumnSettings[] {
  const column = (data: keyof ActivityRow, width: number): Handsontable.ColumnSettings => ({ data, width, readOnly: true });
  return [column('when', 190), column('who', 200), column('record', 140), column('action', 170), column('changes', 520)];
}
