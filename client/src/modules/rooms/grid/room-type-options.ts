/** What the Rooms grid and dialogs call a room with no type. */
export const NO_TYPE_LABEL = 'No Type';

export interface RoomTypeOption {
  id: number;
  label: string;
}

/**
 * One label per room type for the grid's dropdown, which chooses by text: two types that share a name
 * are told apart by their id ("Suite (#4)"), so picking one can never save the other.
 */
export function roomTypeOptions(roomTypes: readonly { id: number; name: string }[]): RoomTypeOption[] {
  const counts = new Map<string, number>();
  for (const type of roomTypes) counts.set(type.name, (counts.get(type.name) ?? 0) + 1);
  return roomTypes.map((type) => ({
    id: type.id,
    label: (counts.get(type.name) ?? 0) > 1 ? `${type.name} (#${type.id})` : type.name,
  }));
}

/** The dropdown's label of a room type id; 'No Type' for none, or for a type that is gone. */
export function labelOfRoomType(options: readonly RoomTypeOption[], id: number | null | undefined): string {
  return options.find((option) => option.id === id)?.label ?? NO_TYPE_LABEL;
}

/** The room type id a dropdown label stands for: null for 'No Type', undefined when nothing matches. */
export function roomTypeIdOfLabel(options: readonly RoomTypeOption[], label: unknown): number | null | undefined {
  const text = typeof label === 'string' ? label.trim() : '';
  if (text === '' || text === NO_TYPE_LABEL) return null;
  return options.find((option) => option.label === text)?.id;
}
