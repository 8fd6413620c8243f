/** Pages whose share previews would show the same picture: one line per image shared by more than one page. */
export function sharedImages(pages: { url: string; image: string }[]): string[] {
  const byImage = new Map<string, string[]>();
  for (const { url, image } of pages) byImage.set(image, [...(byImage.get(image) ?? []), url]);
  return [...byImage].filter(([, urls]) => urls.length > 1).map(([image, urls]) => `${image} is the image of ${urls.join(', ')}`);
}
