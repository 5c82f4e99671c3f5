import { formatMoney } from '@core/money';
import type { RoomType } from './room-type.entity';

/** A room type as the API shows it (spec section 3): rates as money text "79.99". */
export interface RoomTypeDto {
  id: number;
  name: string;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
}

export function toRoomTypeDto(roomType: RoomType): RoomTypeDto {
  return {
    id: roomType.id,
    name: roomType.name,
    dailyRate: formatMoney(roomType.dailyRateCents),
    weeklyRate: formatMoney(roomType.weeklyRateCents),
    monthlyRate: formatMoney(roomType.monthlyRateCents),
  };
}
