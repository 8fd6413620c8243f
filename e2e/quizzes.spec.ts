import type { Page } from '@playwright/test';
import { advancedAssessment, basicQuiz, type QuizQuestion } from '../src/content/quizzes';
import { expect, gotoHydrated, runClockUntilVisible, test } from './fixtures';

// Visitors who have seen the lead pop-up: it stays out of these journeys.
test.use({ popupSeen: true });

function optionsOf(page: Page, question: QuizQuestion) {
  return page.getByRole('group', { name: question.question, exact: true }).getByRole('button');
}

async function answer(page: Page, question: QuizQuestion, option: number, isLast: boolean) {
  await optionsOf(page, question).nth(option).click();
  await expect(page.getByText(question.explanation)).toBeVisible();
  await page.getByRole('button', { name: isLast ? 'See Results' : 'Next', exact: true }).click();
}

test.describe('quizzes', () => {
  test('/seo-quiz answered correctly throughout ends as Expert with 10 / 10, and Try Again starts over', async ({ page, guards }) => {
    await gotoHydrated(page, '/seo-quiz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(basicQuiz.title);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Try the advanced assessment' })).toHaveAttribute('href', '/seo-assessment-test');

    const total = basicQuiz.questions.length;
    for (const [index, question] of basicQuiz.questions.entries()) {
      await expect(page.getByText(`Question ${index + 1} of ${total}`, { exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', String(index + 1));
      await expect(page.getByRole('button', { name: index === total - 1 ? 'See Results' : 'Next', exact: true })).toBeDisabled();
      await optionsOf(page, question).nth(question.correctAnswer).click();
      await expect(optionsOf(page, question).nth(question.correctAnswer)).toContainText('Correct');
      for (const option of await optionsOf(page, question).all()) await expect(option).toBeDisabled();
      await expect(page.getByText(question.explanation)).toBeVisible();
      await expect(page.getByText(`Score: ${index + 1} correct of ${index + 1} answered`)).toBeVisible();
      await page.getByRole('button', { name: index === total - 1 ? 'See Results' : 'Next', exact: true }).click();
    }

    await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
    await expect(page.getByText('10 / 10', { exact: true })).toBeVisible();
    await expect(page.getByText('100%', { exact: true })).toBeVisible();
    await expect(page.getByText('Expert', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore the knowledge base' })).toHaveAttribute('href', '/knowledge-base');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(`Question 1 of ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: basicQuiz.questions[0]!.question })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    await expect(optionsOf(page, basicQuiz.questions[0]!).first()).toBeEnabled();
    expect(guards.consoleErrors).toEqual([]);
  });

  test('/seo-assessment-test answered wrongly throughout: timer, Student, the toast, and Try Again resets the timer', async ({ page, guards }) => {
    // A paused clock makes the counter exact: it only moves when the test runs the clock.
    const start = new Date(2026, 5, 1, 9, 0, 0);
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/seo-assessment-test');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(advancedAssessment.title);
    await expect(page.getByRole('main').getByRole('link', { name: 'Start with the basic quiz' })).toHaveAttribute('href', '/seo-quiz');

    const timer = page.getByRole('timer', { name: 'Time elapsed' });
    await expect(timer).toHaveText('00:00');
    await page.clock.runFor(65_000);
    await expect(timer).toHaveText('01:05');

    const total = advancedAssessment.questions.length;
    for (const [index, question] of advancedAssessment.questions.entries()) {
      await expect(page.getByText(`Question ${index + 1} of ${total}`, { exact: true })).toBeVisible();
      await answer(page, question, (question.correctAnswer + 1) % question.options.length, index === total - 1);
    }

    // Sonner adds toasts on a timeout, so the paused clock has to move for it to appear.
    await runClockUntilVisible(page, page.getByText('Assessment completed! See your results below.'));
    await expect(page.getByText(`0 / ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByText('0%', { exact: true })).toBeVisible();
    await expect(page.getByText('Student', { exact: true })).toBeVisible();
    // The extra second did not count: the timer stopped when the results opened.
    await expect(page.getByText('Finished in 01:05')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore the knowledge base' })).toHaveAttribute('href', '/knowledge-base');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(`Question 1 of ${total}`, { exact: true })).toBeVisible();
    await expect(timer).toHaveText('00:00');
    await page.clock.runFor(2_000);
    await expect(timer).toHaveText('00:02');
    expect(guards.consoleErrors).toEqual([]);
  });
});
