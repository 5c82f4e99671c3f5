// @vitest-environment happy-dom
import { amenitySchema } from '@core/schemas/amenity.schema';
import { roomTypeSchema, type RoomTypeInput } from '@core/schemas/room.schema';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useRecordForm, type RecordDialogProps } from './use-record-form';

const standard = { id: 1, version: 3, name: 'Standard', dailyRate: '89.00', weeklyRate: '500.00', monthlyRate: '1800.00' };
type RoomType = typeof standard;

/** A submit of the form, as React hands it over. */
const submitEvent = () =>
  ({ preventDefault: () => undefined, currentTarget: document.createElement('form') }) as unknown as FormEvent<HTMLFormElement>;
/** A keystroke in an input. */
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

/** The room type dialog's form, given what the page gives the dialog; each save answered with `saved`. */
function renderRoomTypeForm(start: Partial<RecordDialogProps<RoomType, RoomTypeInput>>, saved = true) {
  const sent: RoomTypeInput[] = [];
  const openChanges: boolean[] = [];
  const props: RecordDialogProps<RoomType, RoomTypeInput> = {
    open: true,
    record: null,
    saving: false,
    onOpenChange: (open) => void openChanges.push(open),
    onSubmit: async (input) => {
      sent.push(input);
      return saved;
    },
    ...start,
  };
  const hook = renderHook((current: RecordDialogProps<RoomType, RoomTypeInput>) => useRecordForm(roomTypeSchema, current), {
    initialProps: props,
  });
  return { ...hook, props, sent, openChanges };
}

describe("an Add/Edit dialog's form", () => {
  it("is filled from the record's fields of the core schema, or blank to add one", () => {
    expect(renderRoomTypeForm({ record: standard }).result.current.form.values).toEqual({
      name: 'Standard',
      dailyRate: '89.00',
      weeklyRate: '500.00',
      monthlyRate: '1800.00',
    });
    expect(renderRoomTypeForm({ record: null }).result.current.form.values).toEqual({
      name: '',
      dailyRate: '',
      weeklyRate: '',
      monthlyRate: '',
    });
  });

  it('starts a new record from the values given for it, and shows a saved one as text', () => {
    const blank = { isActive: 'true', sortOrder: '0' };
    const amenity = {
      id: 5,
      name: 'Pool',
      category: 'Recreation',
      icon: 'waves',
      description: null,
      isActive: false,
      sortOrder: 2,
    };
    const open = { open: true, saving: false, onOpenChange: () => undefined, onSubmit: async () => true };
    const fresh = renderHook(() => useRecordForm(amenitySchema, { ...open, record: null }, blank));
    expect(fresh.result.current.form.values).toEqual({
      name: '',
      category: '',
      icon: '',
      description: '',
      isActive: 'true',
      sortOrder: '0',
    });
    const edited = renderHook(() => useRecordForm(amenitySchema, { ...open, record: amenity }, blank));
    expect(edited.result.current.form.values).toMatchObject({ description: '', isActive: 'false', sortOrder: '2' });
  });

  it("shows the schema's messages on submit, sends nothing, and clears a message as the field is fixed", async () => {
    const { result, sent } = renderRoomTypeForm({ record: null });
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.form.errors).toEqual({
      name: 'Room type name is required',
      dailyRate: 'Daily rate is required',
      weeklyRate: 'Weekly rate is required',
      monthlyRate: 'Monthly rate is required',
    });
    expect(sent).toEqual([]);

    act(() => result.current.form.field('name').onChange(typed('Deluxe')));
    expect(result.current.form.errors.name).toBeUndefined();
    expect(result.current.form.errors.dailyRate).toBe('Daily rate is required');
  });

  it('keeps quiet while typing before the first submit', () => {
    const { result } = renderRoomTypeForm({ record: null });
    act(() => result.current.form.field('dailyRate').onChange(typed('abc')));
    expect(result.current.form.values.dailyRate).toBe('abc');
    expect(result.current.form.errors).toEqual({});
  });

  it('sends what the schema reads and closes once saved', async () => {
    const { result, sent, openChanges } = renderRoomTypeForm({ record: standard });
    act(() => result.current.form.field('dailyRate').onChange(typed('95')));
    await act(() => result.current.submit(submitEvent()));
    expect(sent).toEqual([{ name: 'Standard', dailyRate: '95.00', weeklyRate: '500.00', monthlyRate: '1800.00' }]);
    expect(openChanges).toEqual([false]);
  });

  it('stays open when the save is refused', async () => {
    const { result, openChanges } = renderRoomTypeForm({ record: standard }, false);
    await act(() => result.current.submit(submitEvent()));
    expect(openChanges).toEqual([]);
  });

  it('is not overwritten by a refresh of the list behind it, and is loaded again on reopening', () => {
    const { result, rerender, props } = renderRoomTypeForm({ record: standard });
    act(() => result.current.form.field('name').onChange(typed('Standard Queen')));
    // The list is read again: the same record, a new object.
    rerender({ ...props, record: { ...standard, dailyRate: '90.00' } });
    expect(result.current.form.values.name).toBe('Standard Queen');

    rerender({ ...props, record: standard, open: false });
    rerender({ ...props, record: standard, open: true });
    expect(result.current.form.values.name).toBe('Standard');
  });
});
