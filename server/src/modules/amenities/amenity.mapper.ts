import type { Amenity } from './amenity.entity';

/** An amenity as /api/amenities and GraphQL show it (spec section 3). */
export interface AmenityDto {
  id: number;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  name: string;
  description: string | null;
  category: string;
  icon: string;
  isActive: boolean;
  sortOrder: number;
}

export function toAmenityDto(amenity: Amenity): AmenityDto {
  return {
    id: amenity.id,
    version: amenity.version,
    name: amenity.name,
    description: amenity.description ?? null,
    category: amenity.category,
    icon: amenity.icon,
    isActive: amenity.isActive,
    sortOrder: amenity.sortOrder,
  };
}
