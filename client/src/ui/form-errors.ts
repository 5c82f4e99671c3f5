/** A form's messages by field name: the first zod message of each field, word for word. */
export type FieldErrors = Partial<Record<string, string>>;

export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

export function fieldErrorsFrom(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
