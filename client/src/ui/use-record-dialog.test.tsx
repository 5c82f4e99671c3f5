// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordDialog } from './use-record-dialog';

type Amenity = { id: number; name: string };
const pool: Amenity = { id: 5, name: 'Pool' };

function renderDialog() {
  const saves: string[] = [];
  const hook = renderHook(() =>
    useRecordDialog<Amenity, { name: string }>({
      create: async (input) => (saves.push(`create ${input.name}`), true),
      update: async (record, input) => (saves.push(`update #${record.id} to ${input.name}`), true),
    }),
  );
  return { ...hook, saves };
}

describe("a page's Add/Edit dialog", () => {
  it('opens blank and saves a new record', async () => {
    const { result, saves } = renderDialog();
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.openAdd());
    expect([result.current.dialog.open, result.current.dialog.record]).toEqual([true, null]);
    await act(() => result.current.dialog.onSubmit({ name: 'Gym' }));
    expect(saves).toEqual(['create Gym']);
  });

  it('opens on a record and saves an update of it, keeping the record while it closes', async () => {
    const { result, saves } = renderDialog();
    act(() => result.current.openEdit(pool));
    await act(() => result.current.dialog.onSubmit({ name: 'Heated Pool' }));
    expect(saves).toEqual(['update #5 to Heated Pool']);
    act(() => result.current.dialog.onOpenChange(false));
    expect([result.current.dialog.open, result.current.dialog.record]).toEqual([false, pool]);
  });
});
