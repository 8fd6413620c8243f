/**
 * public.delivery_health's jsonb (supabase/schemas/11_delivery_health.sql,
 * docs/decisions/0067-delivery-health.md): green, or red with each problem's sentence and since when.
 */
export type DeliveryCheck = 'outbox' | 'mail_provider' | 'functions' | 'cron';

export interface DeliveryProblem {
  check: DeliveryCheck;
  /** A sentence for staff and operators; nothing secret. */
  reason: string;
  since: string;
}

export interface DeliveryHealth {
  status: 'green' | 'red';
  /** The database's clock when it answered. */
  checked_at: string;
  /** The earliest problem's since; null when green. */
  since: string | null;
  problems: DeliveryProblem[];
}
