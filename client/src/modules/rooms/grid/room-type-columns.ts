import type { HotColumnProps } from '@handsontable/react-wrapper';
import { moneyRenderer } from './money-renderer';

/**
 * The Room Types grid's columns of spec section 2 (without Actions): all editable in place. Rates are
 * text cells holding money text, shown with $, so no amount is ever a float.
 */
export function roomTypeColumns(): HotColumnProps[] {
  const rate = (data: string, title: string): HotColumnProps => ({
    data,
    title,
    type: 'text',
    className: 'htRight htMiddle',
    width: 140,
    hotRenderer: moneyRenderer,
  });
  return [
    { data: 'name', title: 'Name', type: 'text', className: 'htMiddle', width: 260 },
    rate('dailyRate', 'Daily Rate'),
    rate('weeklyRate', 'Weekly Rate'),
    rate('monthlyRate', 'Monthly Rate'),
  ];
}
