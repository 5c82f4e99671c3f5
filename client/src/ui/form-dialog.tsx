import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';
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
 * The form of an Add/Edit dialog, checked with a core schema (so its messages are the server's own). Only a
 * (re)opening loads the record's values: a list refreshing behind the dialog must not overwrite typing.
 */
export function useRecordForm<TRecord extends { id: number }, TValues extends Record<string, string>, TInput>(
  schema: z.ZodType<TInput>,
  valuesOf: (record: TRecord | null) => TValues,
  { open, record, onOpenChange, onSubmit }: RecordDialogProps<TRecord, TInput>,
) {
  const form = useZodForm(schema, valuesOf(record));
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(record));
  }, [open, record?.id]);
  const submit = form.handleSubmit(async (input) => {
    if (await onSubmit(input)) onOpenChange(false);
  });
  return { form, submit };
}

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  submitLabel: string;
  saving: boolean;
  size?: 'sm' | 'md' | 'lg';
  formClassName: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A dialog holding one form, with Cancel and the submit button (a spinner while saving) in its footer. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  saving,
  size,
  formClassName,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving && <Spinner label="" />}
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
