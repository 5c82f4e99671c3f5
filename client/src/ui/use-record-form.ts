import { useEffect } from 'react';
import type { z } from 'zod';
import { schemaFields, textValuesOf, type SchemaRecord, type SchemaText } from './form-values';
import { useZodForm } from './use-zod-form';

/** What an Add/Edit dialog of a record is given by its page. */
export interface RecordDialogProps<TRecord, TInput> {
  open: boolean;
  /** The record being edited; null adds a new one. */
  record: TRecord | null;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when saved, which closes the dialog. */
  onSubmit: (input: TInput) => Promise<boolean>;
}

/**
 * The form of an Add/Edit dialog, checked with a core schema (so its messages are the server's own) and
 * filled from the record's fields of that schema (`blank` for a new one). Only a (re)opening loads the
 * record's values: a list refreshing behind the dialog must not overwrite typing.
 */
export function useRecordForm<S extends z.ZodObject, TRecord extends SchemaRecord<S>>(
  schema: S,
  { open, record, onOpenChange, onSubmit }: RecordDialogProps<TRecord, z.output<S>>,
  blank: Partial<SchemaText<S>> = {},
) {
  const valuesOf = (current: TRecord | null): SchemaText<S> => textValuesOf(schemaFields(schema), current, blank);
  // An object schema parses to its output; TypeScript cannot see that of a generic one.
  const form = useZodForm(schema as unknown as z.ZodType<z.output<S>>, valuesOf(record));
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(record));
  }, [open, record?.id]);
  const submit = form.handleSubmit(async (input) => {
    if (await onSubmit(input)) onOpenChange(false);
  });
  return { form, submit };
}

export type RecordForm<S extends z.ZodObject> = ReturnType<typeof useZodForm<SchemaText<S>, z.output<S>>>;
