import { useId, type Ref } from 'react';
import { Search } from 'lucide-react';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled search box with a magnifier, filtering as the visitor types. */
export function SearchField({ label, value, onChange, placeholder, inputRef }: SearchFieldProps) {
  const inputId = useId();
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="block w-full rounded-lg border border-ink-300 bg-white py-2.5 pl-11 pr-3.5 text-base text-ink-950 placeholder:text-ink-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        />
      </div>
    </div>
  );
}
