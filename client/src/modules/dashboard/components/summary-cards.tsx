import { formatUsd, parseMoney } from '@core/money';
import {
  BedDouble,
  CalendarCheck,
  CreditCard,
  DollarSign,
  MoonStar,
  Percent,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import type { DashboardQuery } from '../../../gql/graphql';
import { Card, CardContent } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';

export type DashboardSummary = DashboardQuery['dashboard'];

/** Spec 2: shown under Monthly Revenue when the month has no revenue. */
export const NO_RECENT_EARNINGS = 'No recent earnings';
export const SUMMARY_CARD_COUNT = 6;

interface SummaryCard {
  title: string;
  value: string;
  /** The unit or context line under the value. */
  note: string;
  icon: LucideIcon;
  tone: 'teal' | 'blue' | 'green' | 'violet' | 'amber' | 'rose';
}

/** "$1,234.50"; a missing or unreadable amount shows as $0.00. */
function dollars(amount: string | null | undefined): string {
  try {
    return formatUsd(parseMoney(amount || '0'));
  } catch {
    return formatUsd(parseMoney('0'));
  }
}

/** The six cards of spec 2, in order, with the spec's formats. */
export function summaryCards(summary: DashboardSummary): SummaryCard[] {
  const nights = summary.averageStay;
  return [
    { title: 'Total Rooms', value: String(summary.totalRooms), note: 'Rooms in your property', icon: BedDouble, tone: 'teal' },
    {
      title: 'Total Bookings',
      value: String(summary.totalBookings),
      note: 'All bookings on record',
      icon: CalendarCheck,
      tone: 'blue',
    },
    {
      title: 'Monthly Revenue',
      value: dollars(summary.monthlyRevenue),
      note: summary.revenueLabel || NO_RECENT_EARNINGS,
      icon: DollarSign,
      tone: 'green',
    },
    {
      title: 'Average Stay',
      value: nights.toFixed(1),
      note: nights === 1 ? 'night per booking' : 'nights per booking',
      icon: MoonStar,
      tone: 'violet',
    },
    {
      title: 'Occupancy Rate',
      value: `${summary.occupancyRate.toFixed(1)}%`,
      note: 'Room-nights this month',
      icon: Percent,
      tone: 'amber',
    },
    {
      title: 'Pending Payments',
      value: String(summary.pendingPayments),
      note: 'Bookings with a balance due',
      icon: CreditCard,
      tone: 'rose',
    },
  ];
}

export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  return (
    <div className="dashboard-cards">
      {summaryCards(summary).map((card) => (
        <Card key={card.title} className="summary-card" data-card={card.title}>
          <CardContent className="summary-card-content">
            <div className="summary-card-top">
              <p className="summary-card-title">{card.title}</p>
              <span className={`summary-card-icon summary-tone-${card.tone}`} aria-hidden="true">
                <card.icon />
              </span>
            </div>
            <p className="summary-card-value">{card.value}</p>
            <p className="summary-card-note">{card.note}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Six placeholder cards while the summary loads (spec 9). */
export function SummaryCardsLoading() {
  return (
    <div className="dashboard-cards" role="status" aria-label="Loading dashboard data">
      {Array.from({ length: SUMMARY_CARD_COUNT }, (_, index) => (
        <Card key={index} className="summary-card summary-card-placeholder">
          <CardContent className="summary-card-content">
            <div className="summary-card-top">
              <Skeleton className="summary-skeleton-title" />
              <Skeleton className="summary-skeleton-icon" />
            </div>
            <Skeleton className="summary-skeleton-value" />
            <Skeleton className="summary-skeleton-note" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Spec 2: the red card with a warning icon. */
export function SummaryCardsError() {
  return (
    <Card className="dashboard-error" role="alert">
      <CardContent className="dashboard-error-content">
        <TriangleAlert aria-hidden="true" className="dashboard-error-icon" />
        <p>Failed to load dashboard data</p>
      </CardContent>
    </Card>
  );
}
