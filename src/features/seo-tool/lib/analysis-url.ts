/** URL rules (docs/requirements/seo-tool.md#url-rules): required, https:// added when no scheme is given. */
export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

export const URL_EXAMPLE_HOST = 'www.losangelesseogroup.com';

export function normalizeAnalysisUrl(input: string): UrlCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, message: 'Please enter a URL.' };
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  const invalid: UrlCheck = { ok: false, message: `Please enter a valid URL. Example: ${URL_EXAMPLE_HOST}` };
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return invalid;
  }
  // A bare word ("plumbing") parses as a host; a real site needs a dot, or is localhost or an IP.
  const host = url.hostname;
  const plausibleHost = host.includes('.') || host === 'localhost' || host.startsWith('[');
  if (!plausibleHost || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return invalid;
  return { ok: true, url: url.href };
}

/** 'https://www.example.com/page' -> 'example.com'. */
export function domainOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

const TOOLS = ['keywords', 'backlinks', 'speed'] as const;

/** The `tool` query parameter: keywords, backlinks or speed; anything else is the SEO analysis. */
export function toolFromParam(value: string | null): 'seo-analysis' | (typeof TOOLS)[number] {
  return TOOLS.find((tool) => tool === value) ?? 'seo-analysis';
}
