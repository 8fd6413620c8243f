import type { InputHTMLAttributes } from 'react';

/**
 * A field people never see or hear (off-screen, hidden from screen readers, out of the tab order)
 * that form-filling bots tend to complete. A value in it means the submission is discarded.
 */
export function HoneypotField(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Company fax
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
