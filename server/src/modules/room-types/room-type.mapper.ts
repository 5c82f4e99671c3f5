import { formatMoney } from '@core/money';
import type { RoomType } from './room-type.entity';

/** A room type as the API shows it (spec section 3): rates as money text "79.99". */
export interface RoomTypeDto {
  id: number;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  name: string;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
}

export function toRoomTypeDto(roomType: RoomType): RoomTypeDto {
  return {
    id: roomType.id,
    version: roomType.version,
    name: roomType.name,
    dailyRate: formatMoney(roomType.dailyRateCents),
    weeklyRate: formatMoney(roomType.weeklyRateCents),
    monthlyRate: formatMoney(roomType.monthlyRateCents),
  };
}
