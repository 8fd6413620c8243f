import { useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from './after-next-paint';
import { announce } from './announce';
import { focusByScript } from './focus-by-script';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showAndFocus } from './show-and-focus';

export interface FormStepsOptions<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values>, 'trigger'>;
  /**
   * The <form>: the first field of the step that shows is found in it by name and focused in the
   * same task (react-hook-form's setFocus waits for a timer, and words typed in between went on
   * into the field that took focus late).
   */
  formRef: RefObject<HTMLFormElement | null>;
  /** Each step's fields, in order. The form's schema holds their rules. */
  steps: readonly (readonly Path<Values>[])[];
  initialStep?: number;
  /**
   * Runs once the step's fields are all valid, before the next step shows: save a partial lead,
   * save progress. Answering false stays on the step.
   */
  onStepComplete?: (step: number) => boolean | void | Promise<boolean | void>;
  /** Runs when the step's fields are not valid (the first wrong one already has focus). */
  onStepInvalid?: (step: number) => void;
  /**
   * What a screen reader hears when a step shows ("Step 2 of 5: Contact Details"), through the
   * polite announcer: moving focus to a field reads the field, not where the visitor now is.
   */
  describeStep?: (step: number) => string;
  /** The step's heading: focused when a step without fields (a review) shows. */
  headingRef?: RefObject<HTMLElement | null>;
}

/**
 * The one multi-step mechanism of the site's forms (contact, report scheduler, plan application).
 * Continue validates every field of the current step before it advances; Back keeps what was typed,
 * since react-hook-form keeps the values of fields that are hidden or unmounted. Focus moves to the
 * first field of the step that shows; a step without fields (a review) focuses its heading, given
 * as `headingRef`, since the button pressed has gone and focus would fall to <body> (issue 25,
 * WCAG 2.4.3).
 */
export function useFormSteps<Values extends FieldValues>({ form, formRef, steps, initialStep = 0, onStepComplete, onStepInvalid, describeStep, headingRef }: FormStepsOptions<Values>) {
  const last = steps.length - 1;
  const [step, setStep] = useState(Math.min(Math.max(initialStep, 0), last));

  const show = (target: number) => {
    const first = steps[target]?.[0];
    showAndFocus(
      () => setStep(target),
      () => {
        const field = first ? formRef.current?.elements.namedItem(first) : null;
        if (field instanceof HTMLElement) field.focus();
        else focusByScript(headingRef?.current);
      },
    );
    if (describeStep) announce(describeStep(target));
  };

  // One Continue at a time: a second press (or Enter) while the first is checked would skip a step.
  const advancing = useRef(false);
  const next = async (): Promise<boolean> => {
    if (advancing.current) return false;
    advancing.current = true;
    try {
      // The press paints first; the check and the next step follow in a task of their own (INP).
      await afterNextPaint();
      if (!(await form.trigger([...steps[step]!], { shouldFocus: true }))) {
        onStepInvalid?.(step);
        return false;
      }
      if ((await onStepComplete?.(step)) === false) return false;
      show(Math.min(step + 1, last));
      return true;
    } finally {
      advancing.current = false;
    }
  };

  const back = () => show(Math.max(step - 1, 0));

  return { step, isFirst: step === 0, isLast: step === last, next, back, restart: () => setStep(0) };
}
