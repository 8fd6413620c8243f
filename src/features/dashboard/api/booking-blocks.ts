import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '@/lib/api/abortable';
import { getSupabase } from '@/lib/api/client';
import type { BookingBlock } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { dashboardKeys } from './keys';
import { retryUnlessSessionLost, throwIfRpcError } from './rpc-error';
import { useDashboardMutation } from './use-dashboard-mutation';
import { useDashboardToken } from './session-context';

/** The staff blocks not yet over, soonest first (docs/decisions/0060-booked-consultations.md). */
export async function listBookingBlocks(token: string, signal?: AbortSignal): Promise<BookingBlock[]> {
  const supabase = await getSupabase();
  const { data, error } = await abortable(supabase.rpc('dashboard_booking_blocks', { session_token: token }), signal);
  throwIfRpcError(error, 'Failed to load the blocked times');
  return data;
}

export const useBookingBlocks = () => {
  const token = useDashboardToken();
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.bookingBlocks(token),
      queryFn: ({ signal }) => listBookingBlocks(token, signal),
      staleTime: 0,
      retry: retryUnlessSessionLost,
    }),
  );
};

/**
 * A block as the form has it. Whole days are Los Angeles dates (the database turns them into its
 * midnights); hours are a Los Angeles date and wall-clock times, sent as "2026-12-01 10:00
 * America/Los_Angeles", which the database reads by the time zone rules, whatever zone the browser is in.
 */
export type BlockRequest =
  { kind: 'days'; firstDay: string; lastDay: string; reason: string } | { kind: 'hours'; day: string; from: string; to: string; reason: string };

const OFFICE_ZONE = 'America/Los_Angeles';

export async function blockBookingTime(token: string, block: BlockRequest): Promise<string> {
  const supabase = await getSupabase();
  const reason = block.reason.trim() || null;
  const { data, error } =
    block.kind === 'days'
      ? await supabase.rpc('dashboard_block_booking_days', {
          session_token: token,
          first_day: block.firstDay,
          last_day: block.lastDay,
          reason: reason as string,
        })
      : await supabase.rpc('dashboard_block_booking_time', {
          session_token: token,
          starts_at: `${block.day} ${block.from} ${OFFICE_ZONE}`,
          ends_at: `${block.day} ${block.to} ${OFFICE_ZONE}`,
          reason: reason as string,
        });
  throwIfRpcError(error, 'The time could not be blocked');
  return data;
}

export const useBlockBookingTime = () => {
  const token = useDashboardToken();
  return useDashboardMutation({
    write: 'block-booking-time',
    mutationFn: (block: BlockRequest) => blockBookingTime(token, block),
    invalidates: dashboardKeys.bookingBlocks(token),
    failure: { title: 'Time not blocked' },
    success: (_id, block) =>
      void notify.success(block.kind === 'days' ? 'Days blocked: no calls can be booked on them' : 'Hours blocked: no calls can be booked in them'),
  });
};

export async function unblockBookingTime(token: string, blockId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_unblock_booking_time', { session_token: token, block_id: blockId });
  throwIfRpcError(error, 'The block could not be removed');
  return data;
}

export const useUnblockBookingTime = () => {
  const token = useDashboardToken();
  return useDashboardMutation({
    write: 'unblock-booking-time',
    mutationFn: (blockId: string) => unblockBookingTime(token, blockId),
    invalidates: dashboardKeys.bookingBlocks(token),
    failure: { title: 'Block not removed' },
    success: () => void notify.success('Block removed: its times can be booked again'),
  });
};
