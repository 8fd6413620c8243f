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
