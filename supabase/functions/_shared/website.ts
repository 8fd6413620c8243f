/** https:// is added when a website has no scheme; an empty value stays empty (docs/requirements/lead-capture.md#lead-submission-payload). */
export function normalizeWebsite(website: string | null | undefined): string {
  const trimmed = (website ?? '').trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
