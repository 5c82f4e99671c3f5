import { isCalendarDate } from '@core/stay-dates';
import type { Validator } from './booking-renderers';
import { isMoneyOrBlank } from './cell-values';

// Validators only mark a cell red at once; the booking engine and the server decide what is saved.

export const moneyValidator: Validator = (value, callback) => callback(isMoneyOrBlank(value));

export const calendarDateValidator: Validator = (value, callback) => callback(isCalendarDate(String(value ?? '').trim()));

export const nightsValidator: Validator = (value, callback) => {
  const text = String(value ?? '').trim();
  callback(/^\d+$/.test(text) && Number(text) >= 1);
};
