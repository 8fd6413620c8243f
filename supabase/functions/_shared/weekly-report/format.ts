/** How the weekly report writes hosts, dates, counts and quoted page text, in every format alike. */
import { isValidWebsite } from '../website.ts';

const TIME_ZONE = 'America/Los_Angeles';

/** The host of a website that keeps the website rule; "your website" for anything else, never the raw text. */
export const hostOf = (website: string) => (isValidWebsite(website) ? new URL(website).host : 'your website');

const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);
export const longDate = (date: string) =>
  dayOf(date).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
export const shortDate = (date: string) => dayOf(date).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
/** An instant as its day in Los Angeles, "March 4, 2027": in the reports, and the confirmation e-mail's expiry (report-confirmation.ts). */
export const laDate = (instant: string) => new Date(instant).toLocaleDateString('en-US', { timeZone: TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });
export const count = (value: number) => value.toLocaleString('en-US');
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const quoted = (text: string | null) => (text ? `"${text.length > 90 ? `${text.slice(0, 87)}...` : text}"` : 'none');
export const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
