/**
 * The booking entry row's cells, in the order of spec section 2, then Method, Agreement (the long-stay agreement's
 * checkbox) and Auto-renew (a checkbox too); the dropdown cells carry an arrow first.
 */
export const ENTRY = {
  room: 0,
  guest: 1,
  checkIn: 2,
  rateType: 3,
  nights: 4,
  checkOut: 5,
  dailyWeekly: 6,
  monthly: 7,
  subtotal: 8,
  tax1: 9,
  tax2: 10,
  grandTotal: 11,
  paid: 12,
  balance: 13,
  status: 14,
  method: 15,
  agreement: 16,
  autoRenew: 17,
} as const;
