import { siFacebook, siInstagram, siX, siYoutube, type SimpleIcon } from 'simple-icons';

const icons: Record<string, SimpleIcon> = {
  Facebook: siFacebook,
  Instagram: siInstagram,
  YouTube: siYoutube,
  X: siX,
};

/** A brand mark from simple-icons, decorative: the link around it carries the name. */
export function SocialIcon({ network }: { network: string }) {
  const icon = icons[network];
  if (!icon) return null;
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d={icon.path} />
    </svg>
  );
}
