/**
 * The room-types module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export { RoomType } from './room-type.entity';
export { RoomTypeRateChange } from './room-type-rate-change.entity';
export { type RoomTypeDto, toRoomTypeDto, withoutEmptySchedule } from './room-type.mapper';
export { roomTypeViews, type RoomTypeView } from './room-type-rates';
export { RoomTypeType } from './room-type.types';
export { getRoomType } from './room-types.service';
