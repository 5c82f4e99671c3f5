import { useState } from 'react';
import type { RecordDialogProps } from './use-record-form';

export interface RecordSaves<TRecord, TInput> {
  /** Each resolves true when saved (the dialog then closes). */
  create: (input: TInput) => Promise<boolean>;
  update: (record: TRecord, input: TInput) => Promise<boolean>;
}

/**
 * A page's Add/Edit dialog of a record: opened blank or on a record, and saved as a new record or an update of
 * the one it was opened on. `dialog` is what the dialog is given (with the page's `saving`).
 */
export function useRecordDialog<TRecord, TInput>({ create, update }: RecordSaves<TRecord, TInput>) {
  const [state, setState] = useState<{ open: boolean; record: TRecord | null }>({ open: false, record: null });
  const dialog: Omit<RecordDialogProps<TRecord, TInput>, 'saving'> = {
    open: state.open,
    record: state.record,
    onOpenChange: (open) => setState((current) => ({ ...current, open })),
    onSubmit: (input) => (state.record ? update(state.record, input) : create(input)),
  };
  return {
    dialog,
    openAdd: () => setState({ open: true, record: null }),
    openEdit: (record: TRecord) => setState({ open: true, record }),
  };
}
