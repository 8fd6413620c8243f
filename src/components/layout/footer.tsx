import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { footerNav, footerResources, type NavLink } from '@/content/navigation';
import { fullAddress, site } from '@/content/site';
import { Logo } from './logo';
import { SocialLinks } from './social-links';
import { OfferCountdown } from './offer-countdown';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

/** Files are plain links (the router would treat them as pages). */
function isFile(path: string): boolean {
  return /\.(pdf|xlsx|xml)$/.test(path);
}

const linkClass = 'rounded text-ink-200 transition-colors hover:text-white';

interface FooterNavProps {
  headingId: string;
  title: string;
  links: NavLink[];
  listClassName: string;
  /** Items after the links, such as the sitemap, which opens in a new tab. */
  children?: ReactNode;
}

/** A titled column of footer links; the heading names the nav landmark. */
function FooterNav({ headingId, title, links, listClassName, children }: FooterNavProps) {
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-base font-semibold text-white">
        {title}
      </h2>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.path}>
            {isFile(link.path) ? (
              <a href={link.path} download className={linkClass}>
                {link.name}
              </a>
            ) : (
              <Link to={link.path} rel={link.rel} className={linkClass}>
                {link.name}
              </Link>
            )}
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** The site footer; `newsletter` is the sign-up form, supplied by the app layer. */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink-950 text-ink-200">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed">
            {site.tagline}. Since {site.founded} we have helped {site.stats.businessesHelped} local businesses get found on Google.
          </p>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={site.phone.href} className={`${linkClass} inline-flex items-center gap-2`}>
                <Phone aria-hidden="true" className="size-4" /> {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <Mail aria-hidden="true" className="size-4" /> {site.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> <span>{fullAddress}</span>
            </li>
          </ul>
          <SocialLinks />
        </div>

        <FooterNav
          headingId="footer-links-heading"
          title="Company"
          links={footerNav}
          listClassName="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1"
        >
          <li>
            <a href="/sitemap.xml" target="_blank" rel="noopener" className={linkClass}>
              Sitemap<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        </FooterNav>

        <FooterNav headingId="footer-resources-heading" title="Free Resources" links={footerResources} listClassName="mt-4 space-y-2 text-sm" />

        <div className="space-y-8">
          {newsletter}
          <OfferCountdown />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-content px-4 py-6 text-sm sm:px-6 lg:px-8" suppressHydrationWarning>
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
