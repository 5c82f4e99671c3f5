import { Crown, Mail, Phone, Users, type LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import type { GuestList } from '../hooks/use-guest-list';

const CARDS: { title: string; key: 'totalGuests' | 'vipGuests' | 'withEmail' | 'withPhone'; icon: LucideIcon; tone: string }[] = [
  { title: 'Total Guests', key: 'totalGuests', icon: Users, tone: 'teal' },
  { title: 'VIP Guests', key: 'vipGuests', icon: Crown, tone: 'amber' },
  { title: 'With Email', key: 'withEmail', icon: Mail, tone: 'blue' },
  { title: 'With Phone', key: 'withPhone', icon: Phone, tone: 'violet' },
];

/** Total Guests, VIP Guests, With Email, With Phone (spec 2). */
export function GuestStatCards({ stats }: { stats: GuestList['stats'] }) {
  return (
    <div className="guest-stats">
      {CARDS.map((card) => (
        <Card key={card.key} className="guest-stat" data-stat={card.title}>
          <CardContent className="guest-stat-content">
            <span className={`guest-stat-icon guest-tone-${card.tone}`} aria-hidden="true">
              <card.icon />
            </span>
            <div>
              <p className="guest-stat-label">{card.title}</p>
              {stats ? (
                <p className="guest-stat-value">{stats[card.key].toLocaleString('en-US')}</p>
              ) : (
                <Skeleton className="guest-stat-skeleton" />
              )}
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
