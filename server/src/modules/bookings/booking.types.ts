import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  RATE_TYPES,
  orList,
  type BookingSource,
  type BookingStatus,
  type RateType,
} from '@core/booking-choices';
import type { bookingBatchRowSchema } from '@core/schemas/booking-batch.schema';
import type { bookingSchema } from '@core/schemas/booking.schema';
import type { editVersionSchema } from '@core/schemas/record-version.schema';
import { STAY_STATUSES, type StayStatus } from '@core/stay-status';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';
import type { BookingDto, BookingRoomDto } from './booking.mapper';

const AUTO_RENEW_INPUT =
  'Renew the stay by one period as its check-out nears; false on a new booking, kept by an update when null';

@ObjectType('BookingRoom')
export class BookingRoomType implements BookingRoomDto {
  @Field(() => Int) id!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => String, { nullable: true }) roomTypeName!: string | null;
}

@ObjectType('Booking', { description: 'A booking of spec section 3; money as strings with two decimals.' })
export class BookingType implements BookingDto {
  @Field(() => Int) id!: number;
  @Field(() => Int) roomId!: number;
  @Field(() => BookingRoomType) room!: BookingRoomType;
  @Field(() => String, { description: "The guest as entered, 'Last, First'" }) guest!: string;
  @Field(() => Int, { nullable: true }) guestId!: number | null;
  @Field(() => String) checkInDate!: string;
  @Field(() => String, { description: orList(RATE_TYPES) }) rateType!: RateType;
  @Field(() => Int) nights!: number;
  @Field(() => String) checkOutDate!: string;
  @Field(() => String) dailyWeeklyAmount!: string;
  @Field(() => String) monthlyAmount!: string;
  @Field(() => String) subtotal!: string;
  @Field(() => String, { description: 'Tax 1' }) taxAmount!: string;
  @Field(() => String, { description: 'Tax 2' }) resortFee!: string;
  @Field(() => String) grandTotal!: string;
  @Field(() => String, { description: "The folio's extras (parking, pet fee...), owed besides the grand total" })
  extras!: string;
  @Field(() => String, { description: "The sum of the folio's payments" }) paidAmount!: string;
  @Field(() => String, { description: 'Grand total and extras less what was paid' }) balance!: string;
  @Field(() => String, {
    description: `Text of up to 40 characters, such as ${orList(PAYMENT_METHODS)}; ${DEFAULT_PAYMENT_METHOD} when blank`,
  })
  paymentMethod!: string;
  @Field(() => Boolean, {
    description: 'A written long-stay agreement: exempts the stay from night 1 under tax rules that say so',
  })
  longStayAgreement!: boolean;
  @Field(() => String, { description: orList(BOOKING_STATUSES) }) status!: BookingStatus;
  @Field(() => String, { description: `${orList(STAY_STATUSES)}: where the stay stands, beside the payment status` })
  stayStatus!: StayStatus;
  @Field(() => String, { nullable: true, description: 'Why the booking was cancelled, as the desk wrote it' })
  cancelReason!: string | null;
  @Field(() => Boolean, { description: 'The renewal job extends the stay by one period as its check-out nears' })
  autoRenew!: boolean;
  @Field(() => String, { nullable: true, description: 'Why the last renewal was refused (the room taken, the demo limit)' })
  renewalError!: string | null;
  @Field(() => String, {
    description: `${orList(BOOKING_SOURCES)}: where the booking came from (the guests' booking page is Online)`,
  })
  source!: BookingSource;
  @Field(() => Int, { description: 'Raised by one with every change; an update may name the version it was based on' })
  version!: number;
  @Field(() => String) createdAt!: string;
}

@ObjectType('BookingPageInfo')
export class BookingPageInfoType {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType('BookingConnection', { description: 'Bookings, most recently created first, a page at a time.' })
export class BookingConnectionType {
  @Field(() => [BookingType]) nodes!: BookingType[];
  @Field(() => BookingPageInfoType) pageInfo!: BookingPageInfoType;
  @Field(() => Int) totalCount!: number;
}

/** Loose transport types: the core booking schema validates (money as text, as the form types it). */
@InputType('BookingInput')
export class BookingInputType implements ParsedBy<typeof bookingSchema>, ParsedBy<typeof editVersionSchema> {
  @Field(() => Int) roomId!: number;
  @Field(() => String) guest!: string;
  @Field(() => Int, { nullable: true }) guestId: InputMaybe<number>;
  @Field(() => String) checkInDate!: string;
  @Field(() => String, { nullable: true, description: orList(RATE_TYPES) }) rateType: InputMaybe<string>;
  @Field(() => Int, { nullable: true }) nights: InputMaybe<number>;
  @Field(() => String, { nullable: true }) dailyWeeklyAmount: InputMaybe<string>;
  @Field(() => String, { nullable: true }) monthlyAmount: InputMaybe<string>;
  @Field(() => String, { nullable: true }) grandTotal: InputMaybe<string>;
  @Field(() => String, { nullable: true }) paidAmount: InputMaybe<string>;
  @Field(() => String, { nullable: true }) paymentMethod: InputMaybe<string>;
  @Field(() => String, { nullable: true, description: orList(BOOKING_STATUSES) }) status: InputMaybe<string>;
  @Field(() => Boolean, { nullable: true, description: 'Left out, a new booking has none and an edit keeps the booking’s' })
  longStayAgreement: InputMaybe<boolean>;
  @Field(() => Boolean, { nullable: true, description: AUTO_RENEW_INPUT }) autoRenew: InputMaybe<boolean>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
}

/** A row of saveBookingBatch: with an id, an update of the fields given (null = not given); without, a new booking. */
@InputType('BookingBatchItemInput')
export class BookingBatchItemInputType implements ParsedBy<typeof bookingSchema>, ParsedBy<typeof bookingBatchRowSchema> {
  @Field(() => Int, { nullable: true }) id: InputMaybe<number>;
  @Field(() => Int, { nullable: true }) roomId: InputMaybe<number>;
  @Field(() => String, { nullable: true }) guest: InputMaybe<string>;
  @Field(() => Int, { nullable: true }) guestId: InputMaybe<number>;
  @Field(() => String, { nullable: true }) checkInDate: InputMaybe<string>;
  @Field(() => String, { nullable: true }) rateType: InputMaybe<string>;
  @Field(() => Int, { nullable: true }) nights: InputMaybe<number>;
  @Field(() => String, { nullable: true }) dailyWeeklyAmount: InputMaybe<string>;
  @Field(() => String, { nullable: true }) monthlyAmount: InputMaybe<string>;
  @Field(() => String, { nullable: true }) grandTotal: InputMaybe<string>;
  @Field(() => String, { nullable: true }) paidAmount: InputMaybe<string>;
  @Field(() => String, { nullable: true }) paymentMethod: InputMaybe<string>;
  @Field(() => String, { nullable: true }) status: InputMaybe<string>;
  @Field(() => Boolean, { nullable: true }) longStayAgreement: InputMaybe<boolean>;
  @Field(() => Boolean, { nullable: true, description: AUTO_RENEW_INPUT }) autoRenew: InputMaybe<boolean>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
}
