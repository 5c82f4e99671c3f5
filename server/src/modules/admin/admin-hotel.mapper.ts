import { toHotelAccountDto, type HotelAccountDto, type HotelAccount } from '../accounts';

/** A hotel account in the admin's table: the account as spec section 3 shows it, plus when it was created. */
export interface AdminHotelDto extends HotelAccountDto {
  createdAt: string;
}

export function toAdminHotelDto(account: HotelAccount): AdminHotelDto {
  return { ...toHotelAccountDto(account), createdAt: account.createdAt.toISOString() };
}
