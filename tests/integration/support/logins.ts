import type { TestBackend } from './backend';

/** Every login test starts with no attempt recorded, no address or device known to staff, the shipped limits and real time. */
export async function resetLogins(backend: TestBackend): Promise<void> {
  await backend.sql('delete from private.dashboard_login_attempts');
  await backend.sql('delete from private.dashboard_known_addresses');
  await backend.sql('delete from private.dashboard_known_devices');
  await backend.sql('update private.dashboard_login_limits set failures_per_address = 5, failures_everywhere_per_hour = 100');
  await backend.setClockOffset(0);
}
