import type { StatisticsQuery } from '@core/schemas/statistics.schema';
import { STATISTICS_GROUPS } from '@core/statistics';
import { BarChart3, FileDown, FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, buttonClassName } from '../../../ui/button';
import type { FieldErrors } from '../../../ui/form-errors';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { parseStatisticsForm, statisticsDocumentUrl, type StatisticsFormValues } from '../statistics-figures';

const GROUP_LABELS: Record<(typeof STATISTICS_GROUPS)[number], string> = { day: 'Day', month: 'Month' };
const GROUP_OPTIONS = STATISTICS_GROUPS.map((value) => ({ value, label: GROUP_LABELS[value] }));

export interface StatisticsFormProps {
  /** The statistics shown: the form starts from it, and its files are what the links download. */
  shown: StatisticsQuery;
  onShow: (query: StatisticsQuery) => void;
}

/**
 * From, To and Group by, checked by core's statistics schema before anything is asked of the server: a range
 * out of order or longer than 3 years is said under its field. Then the shown statistics' PDF and CSV.
 */
export function StatisticsForm({ shown, onShow }: StatisticsFormProps) {
  const [values, setValues] = useState<StatisticsFormValues>(shown);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);

  const change = (name: keyof StatisticsFormValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    // After a refused submit the messages follow each change, so a fixed field clears its message at once.
    if (attempted) setErrors(parseStatisticsForm(next).errors ?? {});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setAttempted(true);
    const parsed = parseStatisticsForm(values);
    setErrors(parsed.errors ?? {});
    if (parsed.query) onShow(parsed.query);
    else requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form className="report-toolbar" onSubmit={submit} noValidate aria-label="Statistics range">
      <FormField label="From" error={errors.from} className="report-date-field">
        <Input type="date" value={values.from} onChange={change('from')} />
      </FormField>
      <FormField label="To" error={errors.to} className="report-date-field">
        <Input type="date" value={values.to} onChange={change('to')} />
      </FormField>
      <FormField label="Group by" error={errors.groupBy} className="report-group-field">
        <Select options={GROUP_OPTIONS} value={values.groupBy} onChange={change('groupBy')} />
      </FormField>
      <div className="report-toolbar-actions">
        <Button type="submit">
          <BarChart3 aria-hidden="true" />
          Show Statistics
        </Button>
      </div>
      <div className="report-exports" role="group" aria-label="Export statistics">
        <span className="report-exports-label">Export</span>
        <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={statisticsDocumentUrl(shown, 'pdf')} download>
          <FileDown aria-hidden="true" />
          PDF
        </a>
        <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={statisticsDocumentUrl(shown, 'csv')} download>
          <FileText aria-hidden="true" />
          CSV
        </a>
      </div>
    </form>
  );
}
