import {
  Award, BarChart3, Building2, Captions, Code2, Eye, FileText, Gauge, Globe, Image, Layers, Link2, ListTree, MapPin, Mic,
  Quote, Search, Share2, Shield, Smartphone, Sparkles, UserCheck, Video, Zap, type LucideIcon,
} from 'lucide-react';
import type { TipIcon } from '@/content/tips';

const icons: Record<TipIcon, LucideIcon> = {
  sparkles: Sparkles,
  mic: Mic,
  smartphone: Smartphone,
  gauge: Gauge,
  'map-pin': MapPin,
  'bar-chart': BarChart3,
  video: Video,
  quote: Quote,
  search: Search,
  shield: Shield,
  share: Share2,
  code: Code2,
  image: Image,
  globe: Globe,
  award: Award,
  layers: Layers,
  link: Link2,
  'file-text': FileText,
  zap: Zap,
  eye: Eye,
  'user-check': UserCheck,
  building: Building2,
  'list-tree': ListTree,
  captions: Captions,
};

export function TipIconView({ icon }: { icon: TipIcon }) {
  const Component = icons[icon];
  return <Component aria-hidden="true" className="size-5 text-brand-700" />;
}
