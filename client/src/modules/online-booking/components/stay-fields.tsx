import { addDays, isCalendarDate, type CalendarDate } from '@core/stay-dates';
import type { KeyboardEvent } from 'react';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import type { StayDraft, StayField, StayProblems, StayRules } from '../stay-choice';

export interface StayFieldsProps {
  draft: StayDraft;
  problems: StayProblems;
  rules: StayRules;
  today: CalendarDate;
  onChange: (field: StayField, value: string) => void;
  /** Enter in a date field asks for the rooms at once rather than sending the booking. */
  onEnter: () => void;
}

/** Check-in, and nights or check-out (each follows the other). */
export function StayFields({ draft, problems, rules, today, onChange, onEnter }: StayFieldsProps) {
  const enterAsks = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter();
  };
  const fewest = Math.max(1, rules.minNights);
  return (
    <fieldset className="book-section book-stay">
      <legend className="book-section-title">Your stay</legend>
      <div className="book-stay-fields">
        <FormField label="Check-in" error={problems.checkIn} className="book-stay-check-in">
          <Input
            type="date"
            name="checkIn"
            value={draft.checkIn}
            min={today}
            max={addDays(today, rules.maxDaysAhead)}
            onChange={(event) => onChange('checkIn', event.target.value)}
            onKeyDown={enterAsks}
          />
        </FormField>
        <FormField label="Nights" error={problems.nights} className="book-stay-nights">
          <Input
            type="number"
            name="nights"
            inputMode="numeric"
            min={fewest}
            step={1}
            value={draft.nights}
            onChange={(event) => onChange('nights', event.target.value)}
            onKeyDown={enterAsks}
          />
        </FormField>
        <FormField label="Check-out" error={problems.checkOut} className="book-stay-check-out">
          <Input
            type="date"
            name="checkOut"
            value={draft.checkOut}
            min={addDays(isCalendarDate(draft.checkIn) ? draft.checkIn : today, 1)}
            onChange={(event) => onChange('checkOut', event.target.value)}
            onKeyDown={enterAsks}
          />
        </FormField>
      </div>
      {fewest > 1 && <p className="book-hint">Stays of at least {fewest} nights.</p>}
    </fieldset>
  );
}
