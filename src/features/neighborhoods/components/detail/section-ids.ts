/** The in-page anchors of a neighborhood page, shared by its sections and its "On this page" menu. */
export const SECTION_IDS = {
  services: 'services',
  strategy: 'strategy',
  faq: 'faq',
  contact: 'contact',
} as const;

export const IN_PAGE_LINKS: { id: string; label: string }[] = [
  { id: SECTION_IDS.services, label: 'Services' },
  { id: SECTION_IDS.strategy, label: 'Strategy' },
  { id: SECTION_IDS.faq, label: 'FAQs' },
  { id: SECTION_IDS.contact, label: 'Contact' },
];
