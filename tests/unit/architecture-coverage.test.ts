import { describe, expect, it } from 'vitest';
import { architectureCoverageProblems, dashboardOperations } from '../../scripts/docs-check/architecture-coverage';

const parts = { features: ['seo-tool', 'dashboard'], functions: ['send-notifications'], dashboardOperations: ['dashboard_speed', 'dashboard_list_leads'] };

describe('docs/architecture.md names every feature, function and dashboard operation', () => {
  it('passes a doc that names each, in prose, tables or code blocks', () => {
    const doc = '`src/features/seo-tool/` and src/features/dashboard/api/x.ts; `send-notifications {}`; rpc dashboard_speed(…) and `dashboard_list_leads`';
    expect(architectureCoverageProblems(doc, parts)).toEqual([]);
  });

  it('names what is missing, and is not fooled by a longer name that contains it', () => {
    const doc = '`src/features/seo-tool-extra/`, send-notifications-old, dashboard_speed_weeks';
    expect(architectureCoverageProblems(doc, parts)).toEqual([
      'the feature folder src/features/seo-tool is not described',
      'the feature folder src/features/dashboard is not described',
      'the edge function send-notifications is not described',
      'the dashboard operation dashboard_speed is not described',
      'the dashboard operation dashboard_list_leads is not described',
    ]);
  });

  it('reads the dashboard operations from the schema dump', () => {
    expect(dashboardOperations('CREATE FUNCTION public.dashboard_speed(session_token text)\\nCREATE FUNCTION private.dashboard_known_device(x text)')).toEqual(['dashboard_speed']);
  });
});
