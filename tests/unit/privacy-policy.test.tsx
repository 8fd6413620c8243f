import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../support/render';
import { CollectionNotice } from '@/components/ui/collection-notice';
import { NOTICE_AT_COLLECTION_ID, NOTICE_AT_COLLECTION_PATH } from '@/content/legal/notice-at-collection';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { site, tollFreePhone } from '@/content/site';
import PrivacyPolicyPage from '@/pages/privacy-policy-page';

/** The CCPA points of docs/requirements/privacy-policy-ccpa-review.md that the policy's text must keep. */

const section = (heading: RegExp) => {
  const found = privacyPolicy.sections.find((candidate) => heading.test(candidate.heading));
  if (!found) throw new Error(`No section matching ${heading}`);
  return { ...found, text: [...found.paragraphs, ...(found.list ?? [])].join('\n') };
};

describe('the privacy policy', () => {
  it('offers a toll-free number among at least two ways to make a request (Civil Code 1798.130(a)(1)(A))', () => {
    expect(tollFreePhone.display).toMatch(/^\(8(00|88|77)\) \d{3}-\d{4}$/);
    expect(tollFreePhone.href).toBe(`tel:+1${tollFreePhone.display.replace(/\D/g, '')}`);
    const requests = section(/^How to make a privacy request$/);
    expect(requests.list).toHaveLength(3);
    expect(requests.text).toContain(`toll-free: ${tollFreePhone.display}`);
    expect(requests.text).toContain(site.email);
  });

  it('gives a notice at collection by the statutory categories, each with its purpose, retention and whether it is sold or shared (11 CCR 7012)', () => {
    const notice = section(/^Notice at collection$/);
    expect(notice.id).toBe(NOTICE_AT_COLLECTION_ID);
    expect(notice.list?.map((item) => item.split(':')[0])).toEqual([
      'Identifiers',
      'Personal information categories listed in Civil Code section 1798.80(e) (customer records)',
      'Commercial information',
      'Professional or employment-related information',
      'Internet or other electronic network activity information',
    ]);
    for (const item of notice.list ?? []) {
      expect(item).toMatch(/Used (to|and kept)/);
      expect(item).toMatch(/\bkept\b/i);
      expect(item).toMatch(/Not sold or shared\.$/);
    }
  });

  it('says what it collected, sold, shared and disclosed for a business purpose in the past 12 months (1798.115(c), 1798.130(a)(5))', () => {
    const pastYear = section(/past 12 months$/);
    expect(pastYear.text).toContain('we did not sell or share personal information');
    expect(pastYear.text).toContain('consumers under 16');
    expect(pastYear.text).toMatch(/disclosed personal information for a business purpose only to our service providers/);
    // Form submissions, (issue 41) the weekly reports the e-mail provider sends, and network activity.
    expect(pastYear.list).toHaveLength(3);
    expect(pastYear.list?.[1]).toMatch(/^For weekly SEO reports.*e-mail delivery provider/);
    expect(privacyPolicy.lastUpdated).toBe('2026-12-07');
  });

  it('takes its contact details from the site facts, so they cannot drift apart', () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).not.toContain('PST');
    for (const fact of [site.phone.display, tollFreePhone.display, site.email, site.address.street]) expect(text).toContain(fact);
  });

  it('renders the notice at collection where the forms link to it, and the link says what it opens', () => {
    render(
      <MemoryRouter>
        <PrivacyPolicyPage />
        <CollectionNotice />
      </MemoryRouter>,
    );
    expect(document.getElementById(NOTICE_AT_COLLECTION_ID)).toHaveTextContent(/^Notice at collection/);
    const link = screen.getByRole('link', { name: 'What we collect and why (opens in a new tab)' });
    expect(link).toHaveAttribute('href', NOTICE_AT_COLLECTION_PATH);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link.parentElement!).getByText(/We never sell or share your details\./)).toBeVisible();
  });
});
