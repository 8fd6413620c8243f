import type { ReactNode } from 'react';
import { NOTICE_AT_COLLECTION_PATH } from '@/content/legal/notice-at-collection';
import { SITE_CHECK_NOTICE } from '@/content/legal/site-check-notice';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from './visually-hidden';

/**
 * The line beside a form that collects personal information, linking to the privacy policy's notice
 * at collection (11 CCR 7012; docs/requirements/privacy-policy-ccpa-review.md). The link opens a new
 * tab, so reading it never costs the visitor what they have typed. A form that asks for a website
 * (`siteChecked`) also says that the site is checked once as a public page (issue 64, decision 0081).
 */
export function CollectionNotice({
  children,
  className,
  tone = 'light',
  siteChecked = false,
}: {
  children?: ReactNode;
  className?: string;
  tone?: 'light' | 'dark';
  siteChecked?: boolean;
}) {
  return (
    <p className={cn('text-xs', tone === 'dark' ? 'text-ink-200' : 'text-ink-600', className)}>
      {children ? <>{children} </> : null}
      {siteChecked ? <>{SITE_CHECK_NOTICE} </> : null}
      We never sell or share your details.{' '}
      <a
        href={NOTICE_AT_COLLECTION_PATH}
        target="_blank"
        rel="noopener"
        className={cn('font-semibold underline underline-offset-2', tone === 'dark' ? 'text-white' : 'text-brand-700 hover:text-brand-800')}
      >
        What we collect and why <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </a>
    </p>
  );
}
