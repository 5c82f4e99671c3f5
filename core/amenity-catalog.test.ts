import { describe, it, expect } from 'vitest';
import {
  AMENITY_CATEGORIES,
  AMENITY_ICONS,
  AMENITY_ICON_OPTIONS,
  iconLabel,
  iconOptionsFor,
  isAmenityCategory,
  isAmenityIcon,
} from './amenity-catalog';

describe('amenity catalogue', () => {
  it('has the 7 categories of the spec, in order', () => {
    expect(AMENITY_CATEGORIES).toEqual([
      'Recreation',
      'Business',
      'Dining',
      'Wellness',
      'Transportation',
      'Technology',
      'Services',
    ]);
  });

  it.each([
    ['Recreation', 'Waves:Pool/Water Dumbbell:Fitness Center Gamepad2:Game Room TreePine:Garden/Nature Music:Entertainment'],
    ['Business', 'Briefcase:Business Center Users:Meeting Rooms Wifi:WiFi Phone:Phone Services Globe:Internet'],
    ['Dining', 'Utensils:Restaurant Coffee:Cafe/Bar ShoppingBag:Room Service'],
    ['Wellness', 'Heart:Spa/Wellness Waves:Hot Tub Dumbbell:Yoga/Meditation'],
    ['Transportation', 'Car:Parking Plane:Airport Shuttle MapPin:Location Services'],
    ['Technology', 'Tv:TV/Cable Wifi:High-Speed Internet Camera:Digital Services'],
    ['Services', 'ShieldCheck:Security Calendar:Concierge Clock:24/7 Service Baby:Family Services Dog:Pet-Friendly'],
  ])('%s offers %s', (category, expected) => {
    expect(
      iconOptionsFor(category)
        .map((option) => `${option.icon}:${option.label}`)
        .join(' '),
    ).toBe(expected);
  });

  it('keeps 27 (category, icon) options and 24 distinct icon names', () => {
    expect(Object.values(AMENITY_ICON_OPTIONS).flat()).toHaveLength(27);
    expect(AMENITY_ICONS).toHaveLength(24);
    expect(AMENITY_ICONS.slice(0, 6)).toEqual(['Waves', 'Dumbbell', 'Gamepad2', 'TreePine', 'Music', 'Briefcase']);
    expect(AMENITY_ICONS.at(-1)).toBe('Dog');
  });

  it('offers nothing for an unknown category', () => {
    expect(iconOptionsFor('Spa')).toEqual([]);
    expect(iconOptionsFor('recreation')).toEqual([]);
  });

  it.each([
    ['Recreation', true],
    ['Services', true],
    ['services', false],
    ['', false],
    [3, false],
  ])('isAmenityCategory(%j) is %s', (value, expected) => {
    expect(isAmenityCategory(value)).toBe(expected);
  });

  it.each([
    ['Waves', true],
    ['Dog', true],
    ['waves', false],
    ['Bed', false],
  ])('isAmenityIcon(%j) is %s', (value, expected) => {
    expect(isAmenityIcon(value)).toBe(expected);
  });

  it.each([
    ['Waves', 'Wellness', 'Hot Tub'],
    ['Waves', 'Recreation', 'Pool/Water'],
    ['Waves', undefined, 'Pool/Water'],
    ['Wifi', 'Technology', 'High-Speed Internet'],
    ['Wifi', 'Dining', 'WiFi'],
    ['Bed', undefined, null],
  ])('iconLabel(%j, %j) is %j', (icon, category, expected) => {
    expect(iconLabel(icon, category)).toBe(expected);
  });
});
