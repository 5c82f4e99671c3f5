import type { HotColumnProps } from '@handsontable/react-wrapper';
import { NO_TYPE_LABEL } from './room-type-options';

/**
 * The Rooms grid's columns of spec section 2 (without Actions, which the component renders): the number
 * and the type are edited in place; the rates come from the type and are read-only.
 */
export function roomColumns(typeLabels: readonly string[]): HotColumnProps[] {
  const rate = (data: string, title: string): HotColumnProps => ({
    data,
    title,
    readOnly: true,
    className: 'htRight htMiddle',
    width: 130,
  });
  return [
    { data: 'roomNumber', title: 'Room Number', type: 'text', className: 'htMiddle', width: 150 },
    {
      data: 'roomType',
      title: 'Room Type',
      className: 'htMiddle',
      width: 220,
      type: 'dropdown',
      source: [NO_TYPE_LABEL, ...typeLabels],
      strict: true,
      allowInvalid: false,
      filter: false,
    },
    rate('dailyRate', 'Daily Rate'),
    rate('weeklyRate', 'Weekly Rate'),
    rate('monthlyRate', 'Monthly Rate'),
  ];
}
