import {
  Baby,
  Briefcase,
  Calendar,
  Camera,
  Car,
  CircleHelp,
  Clock,
  Coffee,
  Dog,
  Dumbbell,
  Gamepad2,
  Globe,
  Heart,
  MapPin,
  Music,
  Phone,
  Plane,
  ShieldCheck,
  ShoppingBag,
  TreePine,
  Tv,
  Users,
  Utensils,
  Waves,
  Wifi,
  type LucideIcon,
} from 'lucide-react';

/** The catalogue's icon names (core/amenity-catalog.ts) are lucide's own export names. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  Waves,
  Dumbbell,
  Gamepad2,
  TreePine,
  Music,
  Briefcase,
  Users,
  Wifi,
  Phone,
  Globe,
  Utensils,
  Coffee,
  ShoppingBag,
  Heart,
  Car,
  Plane,
  MapPin,
  Tv,
  Camera,
  ShieldCheck,
  Calendar,
  Clock,
  Baby,
  Dog,
};

export function AmenityIcon({ name, className }: { name: string; className?: string }) {
  // A name outside the catalogue cannot be stored; the fallback only guards against old data.
  const Icon = ICONS[name] ?? CircleHelp;
  return <Icon className={className} aria-hidden="true" data-icon={name} />;
}
