import { defineEntity, p } from '@mikro-orm/core';
import { HotelUser } from './hotel-user.entity';

/** One of a person's ten one-time recovery codes for two-factor sign-in. Only a keyed hash is stored. */
export const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(HotelUser).deleteRule('cascade').index(),
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
  },
});
export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode);
