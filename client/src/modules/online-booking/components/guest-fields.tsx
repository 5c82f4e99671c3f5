import { useId } from 'react';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import type { GuestDetails, GuestField } from '../guest-details';

export interface GuestFieldsProps {
  details: GuestDetails;
  errors: Partial<Record<GuestField, string>>;
  onChange: (field: keyof GuestDetails, value: string) => void;
}

/** First and last name, email and phone; and the honeypot field that only bots fill. */
export function GuestFields({ details, errors, onChange }: GuestFieldsProps) {
  const id = useId();
  return (
    <fieldset className="book-section book-details">
      <legend className="book-section-title">Your details</legend>
      <div className="book-details-fields">
        <FormField label="First name" error={errors.firstName}>
          <Input
            name="firstName"
            autoComplete="given-name"
            value={details.firstName}
            onChange={(event) => onChange('firstName', event.target.value)}
          />
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          <Input
            name="lastName"
            autoComplete="family-name"
            value={details.lastName}
            onChange={(event) => onChange('lastName', event.target.value)}
          />
        </FormField>
        <FormField label="Email" error={errors.email} hint="Your confirmation and the link to manage the booking go here.">
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={details.email}
            onChange={(event) => onChange('email', event.target.value)}
          />
        </FormField>
        <FormField label="Phone" error={errors.phone}>
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            value={details.phone}
            onChange={(event) => onChange('phone', event.target.value)}
          />
        </FormField>
      </div>
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only a bot
          filling every field fills it (the server then stores nothing and answers as if booked). */}
      <div className="book-website" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={details.website}
          onChange={(event) => onChange('website', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
