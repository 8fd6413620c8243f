import { BarChart3, Clock, Mail, MapPin, Phone, Search, Shield, Sparkles, Star, Target, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { IconName } from '@/content/types';

const icons: Record<IconName, LucideIcon> = {
  search: Search,
  chart: BarChart3,
  trophy: Trophy,
  'map-pin': MapPin,
  users: Users,
  shield: Shield,
  clock: Clock,
  target: Target,
  sparkles: Sparkles,
  phone: Phone,
  mail: Mail,
  star: Star,
};

/** Content modules name their icons; this maps the name to a decorative lucide icon. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
