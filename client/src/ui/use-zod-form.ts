import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsFrom, type FieldErrors } from './form-errors';

/**
 * Form state for text inputs checked by a shared core/ zod schema. Messages appear on submit, then
 * follow each keystroke so a fixed field clears its message at once.
 */
export function useZodForm<TValues extends Record<string, string>, TOutput>(schema: z.ZodType<TOutput>, initialValues: TValues) {
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);

  const check = (candidate: TValues) => {
    const result = schema.safeParse(candidate);
    return result.success ? { data: result.data, errors: {} } : { data: undefined, errors: fieldErrorsFrom(result.error.issues) };
  };

  const setValue = <K extends keyof TValues & string>(name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(check(next).errors);
  };

  /** Props for an Input: name, value and onChange. */
  const field = <K extends keyof TValues & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
  });

  const handleSubmit = (onValid: (data: TOutput) => void | Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setAttempted(true);
    const result = check(values);
    setErrors(result.errors);
    if (result.data === undefined) {
      // Let React paint the messages, then take the person to the first field to fix.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await onValid(result.data);
  };

  const reset = (next: TValues = initialValues) => {
    setValues(next);
    setErrors({});
    setAttempted(false);
  };

  return { values, errors, field, setValue, handleSubmit, reset };
}
