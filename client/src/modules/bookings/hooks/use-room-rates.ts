import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { toast } from '../../../ui/toast';
import { BookingDynamicRateQuery } from '../graphql/booking-dynamic-rate-query';
import { BookingRateNoteQuery } from '../graphql/booking-rate-note-query';
import type { EntryRates } from '../grid/entry-row';
import type { BookingRoom } from './use-booking-setup';

const DYNAMIC_RATE_TOAST_MS = 3000;

/**
 * Spec section 4, picking a room: the dynamic rate for the room type and check-in date, with the toast
 * 'Dynamic Rate Applied' when a rate period applies; on failure the room type's own rates. Null for a room
 * without a type.
 */
export function useRoomRates() {
  const client = useApolloClient();

  return useCallback(
    async (room: BookingRoom, checkInDate: string): Promise<EntryRates | null> => {
      const roomType = room.roomType;
      if (!roomType) return null;
      const own: EntryRates = {
        dailyRate: roomType.dailyRate,
        weeklyRate: roomType.weeklyRate,
        monthlyRate: roomType.monthlyRate,
      };
      try {
        const { data } = await client.query({
          query: BookingDynamicRateQuery,
          variables: { roomTypeId: roomType.id, checkInDate },
          fetchPolicy: 'network-only',
        });
        const rate = data?.dynamicRate;
        if (!rate) return own;
        if (rate.rateType !== 'standard') {
          toast({
            title: 'Dynamic Rate Applied',
            description: `Using ${rate.ratePeriodName ?? rate.rateType} rates for this date`,
            duration: DYNAMIC_RATE_TOAST_MS,
          });
        }
        return { dailyRate: rate.dailyRate, weeklyRate: rate.weeklyRate, monthlyRate: rate.monthlyRate };
      } catch {
        return own;
      }
    },
    [client],
  );
}

/** A stay's pricing note (the dynamic rate's note for its rate type and nights), or null; null too when it cannot be asked. */
export function useRateNote() {
  const client = useApolloClient();
  return useCallback(
    async (roomTypeId: number, checkInDate: string, rateType: string, nights: number): Promise<string | null> => {
      try {
        const { data } = await client.query({
          query: BookingRateNoteQuery,
          variables: { roomTypeId, checkInDate, rateType, nights },
        });
        return data?.dynamicRate.note ?? null;
      } catch {
        return null;
      }
    },
    [client],
  );
}
