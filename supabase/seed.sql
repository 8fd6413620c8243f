-- Local data only. The dashboard password comes from DASHBOARD_PASSWORD (the local backend sets
-- app.dashboard_password before running this file); without it, the documented local default
-- 'leads-dashboard-local' is used. Only the bcrypt hash is stored.
select private.set_dashboard_password(
  coalesce(nullif(current_setting('app.dashboard_password', true), ''), 'leads-dashboard-local')
);
