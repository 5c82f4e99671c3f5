// @vitest-environment happy-dom
import type { RoomTypeInput } from '@core/schemas/room.schema';
import type { HotTableRef } from '@handsontable/react-wrapper';
import { renderHook } from '@testing-library/react';
import Handsontable from 'handsontable/base';
import { registerCellType, TextCellType } from 'handsontable/cellTypes';
import { afterEach, describe, expect, it } from 'vitest';
import { roomTypeInputFromRow, type RoomTypeRow } from '../../modules/rooms/grid/room-type-rows';
import { useGridRowEdits } from './use-grid-row-edits';

registerCellType(TextCellType);

const saved = (): RoomTypeRow[] => [
  { id: 1, version: 4, name: 'Standard', dailyRate: '89.00', weeklyRate: '500.00', monthlyRate: '1800.00' },
  { id: 2, version: 1, name: 'Suite', dailyRate: '189.00', weeklyRate: '1100.00', monthlyRate: '3900.00' },
];

let hot: Handsontable | null = null;
afterEach(() => {
  hot?.destroy();
  hot = null;
  document.body.innerHTML = '';
});

/** The Room Types rows in a real Handsontable, its edits handled by the hook; each save answered by `answer`. */
function gridOf(answer: (row: RoomTypeRow) => Promise<boolean>) {
  const saves: { row: RoomTypeRow; input: unknown }[] = [];
  const refusals: string[] = [];
  const hotRef = { current: null as HotTableRef | null };
  const { result } = renderHook(() =>
    useGridRowEdits<RoomTypeRow, RoomTypeInput>({
      hotRef,
      parse: roomTypeInputFromRow,
      save: (row, input) => {
        saves.push({ row: { ...row }, input });
        return answer(row);
      },
      onInvalid: (message) => refusals.push(message),
    }),
  );
  const container = document.createElement('div');
  document.body.append(container);
  hot = new Handsontable(container, {
    data: saved(),
    licenseKey: 'non-commercial-and-evaluation',
    columns: ['name', 'dailyRate', 'weeklyRate', 'monthlyRate'].map((data) => ({ data, type: 'text' })),
    beforeChange: (changes, source) => result.current.beforeChange(changes, source),
    afterChange: (changes, source) => result.current.afterChange(changes, source),
  });
  hotRef.current = { hotInstance: hot } as HotTableRef;
  return { grid: hot, saves, refusals };
}

const rowData = (grid: Handsontable, row: number) => grid.getSourceDataAtRow(row) as RoomTypeRow;

describe('editing a grid of records in place', () => {
  it('saves an edited row with the update the core schema reads from it, at the version it was loaded', async () => {
    const { grid, saves, refusals } = gridOf(async () => true);
    grid.setDataAtRowProp(0, 'dailyRate', '$95');
    await Promise.resolve();
    expect(refusals).toEqual([]);
    expect(saves).toEqual([
      {
        row: expect.objectContaining({ id: 1, version: 4, dailyRate: '$95' }),
        input: { name: 'Standard', dailyRate: '95.00', weeklyRate: '500.00', monthlyRate: '1800.00' },
      },
    ]);
  });

  it('keeps out a value the schema refuses, with its message, and saves nothing', () => {
    const { grid, saves, refusals } = gridOf(async () => true);
    grid.setDataAtRowProp(1, 'name', '   ');
    expect(refusals).toEqual(['Room type name is required']);
    expect(rowData(grid, 1).name).toBe('Suite');
    expect(saves).toEqual([]);
  });

  it('puts the saved values back when the server refuses the save', async () => {
    let refuse!: (saved: boolean) => void;
    const { grid, saves } = gridOf(() => new Promise((done) => (refuse = done)));
    grid.setDataAtRowProp(0, 'name', 'Standard King');
    expect(rowData(grid, 0).name).toBe('Standard King');
    expect(saves).toHaveLength(1);

    refuse(false);
    await expect.poll(() => rowData(grid, 0).name).toBe('Standard');
    // The rollback is not an edit: nothing more is saved.
    expect(saves).toHaveLength(1);
  });

  it('groups the cells of one row changed at once into one save', async () => {
    const { grid, saves } = gridOf(async () => true);
    grid.setDataAtRowProp([
      [1, 'dailyRate', '199.00'],
      [1, 'weeklyRate', '1,200'],
    ]);
    await Promise.resolve();
    expect(saves.map((save) => save.input)).toEqual([
      { name: 'Suite', dailyRate: '199.00', weeklyRate: '1200.00', monthlyRate: '3900.00' },
    ]);
  });
});
