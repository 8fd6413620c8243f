import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { SocialIcon } from './social-icon';

/** The agency's social profiles as labelled icon links (footer and contact page). */
export function SocialLinks({ tone = 'dark', label = 'Social media' }: { tone?: 'dark' | 'light'; label?: string }) {
  return (
    <ul className="flex gap-2" aria-label={label}>
      {site.social.map(({ label: network, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.name} on ${network} (opens in a new tab)`}
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-full transition-colors',
              tone === 'dark' ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-white text-ink-900 shadow-card hover:text-brand-700',
            )}
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
