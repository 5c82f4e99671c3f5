import type { Amenity } from './amenity.entity';

/** An amenity as /api/amenities and GraphQL show it (spec section 3). */
export interface AmenityDto {
  id: number;
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
    name: amenity.name,
    description: amenity.description ?? null,
    category: amenity.category,
    icon: amenity.icon,
    isActive: amenity.isActive,
    sortOrder: amenity.sortOrder,
  };
}
