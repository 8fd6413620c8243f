import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { fullAddress } from '@/content/site';
import { officeLocation } from '@/content/contact';
import { Button } from '@/components/ui/button';

const delta = 0.006;
const { latitude, longitude } = officeLocation;
const mapUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - delta}%2C${latitude - delta}%2C${longitude + delta}%2C${latitude + delta}&layer=mapnik&marker=${latitude}%2C${longitude}`;

/**
 * The office map behind a click: nothing is requested from the map provider until the visitor asks
 * (docs/decisions/0004-prerendering-and-seo.md), so the page makes no third-party request on load.
 */
export function MapFacade() {
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <iframe
        title={`Map of our office at ${fullAddress}`}
        src={mapUrl}
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video h-auto w-full rounded-card border border-ink-100"
      />
    );
  }
  return (
    <div className="relative flex aspect-video w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-card border border-ink-100 bg-[linear-gradient(135deg,#eef5ff_25%,#d9e8ff_25%,#d9e8ff_50%,#eef5ff_50%,#eef5ff_75%,#d9e8ff_75%)] bg-[length:40px_40px] p-6 text-center">
      <MapPin aria-hidden="true" className="size-10 text-accent-600" />
      <p className="max-w-sm font-semibold text-ink-900">{fullAddress}</p>
      <Button variant="secondary" onClick={() => setLoaded(true)}>
        Show the map
      </Button>
      <p className="max-w-sm text-xs text-ink-700">Loads an interactive map from OpenStreetMap.</p>
    </div>
  );
}
