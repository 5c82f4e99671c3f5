/**
 * The Reports tab's views, addressable by URL: /hotel/reports is the revenue reports of spec section 2,
 * /hotel/reports?tab=statistics the statistics by the night (issue 25), ?tab=tax the month's tax report (issue 26).
 */
export const REPORTS_TABS = [
  { id: 'revenue', label: 'Revenue', subtitle: 'Monthly and quarterly revenue by check-in date, in USD' },
  { id: 'statistics', label: 'Statistics', subtitle: 'Occupancy, ADR and RevPAR by the night, in USD' },
  { id: 'tax', label: 'Tax', subtitle: 'Taxable and exempt room revenue by tax, by the night, in USD' },
] as const;

export type ReportsTabId = (typeof REPORTS_TABS)[number]['id'];

export const REPORTS_TAB_PARAM = 'tab';

/** The view a ?tab= value names; anything unknown or missing opens the revenue reports. */
export function reportsTabFromParam(value: string | null | undefined): (typeof REPORTS_TABS)[number] {
  return REPORTS_TABS.find((tab) => tab.id === value) ?? REPORTS_TABS[0];
}

/** The query string after choosing a view, other parameters kept: the revenue reports drop ?tab. */
export function searchWithReportsTab(search: URLSearchParams, id: ReportsTabId): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === REPORTS_TABS[0].id) next.delete(REPORTS_TAB_PARAM);
  else next.set(REPORTS_TAB_PARAM, id);
  return next;
}
