import { Mail, Phone } from 'lucide-react';
import { site } from '@/content/site';

const linkClasses = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/**
 * The agency's phone and e-mail as two items of a contact list (`/contact`'s details, `/book`'s
 * "Rather talk now?"), each a link with its icon, so the two pages always give the same numbers.
 */
export function PhoneAndEmailItems() {
  return (
    <>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <a href={site.phone.href} className={linkClasses}>
          {site.phone.display}
        </a>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <a href={`mailto:${site.email}`} className={`break-all ${linkClasses}`}>
          {site.email}
        </a>
      </li>
    </>
  );
}
