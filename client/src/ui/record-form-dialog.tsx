import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormDialog, type FormDialogProps } from './form-dialog';
import type { SchemaRecord, SchemaText } from './form-values';
import { useRecordForm, type RecordDialogProps, type RecordForm } from './use-record-form';

/** A dialog's title and submit button, adding a record and editing one. */
export interface RecordDialogWords {
  addTitle: string;
  editTitle: string;
  create: string;
  update: string;
}

/** "Add Room Type", "Edit Room Type", "Create Room Type", "Update Room Type": the words of most dialogs. */
export const recordDialogWords = (noun: string): RecordDialogWords => ({
  addTitle: `Add ${noun}`,
  editTitle: `Edit ${noun}`,
  create: `Create ${noun}`,
  update: `Update ${noun}`,
});

export interface RecordFormDialogProps<S extends z.ZodObject, TRecord extends SchemaRecord<S>>
  extends RecordDialogProps<TRecord, z.output<S>>, Pick<FormDialogProps, 'description' | 'size' | 'formClassName'> {
  schema: S;
  /** The record as the dialog names it ("Room Type"); `words` where the spec words a dialog otherwise. */
  noun: string;
  words?: Partial<RecordDialogWords>;
  /** Whether the dialog updates its record; by default, when it has one. */
  editing?: boolean;
  /** What a new record's fields start as (blank otherwise). */
  blank?: Partial<SchemaText<S>>;
  /** The form's fields, given the form's values, messages and inputs' props. */
  children: (form: RecordForm<S>) => ReactNode;
}

/** An Add/Edit dialog of a record: a FormDialog whose form is the record's, checked with the core schema. */
export function RecordFormDialog<S extends z.ZodObject, TRecord extends SchemaRecord<S>>({
  schema,
  noun,
  words,
  editing,
  blank,
  children,
  open,
  record,
  saving,
  onOpenChange,
  onSubmit,
  ...dialog
}: RecordFormDialogProps<S, TRecord>) {
  const { form, submit } = useRecordForm(schema, { open, record, saving, onOpenChange, onSubmit }, blank);
  const said = { ...recordDialogWords(noun), ...words };
  const updating = editing ?? record !== null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      saving={saving}
      onSubmit={submit}
      title={updating ? said.editTitle : said.addTitle}
      submitLabel={updating ? said.update : said.create}
      {...dialog}
    >
      {children(form)}
    </FormDialog>
  );
}
