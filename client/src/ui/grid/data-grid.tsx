import { HotTable, type HotTableProps, type HotTableRef } from '@handsontable/react-wrapper';
import type { Ref } from 'react';
import { GRID_THEME, handsontableLicenceKey } from './handsontable-setup';

/**
 * What every grid of the app shares. The accessibility options of Handsontable 18: ARIA roles and
 * labels on the cells (ariaTags), headers reachable with the arrow keys so that a screen reader can read
 * them (navigableHeaders), and Tab moving between cells inside the grid (tabNavigation).
 */
const GRID_DEFAULTS = {
  themeName: GRID_THEME,
  rowHeaders: false,
  width: '100%',
  stretchH: 'all',
  autoWrapRow: true,
  autoWrapCol: true,
  ariaTags: true,
  navigableHeaders: true,
  tabNavigation: true,
} as const satisfies HotTableProps;

export interface DataGridProps extends HotTableProps {
  ref?: Ref<HotTableRef>;
}

/** A Handsontable grid with the app's shared settings; a screen passes its columns and what differs. */
export function DataGrid({ ref, ...props }: DataGridProps) {
  return <HotTable ref={ref} licenseKey={handsontableLicenceKey()} {...GRID_DEFAULTS} {...props} />;
}
