/** The Open Graph cards of the site; pages refer to them as /og/<name>.jpg. */
export const ogCards = [
  {
    name: 'default',
    eyebrow: 'Los Angeles SEO agency',
    title: 'Get found by customers across Los Angeles',
    subtitle: 'Local, technical and content SEO for LA businesses since 2015. 97% client retention, 250+ businesses helped.',
  },
] as const;
