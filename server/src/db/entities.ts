import { AccountToken, AuthSession, HotelAccount, HotelUser, RecoveryCode, ThrottledAttempt } from '../modules/accounts';
import { HotelSetting } from '../modules/settings';
import { RoomType, RoomTypeRateChange } from '../modules/room-types';
import { Room } from '../modules/rooms';
import { RoomBlock } from '../modules/housekeeping';
import { Amenity } from '../modules/amenities';
import { Employee } from '../modules/employees';
import { TaxRate, TaxRateChange } from '../modules/tax-rates';
import { Guest } from '../modules/guests';
import { Booking, BookingTotals } from '../modules/bookings';
import { RatePeriod } from '../modules/rate-periods';
import { Licence } from '../modules/licensing';
import { AuditLog } from '../modules/audit';
import { FolioAdjustment, FolioCharge, FolioPayment } from '../modules/folio';
import { AuditDay, NightPosting } from '../modules/night-audit';
import { BookingManageLink, OnlineBookingPage } from '../modules/online-booking';

/** Every entity, listed once. Each module adds its own here. */
export const entities = [
  HotelAccount,
  HotelUser,
  RecoveryCode,
  AuthSession,
  AccountToken,
  ThrottledAttempt,
  HotelSetting,
  RoomType,
  RoomTypeRateChange,
  Room,
  RoomBlock,
  Amenity,
  Employee,
  TaxRate,
  TaxRateChange,
  Guest,
  RatePeriod,
  Booking,
  BookingTotals,
  Licence,
  AuditLog,
  FolioCharge,
  FolioPayment,
  FolioAdjustment,
  AuditDay,
  NightPosting,
  OnlineBookingPage,
  BookingManageLink,
];
