import { AccountToken } from '../modules/accounts/account-token.entity';
import { AuthSession } from '../modules/accounts/auth-session.entity';
import { HotelAccount } from '../modules/accounts/hotel-account.entity';
import { HotelUser } from '../modules/accounts/hotel-user.entity';
import { RecoveryCode } from '../modules/accounts/recovery-code.entity';
import { ThrottledAttempt } from '../modules/accounts/throttled-attempt.entity';
import { HotelSetting } from '../modules/settings/hotel-setting.entity';
import { RoomType } from '../modules/room-types/room-type.entity';
import { Room } from '../modules/rooms/room.entity';
import { RoomBlock } from '../modules/housekeeping/room-block.entity';
import { Amenity } from '../modules/amenities/amenity.entity';
import { Employee } from '../modules/employees/employee.entity';
import { TaxRate } from '../modules/tax-rates/tax-rate.entity';
import { Guest } from '../modules/guests/guest.entity';
import { Booking } from '../modules/bookings/booking.entity';
import { BookingTotals } from '../modules/bookings/booking-totals.entity';
import { RatePeriod } from '../modules/rate-periods/rate-period.entity';
import { Licence } from '../modules/licensing/licence.entity';
import { AuditLog } from '../modules/audit/audit-log.entity';
import { FolioCharge, FolioPayment } from '../modules/folio/folio-line.entity';

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
  Room,
  RoomBlock,
  Amenity,
  Employee,
  TaxRate,
  Guest,
  RatePeriod,
  Booking,
  BookingTotals,
  Licence,
  AuditLog,
  FolioCharge,
  FolioPayment,
];
