import { describe, expect, it } from 'vitest';
import { contactLeadSchema, popupLeadSchema } from '@/features/lead-capture/lib/schemas';
import { neighborhoodMessage, partialLeadMessage } from '@/features/lead-capture/lib/lead-form-text';
import { isNewsletterEmail } from '@/features/lead-capture/lib/newsletter-rules';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@shared/field-rules';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('pop-up validation (docs/requirements/lead-capture.md#validation)', () => {
  it('names the two rules in the spec words', () => {
    const result = popupLeadSchema.safeParse({ name: 'A', email: 'nope', phone: '', website: '', honeypot: '' });
    expect(messages(result)).toEqual({ name: 'Name must be at least 2 characters', email: 'Please enter a valid email address' });
  });

  it('takes phone and website as they are, both optional', () => {
    expect(popupLeadSchema.safeParse({ name: 'Al', email: 'al@example.com', phone: '', website: '', honeypot: '' }).success).toBe(true);
    expect(popupLeadSchema.safeParse({ name: 'Al', email: 'al@example.com', phone: 'call after 5', website: 'al.example', honeypot: '' }).success).toBe(true);
  });
});

describe('contact form validation', () => {
  it('uses the contact form wording', () => {
    const result = contactLeadSchema.safeParse({ name: ' ', email: 'x@', phone: '', website: '', message: 'hey', service: 'SEO Consultation', honeypot: '' });
    expect(messages(result)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      message: 'Message must be at least 5 characters',
    });
  });

  it('mirrors the database limits', () => {
    const result = contactLeadSchema.safeParse({
      name: 'n'.repeat(121),
      email: 'a@b.co',
      phone: '1'.repeat(41),
      website: '',
      message: 'm'.repeat(5001),
      service: 'x',
      honeypot: '',
    });
    expect(messages(result)).toEqual({
      name: 'Name must be at most 120 characters',
      phone: 'Phone number must be at most 40 characters',
      message: 'Message must be at most 5,000 characters',
    });
  });

  it('writes the spec messages for the partial lead and the neighborhood pre-fill', () => {
    expect(partialLeadMessage('SEO Consultation')).toBe('Partial lead from contact form (step 1). Service: SEO Consultation');
    expect(neighborhoodMessage('Silver Lake')).toBe("I'm interested in SEO services for my business in Silver Lake.");
  });
});

describe('newsletter rule', () => {
  it('needs something with an @ sign', () => {
    expect(isNewsletterEmail('')).toBe(false);
    expect(isNewsletterEmail('   ')).toBe(false);
    expect(isNewsletterEmail('name.example.com')).toBe(false);
    expect(isNewsletterEmail('name@example.com')).toBe(true);
  });
});

describe('text the database cannot store', () => {
  it('is a NUL character or half of a surrogate pair; whole emoji and accents are fine', () => {
    for (const bad of ['a\u0000b', 'x\ud83d', '\ude00x', 'a\ud83d\ud83db']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['José 😀 Müller', '漢字', 'tab\there', '']) expect(isStorableText(good), good).toBe(true);
  });

  it('is refused by every form with the message, before anything is sent', () => {
    const contact = { name: 'Al Bundy', email: 'al@example.com', phone: '', website: '', message: 'Hello there', service: 'SEO Consultation', honeypot: '' };
    expect(messages(contactLeadSchema.safeParse({ ...contact, message: 'Hello \ud83d there' }))).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    expect(messages(contactLeadSchema.safeParse({ ...contact, name: 'Al\u0000Bundy' }))).toEqual({ name: UNSTORABLE_TEXT_MESSAGE });
    expect(messages(popupLeadSchema.safeParse({ ...contact, website: 'al.example\u0000' }))).toEqual({ website: UNSTORABLE_TEXT_MESSAGE });
    expect(isNewsletterEmail('al\u0000@example.com')).toBe(false);
  });
});
