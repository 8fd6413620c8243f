/** The neighborhood slug (docs/requirements/neighborhoods.md#slug-rule): the lowercased name with spaces turned into hyphens. */
export function neighborhoodSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
