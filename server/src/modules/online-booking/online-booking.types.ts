import type { onlineBookingUpdateSchema } from '@core/schemas/online-booking.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type { OnlineBookingSettings } from './online-booking-settings';

@ObjectType('OnlineBookingSettings', { description: "Settings › Online Booking: the guests' booking page at /book/{slug}." })
export class OnlineBookingSettingsType implements OnlineBookingSettings {
  @Field(() => Boolean, { description: 'The page is on (off by default)' }) enabled!: boolean;
  @Field(() => String, { nullable: true, description: "The page's address name: 3 to 40 lowercase letters, digits and dashes" })
  slug!: string | null;
  @Field(() => Int, { description: 'The shortest stay a guest may book (1 by default)' }) minNights!: number;
  @Field(() => Int, { description: 'How many days ahead check-in may be (365 by default)' }) maxDaysAhead!: number;
  @Field(() => Int, { description: 'Free cancellation until this many days before check-in (2 by default)' })
  cancellationDays!: number;
  @Field(() => String) description!: string;
  @Field(() => [Int], { description: 'The room types offered (all of them by default)' }) roomTypeIds!: number[];
}

@InputType('OnlineBookingSettingsInput', { description: 'Any of the settings; those left out (or null) are kept.' })
export class OnlineBookingSettingsInputType implements ParsedBy<typeof onlineBookingUpdateSchema> {
  @Field(() => Boolean, { nullable: true }) enabled: InputMaybe<boolean>;
  @Field(() => String, { nullable: true, description: "An empty text removes the page's address" }) slug: InputMaybe<string>;
  @Field(() => Int, { nullable: true }) minNights: InputMaybe<number>;
  @Field(() => Int, { nullable: true }) maxDaysAhead: InputMaybe<number>;
  @Field(() => Int, { nullable: true }) cancellationDays: InputMaybe<number>;
  @Field(() => String, { nullable: true }) description: InputMaybe<string>;
  @Field(() => [Int], { nullable: true }) roomTypeIds: InputMaybe<number[]>;
}
