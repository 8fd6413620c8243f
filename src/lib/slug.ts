/** The spec's neighborhood slug: the lowercased name with spaces turned into hyphens. */
export function neighborhoodSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
