-- What Supabase's Performance Advisor found on the migrated schema (lint 0001, unindexed foreign
-- keys; docs/decisions/0028-supabase-advisors-in-the-test-run.md): report_subscriptions'
-- consent_version references private.consent_texts without an index, so changing or removing a
-- consent wording would read every subscription to check the reference.
create index report_subscriptions_consent_version_idx on private.report_subscriptions (consent_version);
