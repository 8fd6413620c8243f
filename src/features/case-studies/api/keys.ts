/** The case studies' query keys (one list for now; the factory keeps key arrays out of call sites). */
export const caseStudyKeys = {
  all: ['case-studies'] as const,
  list: () => caseStudyKeys.all,
};
