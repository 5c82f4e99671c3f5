import { isCalendarDate } from '@core/schemas/common';
import { parseGuestName } from '@core/guest-name';
import { employeeSchema } from '@core/schemas/employee.schema';
import type Handsontable from 'handsontable/base';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import { ROLE_LABELS, rateCellText } from './employee-row';

type Renderer = NonNullable<Exclude<Handsontable.ColumnSettings['renderer'], string>>;
type Validator = (value: unknown, callback: (valid: boolean) => void) => void;

export const EMPLOYEE_COLUMN_HEADERS = ['Name', 'Role', 'Email', 'Phone', 'Hire Date', 'Hourly Rate', 'Active', 'Actions'];

/** The button the Actions cell carries; the page listens for clicks on them. */
export const ACTION_ATTRIBUTE = 'data-employee-action';
export const ID_ATTRIBUTE = 'data-employee-id';

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

// Validators only mark a cell red at once; the server's answer decides whether the edit stays.
export const nameValidator: Validator = (value, callback) => {
  const { firstName, lastName } = parseGuestName(blank(value) ? '' : String(value));
  callback(firstName !== '' && lastName !== '');
};

export const roleValidator: Validator = (value, callback) => {
  callback(employeeSchema.shape.role.safeParse(value).success);
};

export const emailValidator: Validator = (value, callback) => {
  callback(employeeSchema.shape.email.safeParse(value).success);
};

export const hireDateValidator: Validator = (value, callback) => {
  callback(blank(value) || isCalendarDate(String(value).trim()));
};

export const hourlyRateValidator: Validator = (value, callback) => {
  callback(employeeSchema.shape.hourlyRate.safeParse(rateCellText(value)).success);
};

/** "$18.50", right-aligned; a blank rate stays blank. */
export const hourlyRateRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  const text = rateCellText(value);
  td.textContent = text ? `$${text}` : '';
  td.classList.add('htRight');
};

/** The actions of a row's Actions cell, by the data-employee-action they carry. */
export type EmployeeAction = 'edit' | 'delete' | 'sign-in';

/**
 * Edit and Delete buttons, and Give sign-in for an employee who has none yet (issue 15); they carry the
 * employee's id, read from the row's source data.
 */
export const actionsRenderer: Renderer = (hot, td, row) => {
  const source = hot.getSourceDataAtRow(hot.toPhysicalRow(row)) as { id?: number; name?: string; hasSignIn?: boolean } | null;
  td.replaceChildren();
  td.className = 'employee-actions-cell';
  if (!source?.id) return;
  const actions: [EmployeeAction, string][] = [
    ['edit', 'Edit'],
    ['delete', 'Delete'],
  ];
  if (source.hasSignIn === false) actions.push(['sign-in', 'Give sign-in']);
  for (const [action, label] of actions) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `employee-action employee-action-${action}`;
    button.textContent = label;
    button.setAttribute(ACTION_ATTRIBUTE, action);
    button.setAttribute(ID_ATTRIBUTE, String(source.id));
    button.setAttribute('aria-label', `${label} ${source.name ?? 'employee'}`);
    td.append(button);
  }
};

/** The roster grid's columns, in the order of EMPLOYEE_COLUMN_HEADERS. */
export function employeeColumns(): Handsontable.ColumnSettings[] {
  return [
    { data: 'name', type: 'text', validator: nameValidator, width: 180 },
    { data: 'role', type: 'dropdown', source: [...ROLE_LABELS], validator: roleValidator, width: 130 },
    { data: 'email', type: 'text', validator: emailValidator, width: 200 },
    { data: 'phone', type: 'text', width: 130 },
    { data: 'hireDate', type: 'text', validator: hireDateValidator, placeholder: 'YYYY-MM-DD', width: 110 },
    { data: 'hourlyRate', type: 'text', validator: hourlyRateValidator, renderer: hourlyRateRenderer, width: 110 },
    { data: 'isActive', type: 'checkbox', className: 'htCenter', width: 70 },
    { data: 'id', readOnly: true, renderer: actionsRenderer, width: 220, disableVisualSelection: true },
  ];
}
