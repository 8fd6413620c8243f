import { useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { announce } from '@/lib/announce';
import { useDeliveryHealth } from '../api/get-delivery-health';
import { deliveryHealthText } from '../lib/delivery-health-words';

/**
 * The header's line on e-mail delivery (issue 60, docs/decisions/0067-delivery-health.md): green or
 * red in words, with what failed and since when, asked again every minute. A change after the first
 * answer is said once through the site's polite live region; the line itself is no live region, so
 * a refresh that changes nothing is not read out. Nothing shows before the first answer, and a
 * failed check keeps the last answer.
 */
export function DeliveryHealthLine() {
  const { data, isFetching, refetch } = useDeliveryHealth();
  const text = data ? deliveryHealthText(data) : null;
  const heard = useRef<string | null>(null);
  // Busy only for its own ask, as the leads' Refresh is: the minute's poll leaves it ready.
  const [checking, setChecking] = useState(false);
  const checkNow = async () => {
    setChecking(true);
    try {
      await refetch();
    } finally {
      setChecking(false);
    }
  };
  useEffect(() => {
    if (text === null) return;
    if (heard.current !== null && heard.current !== text) announce(text);
    heard.current = text;
  }, [text]);
  if (!data || text === null) return null;
  const red = data.status === 'red';
  const Icon = red ? CircleAlert : CircleCheck;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <p
        data-delivery-health={data.status}
        className={`inline-flex items-start gap-1.5 rounded-card border px-3 py-1 text-sm font-semibold ${
          red ? 'border-red-300 bg-red-50 text-red-900' : 'border-emerald-300 bg-emerald-50 text-emerald-900'
        }`}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text}
      </p>
      {/* Asks now, after a fix: busy for its own ask, the icon turning for any. */}
      <Button variant="ghost" size="sm" onClick={() => void checkNow()} busy={checking}>
        <RefreshCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} /> Check delivery
      </Button>
    </div>
  );
}
