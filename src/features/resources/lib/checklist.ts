import type { ChecklistPriority } from '@/content/resources/seo-checklist';

/** Completed over total, rounded to a whole percent (docs/requirements/resources.md#checklist-progress). */
export function checklistProgress(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** Checklist priority colours: High red, Medium yellow, anything else green. */
export function priorityClasses(priority: ChecklistPriority | string): string {
  if (priority === 'High') return 'bg-red-50 text-red-800 ring-red-200';
  if (priority === 'Medium') return 'bg-yellow-50 text-yellow-900 ring-yellow-200';
  return 'bg-green-50 text-green-800 ring-green-200';
}
