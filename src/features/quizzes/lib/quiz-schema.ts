import type { Quiz } from '@/content/quizzes';
import { absoluteUrl } from '@/lib/site-url';

/** The schema.org Quiz description of a quiz page, for its JSON-LD. */
export function quizSchema(quiz: Quiz, path: string, educationalLevel: 'Beginner' | 'Advanced') {
  return {
    '@context': 'https://schema.org',
    '@type': 'Quiz',
    name: quiz.title,
    description: quiz.seoDescription,
    about: 'Search engine optimization',
    educationalLevel,
    url: absoluteUrl(path),
  };
}
