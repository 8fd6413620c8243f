import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const controlClasses =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink-950 placeholder:text-ink-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:bg-ink-50';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

interface FieldOwnProps {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
}

/** The id and the attributes every control shares: error wiring for assistive tech and the border. */
function useControlProps({ id, error, hint, className }: FieldOwnProps, extraClass?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  return {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(inputId, error, hint),
    className: cn(controlClasses, extraClass, error ? 'border-danger' : 'border-ink-300', className),
  } as const;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its error message wired to aria-invalid and aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  const controlProps = useControlProps({ label, error, hint, id, className });
  return (
    <FieldShell id={controlProps.id} label={label} error={error} hint={hint}>
      <input ref={ref} {...controlProps} {...props} />
    </FieldShell>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  const controlProps = useControlProps({ label, error, hint, id, className }, 'min-h-32');
  return (
    <FieldShell id={controlProps.id} label={label} error={error} hint={hint}>
      <textarea ref={ref} {...controlProps} {...props} />
    </FieldShell>
  );
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice such as 'Select a range'. */
  placeholder?: string;
}

/** A labelled native select (the phone's own picker on mobile), wired like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className, options, placeholder, ...props },
  ref,
) {
  const controlProps = useControlProps({ label, error, hint, id, className });
  return (
    <FieldShell id={controlProps.id} label={label} error={error} hint={hint}>
      <select ref={ref} {...controlProps} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
