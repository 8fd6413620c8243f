/** Identifiers of the quizzes published on the site (also used as their URL slugs). */
export type QuizId = 'seo-quiz' | 'seo-assessment-test';

/** One multiple-choice question with exactly four options and one correct answer. */
export interface QuizQuestion {
  /** 1..n, in display order. */
  id: number;
  question: string;
  /** Exactly four answer options. */
  options: string[];
  /** Index into `options` of the single correct answer. */
  correctAnswer: number;
  /** One to three sentences explaining why the correct answer is right. */
  explanation: string;
}

/** How a quiz's page presents it around the questions. */
export interface QuizPageCopy {
  /** Over the h1. */
  eyebrow: string;
  /** The page's name in the Home > name breadcrumb trail. */
  breadcrumb: string;
  /** The educational level in the page's Quiz JSON-LD. */
  level: 'Beginner' | 'Advanced';
  /** The block under the quiz: a link to the other quiz and one to the contact page. */
  nextSteps: { title: string; text: string; otherQuiz: { path: string; label: string } };
}

/** A quiz page: metadata plus its ordered questions. */
export interface Quiz {
  id: QuizId;
  title: string;
  /** One or two sentences shown before the first question. */
  intro: string;
  /** At most 60 characters. */
  seoTitle: string;
  /** 120-155 characters. */
  seoDescription: string;
  questions: QuizQuestion[];
}
