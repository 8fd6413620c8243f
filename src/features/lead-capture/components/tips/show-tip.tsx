import { Link } from 'react-router-dom';
import type { Tip } from '@/content/tips';
import { dismissToast, notify } from '@/lib/toast';
import { tipToastId } from '../../lib/tips/tip-toast-id';
import { TipIconView } from './tip-icon';

const TIP_DURATION_MS = 12_000;

/**
 * Shows one tip as a toast: icon, title, message and a 'Learn more' link to its article. Goes
 * through `notify`, which waits for the toaster to listen: a tip fired before it mounts is not lost.
 */
export async function showTip(tip: Tip): Promise<void> {
  const id = tipToastId(tip.articleId);
  await notify.message(tip.title, {
    id,
    description: (
      <span className="block">
        <span className="block text-ink-700">{tip.message}</span>
        <Link
          to={`/knowledge-base/${tip.articleId}`}
          className="mt-1 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={() => void dismissToast(id)}
        >
          Learn more
        </Link>
      </span>
    ),
    icon: <TipIconView icon={tip.icon} />,
    duration: TIP_DURATION_MS,
    closeButton: true,
  });
}
