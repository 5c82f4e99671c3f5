import type Handsontable from 'handsontable/base';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import { gridIcon, type GridIconName } from './grid-icons';
import type { GuestRow } from './guest-rows';

type Renderer = NonNullable<Exclude<Handsontable.ColumnSettings['renderer'], string>>;

export const GUEST_COLUMN_HEADERS = ['Name', 'Email', 'Phone', 'Address', 'VIP', 'Actions'];

/** The buttons of the Actions cell carry these; the page listens for clicks on them. */
export const GUEST_ACTION_ATTRIBUTE = 'data-guest-action';
export const GUEST_ID_ATTRIBUTE = 'data-guest-id';
export type GuestAction = 'edit' | 'print' | 'statement' | 'delete';

const rowAt = (hot: Handsontable.Core, row: number) => hot.getSourceDataAtRow(hot.toPhysicalRow(row)) as GuestRow | null;

function vipBadge(): HTMLElement {
  const badge = document.createElement('span');
  badge.className = 'guest-vip-badge';
  badge.append(gridIcon('crown'), document.createTextNode('VIP'));
  return badge;
}

/** "Last, First" with a VIP badge after it. */
export const nameRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  td.classList.add('guest-name-cell');
  td.replaceChildren();
  const name = document.createElement('span');
  name.className = 'guest-name-text';
  name.textContent = String(value ?? '');
  td.append(name);
  if (rowAt(hot, row)?.vip) td.append(vipBadge());
};

/** Yes as a badge, No in grey. */
export const vipRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, '', cellProperties);
  td.classList.add('htCenter');
  td.replaceChildren();
  const label = document.createElement('span');
  label.className = value ? 'guest-vip-yes' : 'guest-vip-no';
  label.textContent = value ? 'Yes' : 'No';
  td.append(label);
};

/** A muted dash for blank contact fields keeps the table readable. */
export const optionalTextRenderer: Renderer = (hot, td, row, col, prop, value, cellProperties) => {
  textRenderer(hot, td, row, col, prop, value, cellProperties);
  if (!value) {
    td.replaceChildren();
    const dash = document.createElement('span');
    dash.className = 'guest-blank';
    dash.textContent = '—';
    td.append(dash);
  }
};

const ACTIONS: { action: GuestAction; icon: GridIconName; label: (name: string) => string }[] = [
  { action: 'edit', icon: 'pencil', label: (name) => `Edit ${name}` },
  { action: 'print', icon: 'printer', label: (name) => `Print registration form for ${name}` },
  { action: 'statement', icon: 'fileText', label: (name) => `Statement for ${name}` },
  { action: 'delete', icon: 'trash', label: (name) => `Delete ${name}` },
];

/** Edit, print registration form, statement and delete, as icon buttons labelled with the guest's name. */
export const actionsRenderer: Renderer = (hot, td, row) => {
  const source = rowAt(hot, row);
  td.replaceChildren();
  td.className = 'guest-actions-cell';
  if (!source) return;
  for (const { action, icon, label } of ACTIONS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `guest-action guest-action-${action}`;
    button.setAttribute(GUEST_ACTION_ATTRIBUTE, action);
    button.setAttribute(GUEST_ID_ATTRIBUTE, String(source.id));
    button.setAttribute('aria-label', label(source.name));
    button.title = label(source.name);
    button.append(gridIcon(icon));
    td.append(button);
  }
};

/** The Guest Database columns, in the order of GUEST_COLUMN_HEADERS; every cell is read-only. */
export function guestColumns(): Handsontable.ColumnSettings[] {
  return [
    { data: 'name', renderer: nameRenderer, width: 220 },
    { data: 'email', renderer: optionalTextRenderer, width: 230 },
    { data: 'phone', renderer: optionalTextRenderer, width: 140 },
    { data: 'address', renderer: optionalTextRenderer, width: 300 },
    { data: 'vip', renderer: vipRenderer, width: 70 },
    { data: 'id', renderer: actionsRenderer, width: 150 },
  ];
}
