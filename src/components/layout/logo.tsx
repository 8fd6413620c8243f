import { Link } from 'react-router-dom';
import { site } from '@/content/site';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md" aria-label={`${site.name}, home`}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" className="shrink-0">
        <rect width="36" height="36" rx="9" fill="#1642c8" />
        <path d="M10 25V11h3.2v11.2H20V25H10Z" fill="#fff" />
        <path d="M19 17.5 23.5 13l3.5 3.5" stroke="#fb9a24" strokeWidth="2.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M23 13h4v4" stroke="#fb9a24" strokeWidth="2.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={`font-display text-lg font-extrabold leading-tight ${tone === 'light' ? 'text-white' : 'text-ink-950'}`}>
        {site.shortName}
      </span>
    </Link>
  );
}
