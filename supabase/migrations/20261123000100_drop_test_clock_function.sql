-- public.admin_set_clock_offset was test support shipped to production; tests move the clock with
-- SQL on private.clock_settings instead (tests/integration/support/backend.ts). Databases created
-- before it was taken out of 20261122000400_dashboard.sql lose it here.
drop function if exists public.admin_set_clock_offset(integer);
