import { useSearchParams } from 'react-router-dom';
import { useIsClient } from '@/lib/use-is-client';

/**
 * The `token` of an e-mailed link (?token=...). The prerendered page has no token: it is read only
 * once hydrated, so both renders match; undefined until then, null when the link had none.
 */
export function useLinkToken(): string | null | undefined {
  const [params] = useSearchParams();
  const isClient = useIsClient();
  return isClient ? params.get('token') : undefined;
}
