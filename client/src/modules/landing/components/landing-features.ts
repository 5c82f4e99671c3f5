import { BedDouble, Calculator, CalendarDays, CreditCard, FileChartColumn, Sheet, type LucideIcon } from 'lucide-react';

export interface LandingFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Spec 1: the capabilities the product lists. */
export const LANDING_FEATURES: readonly LandingFeature[] = [
  {
    icon: CalendarDays,
    title: 'Booking management',
    text: 'Take bookings at Daily, Weekly and Monthly rates, with check-out dates worked out for you.',
  },
  {
    icon: Calculator,
    title: 'Automatic tax and resort fee calculation',
    text: 'Taxes and resort fees are applied to every stay from the rates you configure.',
  },
  {
    icon: CreditCard,
    title: 'Payment processing and balance tracking',
    text: 'Record what each guest paid and see at a glance who still has a balance due.',
  },
  {
    icon: FileChartColumn,
    title: 'Monthly and quarterly financial reports',
    text: 'Taxable and non-taxable revenue, taxes and totals by month and by quarter, ready to print.',
  },
  {
    icon: BedDouble,
    title: 'Room and room type management',
    text: 'Organise rooms by type with their daily, weekly and monthly rates, or create a whole floor at once.',
  },
  {
    icon: Sheet,
    title: 'An Excel-like interface',
    text: 'Work in fast, familiar grids: type, tab and paste the way your front desk already does.',
  },
];
