/**
 * A tax rate's long-stay rule: how the law of its state exempts a stay of many consecutive nights. The rule
 * counts the nights of a stay's chain (core/long-stay.ts), not its rate type: Monthly bookings stay untaxed
 * as the spec says, but their nights count.
 *
 * - exempt-after N: nights 1…N of the chain are taxed, nights N+1 on are not (Texas, Georgia, Florida).
 * - refund-all N: nights are taxed until the chain reaches night N; from the booking holding night N on none
 *   is, and the tax the earlier bookings carried is credited on that booking (New Jersey).
 * - agreementExempts: a booking with a written long-stay agreement is exempt from night 1.
 * - earlyDepartureDue: a chain under agreement that ends before N nights owes the tax of all its nights.
 */
export const LONG_STAY_MODES = ['exempt-after', 'refund-all'] as const;
export type LongStayMode = (typeof LONG_STAY_MODES)[number];

export interface LongStayRule {
  nights: number;
  mode: LongStayMode;
  agreementExempts: boolean;
  earlyDepartureDue: boolean;
}

export const LONG_STAY_NIGHTS_MIN = 1;
export const LONG_STAY_NIGHTS_MAX = 400;

/** The presets the Tax Rate dialog offers, each labelled "check with your tax authority". */
export const LONG_STAY_PRESETS = [
  { name: 'Texas', rule: { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true } },
  { name: 'New Jersey', rule: { nights: 90, mode: 'refund-all', agreementExempts: true, earlyDepartureDue: true } },
  { name: 'Georgia', rule: { nights: 30, mode: 'exempt-after', agreementExempts: false, earlyDepartureDue: false } },
  {
    name: 'Florida tourist development tax',
    rule: { nights: 183, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true },
  },
] as const satisfies readonly { name: string; rule: LongStayRule }[];

export const LONG_STAY_PRESET_NOTE = 'check with your tax authority';
