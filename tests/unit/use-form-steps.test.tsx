import { act, fireEvent, render, screen } from '../support/render';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormSteps } from '@/lib/use-form-steps';

interface Values {
  name: string;
  website: string;
  message: string;
}

function TwoStepForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { register, trigger } = useForm<Values>({ defaultValues: { name: '', website: '', message: '' } });
  const steps = useFormSteps<Values>({ form: { trigger }, formRef, steps: [['name'], ['website', 'message']] });
  return (
    <form ref={formRef} aria-label="Two steps">
      <fieldset hidden={steps.step !== 0}>
        <label>
          Name <input {...register('name', { required: true })} />
        </label>
      </fieldset>
      <fieldset hidden={steps.step !== 1}>
        <label>
          Website <input {...register('website')} />
        </label>
        <label>
          Message <textarea {...register('message')} />
        </label>
      </fieldset>
      {steps.step === 0 ? (
        <button type="button" onClick={() => void steps.next()}>
          Continue
        </button>
      ) : (
        <button type="button" onClick={steps.back}>
          Back
        </button>
      )}
    </form>
  );
}

describe('useFormSteps', () => {
  afterEach(() => vi.useRealTimers());

  // With a clock that never moves, a focus that waits for a timer (react-hook-form's setFocus)
  // never lands: focus has to move in the task that shows the step, or words typed straight after
  // Continue go into whichever field takes focus late.
  it('moves focus to the first field of the step that shows in the same task, with no timer', async () => {
    vi.useFakeTimers();
    render(<TwoStepForm />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kim Lee' } });
    screen.getByRole('button', { name: 'Continue' }).focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    // The press paints first (INP): the step is checked and shown in the task after that frame.
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(17));
    expect(screen.getByLabelText('Website')).toHaveFocus();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('stays on a step whose fields are not valid', async () => {
    render(<TwoStepForm />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).not.toBeVisible();
  });
});
