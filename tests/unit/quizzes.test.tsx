import { act, fireEvent, render, screen, waitFor, within } from '../support/render';
import type { ComponentType, ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advancedAssessment, basicQuiz, type Quiz } from '@/content/quizzes';
import { advancedTier, advancedTierResult, basicTier, basicTierResult, formatElapsed, QuizRunner, scorePercent, type TierForPercent } from '@/features/quizzes';
import * as toastModule from '@/lib/toast';
import SeoAssessmentTestPage from '@/pages/seo-assessment-test-page';
import SeoQuizPage from '@/pages/seo-quiz-page';

/** Three questions whose right answers sit at different positions (B, D, A). */
const fixtureQuiz: Quiz = {
  id: 'seo-quiz',
  title: 'Fixture Quiz',
  intro: 'Three questions for the tests.',
  seoTitle: 'Fixture Quiz',
  seoDescription: 'Three questions for the tests.',
  questions: [
    {
      id: 1,
      question: 'Which tag names a page in search results?',
      options: ['The meta keywords tag', 'The title tag', 'The bold tag', 'The footer'],
      correctAnswer: 1,
      explanation: 'Google usually shows the title tag as the clickable headline.',
    },
    {
      id: 2,
      question: 'Where do local customers see opening hours?',
      options: ['In robots.txt', 'In the sitemap', 'In the canonical tag', 'In the Google Business Profile'],
      correctAnswer: 3,
      explanation: 'Opening hours come from the Google Business Profile.',
    },
    {
      id: 3,
      question: 'Which links help rankings over the long term?',
      options: ['Links earned from relevant sites', 'Bought links', 'Blog comment links', 'Link exchanges'],
      correctAnswer: 0,
      explanation: 'Earned links are the kind Google rewards.',
    },
  ],
};

function renderRunner(options: { tiers?: TierForPercent; showTimer?: boolean; onFinish?: () => void } = {}) {
  return render(
    <MemoryRouter>
      <QuizRunner quiz={fixtureQuiz} tiers={options.tiers ?? basicTierResult} showTimer={options.showTimer ?? false} onFinish={options.onFinish} />
    </MemoryRouter>,
  );
}

function optionsOf(questionText: string) {
  return within(screen.getByRole('group', { name: questionText }));
}

/** Picks the option of the current question whose text starts with `optionText`. */
function pick(questionText: string, optionText: string) {
  fireEvent.click(optionsOf(questionText).getByRole('button', { name: new RegExp(`^${optionText}`) }));
}

function advance() {
  fireEvent.click(screen.getByRole('button', { name: /^(Next|See Results)$/ }));
}

/** Answers the fixture's questions in order with the given option indexes, pressing Next after each. */
function answerAll(picks: [number, number, number]) {
  fixtureQuiz.questions.forEach((question, index) => {
    pick(question.question, question.options[picks[index]!]!);
    advance();
  });
}

describe('quiz scoring', () => {
  it('rounds the score to a whole percent', () => {
    expect(scorePercent(8, 10)).toBe(80);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(19, 25)).toBe(76);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it('puts the basic quiz tiers at 80% (Expert) and 60% (Enthusiast)', () => {
    expect(basicTier(100)).toBe('Expert');
    expect(basicTier(80)).toBe('Expert');
    expect(basicTier(79)).toBe('Enthusiast');
    expect(basicTier(60)).toBe('Enthusiast');
    expect(basicTier(59)).toBe('Beginner');
    expect(basicTier(0)).toBe('Beginner');
    // Out of ten questions: 8 is the first Expert score, 6 the first Enthusiast one.
    expect([8, 7, 6, 5].map((correct) => basicTier(scorePercent(correct, 10)))).toEqual(['Expert', 'Enthusiast', 'Enthusiast', 'Beginner']);
  });

  it('puts the advanced tiers at 80% (Master), 60% (Professional) and 40% (Practitioner)', () => {
    expect(advancedTier(100)).toBe('Master');
    expect(advancedTier(80)).toBe('Master');
    expect(advancedTier(79)).toBe('Professional');
    expect(advancedTier(60)).toBe('Professional');
    expect(advancedTier(59)).toBe('Practitioner');
    expect(advancedTier(40)).toBe('Practitioner');
    expect(advancedTier(39)).toBe('Student');
    expect(advancedTier(0)).toBe('Student');
    // Out of 25 questions: 20, 15 and 10 correct are exactly 80%, 60% and 40%.
    expect([20, 19, 15, 14, 10, 9].map((correct) => advancedTier(scorePercent(correct, 25)))).toEqual([
      'Master',
      'Professional',
      'Professional',
      'Practitioner',
      'Practitioner',
      'Student',
    ]);
  });

  it('gives every tier a message that points to the knowledge base', () => {
    for (const percent of [100, 70, 50, 20]) {
      expect(basicTierResult(percent).message).toMatch(/knowledge base/);
      expect(advancedTierResult(percent).message).toMatch(/knowledge base/);
    }
    expect(basicTierResult(80)).toMatchObject({ name: 'Expert' });
    expect(advancedTierResult(39)).toMatchObject({ name: 'Student' });
  });

  it('formats elapsed seconds as mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(3)).toBe('00:03');
    expect(formatElapsed(65)).toBe('01:05');
    expect(formatElapsed(600)).toBe('10:00');
    expect(formatElapsed(3599)).toBe('59:59');
    expect(formatElapsed(3600)).toBe('60:00');
  });
});

describe('quiz content', () => {
  it.each([
    { quiz: basicQuiz, count: 10 },
    { quiz: advancedAssessment, count: 25 },
  ])('$quiz.id has $count well-formed questions', ({ quiz, count }) => {
    expect(quiz.questions).toHaveLength(count);
    expect(new Set(quiz.questions.map((question) => question.id)).size).toBe(count);
    for (const question of quiz.questions) {
      expect(question.options, question.question).toHaveLength(4);
      expect(new Set(question.options).size, question.question).toBe(4);
      expect(Number.isInteger(question.correctAnswer)).toBe(true);
      expect(question.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(question.correctAnswer).toBeLessThan(4);
      expect(question.explanation.length).toBeGreaterThan(20);
    }
  });
});

describe('QuizRunner', () => {
  afterEach(() => vi.useRealTimers());

  it('shows progress, and after a wrong pick marks it Incorrect, reveals the right answer and explains', () => {
    renderRunner();
    const [first, second] = fixtureQuiz.questions as [Quiz['questions'][number], Quiz['questions'][number]];
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByText(first.explanation)).not.toBeInTheDocument();

    pick(first.question, 'The bold tag');

    const options = optionsOf(first.question);
    const picked = options.getByRole('button', { name: /^The bold tag/ });
    expect(picked).toHaveTextContent('Incorrect');
    expect(picked).toHaveAttribute('aria-pressed', 'true');
    expect(options.getByRole('button', { name: /^The title tag/ })).toHaveTextContent('Correct answer');
    // The letter is seen; the answer's text is heard too (the options' letters are hidden from screen readers).
    const verdict = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith('Incorrect.') === true);
    expect(verdict).toHaveTextContent('Incorrect. The correct answer is B: The title tag.');
    expect(within(verdict).getByText(': The title tag')).toHaveClass('sr-only');
    expect(screen.getByText(first.explanation)).toBeInTheDocument();
    expect(screen.getByText('Score: 0 correct of 1 answered')).toBeInTheDocument();
    for (const option of options.getAllByRole('button')) expect(option).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    // A second pick on the same question changes nothing.
    fireEvent.click(options.getByRole('button', { name: /^The title tag/ }));
    expect(picked).toHaveTextContent('Incorrect');
    expect(screen.getByText('Score: 0 correct of 1 answered')).toBeInTheDocument();

    advance();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    pick(second.question, 'In the Google Business Profile');
    const correct = optionsOf(second.question).getByRole('button', { name: /^In the Google Business Profile/ });
    expect(correct).toHaveTextContent('Correct');
    expect(correct).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText(second.explanation)).toBeInTheDocument();
    expect(screen.getByText('Score: 1 correct of 2 answered')).toBeInTheDocument();
  });

  it("labels the last question's button See Results", () => {
    renderRunner();
    const [first, second, third] = fixtureQuiz.questions;
    pick(first!.question, 'The title tag');
    advance();
    pick(second!.question, 'In robots.txt');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    advance();
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See Results' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    pick(third!.question, 'Bought links');
    expect(screen.getByRole('button', { name: 'See Results' })).toBeEnabled();
  });

  it('moves focus to the next question heading on Next', async () => {
    renderRunner();
    pick(fixtureQuiz.questions[0]!.question, 'The title tag');
    advance();
    await waitFor(() => expect(screen.getByRole('heading', { name: fixtureQuiz.questions[1]!.question })).toHaveFocus());
  });

  it('shows the score, percent, tier and knowledge-base link, and Try Again starts over', () => {
    const onFinish = vi.fn();
    renderRunner({ onFinish });
    answerAll([1, 3, 2]);

    expect(screen.getByRole('heading', { name: 'Your results' })).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByText('Enthusiast')).toBeInTheDocument();
    expect(screen.getByText(basicTierResult(67).message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the knowledge base' })).toHaveAttribute('href', '/knowledge-base');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith({ correct: 2, total: 3, percent: 67 });

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Score: 0 correct of 0 answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    for (const option of optionsOf(fixtureQuiz.questions[0]!.question).getAllByRole('button')) {
      expect(option).toBeEnabled();
      expect(option).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.queryByText(fixtureQuiz.questions[0]!.explanation)).not.toBeInTheDocument();

    answerAll([1, 3, 0]);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Expert')).toBeInTheDocument();
  });

  it('uses the tiers it is given (advanced: all wrong is Student)', () => {
    renderRunner({ tiers: advancedTierResult });
    answerAll([0, 0, 1]);
    expect(screen.getByText('0 / 3')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
  });

  it('shows no timer unless asked to', () => {
    renderRunner();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('counts elapsed seconds, stops on finishing and resets to 00:00 on Try Again', () => {
    vi.useFakeTimers();
    renderRunner({ showTimer: true, tiers: advancedTierResult });
    const timer = () => screen.getByRole('timer', { name: 'Time elapsed' });
    expect(timer()).toHaveTextContent('00:00');

    act(() => vi.advanceTimersByTime(3000));
    expect(timer()).toHaveTextContent('00:03');

    answerAll([1, 3, 0]);
    expect(screen.getByText('Finished in 00:03')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Finished in 00:03')).toBeInTheDocument();
    expect(screen.getByText('Master')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(timer()).toHaveTextContent('00:00');
    act(() => vi.advanceTimersByTime(999));
    expect(timer()).toHaveTextContent('00:00');
    act(() => vi.advanceTimersByTime(1));
    expect(timer()).toHaveTextContent('00:01');
  });
});

describe('quiz pages', () => {
  function renderPage(page: ReactElement) {
    return render(<MemoryRouter>{page}</MemoryRouter>);
  }

  function quizJsonLd() {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => [JSON.parse(script.textContent ?? '')].flat());
    return blocks.find((block: { '@type'?: string }) => block['@type'] === 'Quiz');
  }

  it('/seo-quiz has one h1, Quiz JSON-LD and links to the advanced assessment and contact', () => {
    renderPage(<SeoQuizPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(basicQuiz.title);
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try the advanced assessment' })).toHaveAttribute('href', '/seo-assessment-test');
    expect(screen.getByRole('link', { name: 'Talk to an SEO strategist' })).toHaveAttribute('href', '/contact');
    expect(quizJsonLd()).toMatchObject({ '@type': 'Quiz', name: basicQuiz.title, educationalLevel: 'Beginner', url: 'https://www.losangelesseogroup.com/seo-quiz' });
  });

  it('/seo-assessment-test shows the timer, links to the basic quiz and toasts once on finishing', () => {
    const success = vi.spyOn(toastModule.notify, 'success').mockResolvedValue(undefined);
    renderPage(<SeoAssessmentTestPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(advancedAssessment.title);
    expect(screen.getByRole('timer', { name: 'Time elapsed' })).toHaveTextContent('00:00');
    expect(screen.getByRole('link', { name: 'Start with the basic quiz' })).toHaveAttribute('href', '/seo-quiz');
    expect(quizJsonLd()).toMatchObject({ '@type': 'Quiz', educationalLevel: 'Advanced', about: 'Search engine optimization' });

    for (const question of advancedAssessment.questions) {
      const wrong = (question.correctAnswer + 1) % question.options.length;
      fireEvent.click(within(screen.getByRole('group', { name: question.question })).getAllByRole('button')[wrong]!);
      expect(success).not.toHaveBeenCalled();
      advance();
    }

    expect(screen.getByText('0 / 25')).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Assessment completed! See your results below.');
  });

  it.each([
    ['/seo-quiz', SeoQuizPage, 'Question 1 of 10'],
    ['/seo-assessment-test', SeoAssessmentTestPage, 'Question 1 of 25'],
  ] as [string, ComponentType, string][])('%s hydrates its prerendered HTML without a mismatch', async (_path, Page, firstQuestion) => {
    const error = vi.spyOn(console, 'error');
    const page = (
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    expect(container).toHaveTextContent(firstQuestion);

    const recoverableErrors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (cause) => recoverableErrors.push(cause) }));
    expect(recoverableErrors).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(container).toHaveTextContent(firstQuestion);
    act(() => root.unmount());
    container.remove();
  });
});
