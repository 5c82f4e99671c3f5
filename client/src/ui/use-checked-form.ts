import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from './toast';

/** The fields of a form's values that hold text. */
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A form's values read as what it saves, or the first problem in the words of the core schema. */
export type FormCheck<TInput> = { ok: true; input: TInput } | { ok: false; message: string };

/**
 * A form whose values are checked as a whole on submit (a rate type's own fields, a percent turned into a
 * fraction) rather than field by field: the problem is toasted (spec section 8) and kept in `problem` for a
 * dialog to repeat where the person looks, since the toast sits under a modal's backdrop.
 */
export function useCheckedForm<TValues extends object, TInput>(
  initial: TValues | (() => TValues),
  check: (values: TValues) => FormCheck<TInput>,
) {
  const [values, setValues] = useState<TValues>(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  /** Props for an Input, Select or textarea of a text field: its value and onChange. */
  const field = <K extends TextField<TValues>>(name: K) => ({
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(name, event.target.value as TValues[K]),
  });

  /** New values (a record opened, the form cleared), with no problem shown. */
  const load = (next: TValues) => {
    setValues(next);
    setProblem(null);
  };

  const handleSubmit = (onValid: (input: TInput) => void | Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(values);
    setProblem(checked.ok ? null : checked.message);
    if (!checked.ok) {
      toast({ variant: 'destructive', title: 'Error', description: checked.message });
      return;
    }
    await onValid(checked.input);
  };

  return { values, set, field, setValues, problem, load, handleSubmit };
}
