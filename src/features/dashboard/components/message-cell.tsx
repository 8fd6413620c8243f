import { useState } from 'react';
import { MESSAGE_PREVIEW_LENGTH, messagePreview } from '../lib/lead-filters';

/** A message cut to 50 characters and an ellipsis, with the full text on demand. */
export function MessageCell({ message }: { message: string | null }) {
  const [expanded, setExpanded] = useState(false);
  if (!message) return null;
  if (message.length <= MESSAGE_PREVIEW_LENGTH) return <span>{message}</span>;
  return (
    <span>
      <span className="whitespace-pre-wrap">{expanded ? message : messagePreview(message)}</span>{' '}
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {expanded ? 'Show less' : 'Show full message'}
      </button>
    </span>
  );
}
