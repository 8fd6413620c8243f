import { useCallback, useMemo, useReducer } from 'react';
import type { QuizQuestion } from '@/content/quizzes';

interface QuizState {
  index: number;
  /** The option picked for each question, or null while it is unanswered. */
  picks: readonly (number | null)[];
  finished: boolean;
}

type QuizAction = { type: 'pick'; option: number } | { type: 'next' } | { type: 'reset' };

function initialState(questionCount: number): QuizState {
  return { index: 0, picks: Array.from({ length: questionCount }, () => null), finished: false };
}

function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'pick':
      // One answer per question: a second pick (a double click, a stray key press) changes nothing.
      if (state.finished || state.picks[state.index] !== null) return state;
      return { ...state, picks: state.picks.map((pick, index) => (index === state.index ? action.option : pick)) };
    case 'next':
      if (state.finished || state.picks[state.index] === null) return state;
      if (state.index === state.picks.length - 1) return { ...state, finished: true };
      return { ...state, index: state.index + 1 };
    case 'reset':
      return initialState(state.picks.length);
  }
}

/** The progress through one quiz: the current question, the answers so far and the score. */
export function useQuiz(questions: readonly QuizQuestion[]) {
  const [state, dispatch] = useReducer(quizReducer, questions.length, initialState);

  const correctCount = useMemo(
    () => state.picks.filter((pick, index) => pick !== null && pick === questions[index]?.correctAnswer).length,
    [state.picks, questions],
  );

  const pick = useCallback((option: number) => dispatch({ type: 'pick', option }), []);
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return {
    question: questions[state.index]!,
    questionNumber: state.index + 1,
    total: questions.length,
    isLast: state.index === questions.length - 1,
    /** The option picked for the current question, or null. */
    picked: state.picks[state.index] ?? null,
    answeredCount: state.picks.filter((p) => p !== null).length,
    correctCount,
    finished: state.finished,
    pick,
    next,
    reset,
  };
}
