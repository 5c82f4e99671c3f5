/**
 * The amenity categories and the icons offered for each (spec section 3). Icons are lucide icon names;
 * a few appear in two categories under different labels, so labels belong to the (category, icon) pair.
 */
export const AMENITY_CATEGORIES = [
  'Recreation',
  'Business',
  'Dining',
  'Wellness',
  'Transportation',
  'Technology',
  'Services',
] as const;
export type AmenityCategory = (typeof AMENITY_CATEGORIES)[number];

export interface AmenityIconOption {
  icon: string;
  label: string;
}

export const AMENITY_ICON_OPTIONS: Readonly<Record<AmenityCategory, readonly AmenityIconOption[]>> = {
  Recreation: [
    { icon: 'Waves', label: 'Pool/Water' },
    { icon: 'Dumbbell', label: 'Fitness Center' },
    { icon: 'Gamepad2', label: 'Game Room' },
    { icon: 'TreePine', label: 'Garden/Nature' },
    { icon: 'Music', label: 'Entertainment' },
  ],
  Business: [
    { icon: 'Briefcase', label: 'Business Center' },
    { icon: 'Users', label: 'Meeting Rooms' },
    { icon: 'Wifi', label: 'WiFi' },
    { icon: 'Phone', label: 'Phone Services' },
    { icon: 'Globe', label: 'Internet' },
  ],
  Dining: [
    { icon: 'Utensils', label: 'Restaurant' },
    { icon: 'Coffee', label: 'Cafe/Bar' },
    { icon: 'ShoppingBag', label: 'Room Service' },
  ],
  Wellness: [
    { icon: 'Heart', label: 'Spa/Wellness' },
    { icon: 'Waves', label: 'Hot Tub' },
    { icon: 'Dumbbell', label: 'Yoga/Meditation' },
  ],
  Transportation: [
    { icon: 'Car', label: 'Parking' },
    { icon: 'Plane', label: 'Airport Shuttle' },
    { icon: 'MapPin', label: 'Location Services' },
  ],
  Technology: [
    { icon: 'Tv', label: 'TV/Cable' },
    { icon: 'Wifi', label: 'High-Speed Internet' },
    { icon: 'Camera', label: 'Digital Services' },
  ],
  Services: [
    { icon: 'ShieldCheck', label: 'Security' },
    { icon: 'Calendar', label: 'Concierge' },
    { icon: 'Clock', label: '24/7 Service' },
    { icon: 'Baby', label: 'Family Services' },
    { icon: 'Dog', label: 'Pet-Friendly' },
  ],
};

/** Every icon name once, in catalogue order: what the amenity dialog's picker offers and the schema accepts. */
export const AMENITY_ICONS: readonly string[] = [
  ...new Set(AMENITY_CATEGORIES.flatMap((category) => AMENITY_ICON_OPTIONS[category].map((option) => option.icon))),
];

export function isAmenityCategory(value: unknown): value is AmenityCategory {
  return typeof value === 'string' && (AMENITY_CATEGORIES as readonly string[]).includes(value);
}

export function isAmenityIcon(value: unknown): value is string {
  return typeof value === 'string' && AMENITY_ICONS.includes(value);
}

/** The icon options of one category; none for a category we do not know. */
export function iconOptionsFor(category: string): readonly AmenityIconOption[] {
  return isAmenityCategory(category) ? AMENITY_ICON_OPTIONS[category] : [];
}

/** The label to show under an icon: the category's own label when it has one, else the first catalogue label. */
export function iconLabel(icon: string, category?: string): string | null {
  const own = category ? iconOptionsFor(category).find((option) => option.icon === icon) : undefined;
  if (own) return own.label;
  for (const name of AMENITY_CATEGORIES) {
    const option = AMENITY_ICON_OPTIONS[name].find((candidate) => candidate.icon === icon);
    if (option) return option.label;
  }
  return null;
}
