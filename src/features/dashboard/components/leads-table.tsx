import { memo, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowDown, ArrowUp, ArrowUpDown, Trash2 } from 'lucide-react';
import { LEAD_TYPE_LABELS, type LeadRow, type ListedLead, type LeadSortColumn, type LeadStatus, type SortDirection } from '@/lib/api/app-database';
import { mailtoHref, websiteHref } from '../lib/lead-filters';
import { siteCheckCell } from '../lib/site-check-words';
import { leadHref } from '../lib/lead-link';
import { revealFocused } from '../lib/reveal-focused';
import { followInAppLink } from '@/lib/in-app-link-clicks';
import { MessageCell } from './message-cell';
import { STATUS_KEYS_HINT, StatusSelect } from './status-select';
import { WaitingMarker } from './speed/waiting-marker';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useOpener } from '@/components/ui/opener-button';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface Column {
  key: LeadSortColumn;
  label: string;
  render: (lead: ListedLead) => React.ReactNode;
  /** The column's set width: the table's layout is fixed, so no cell is measured to size it. */
  width: string;
  className?: string;
}

const text = (value: string | null) => value ?? '';

/**
 * A link that may wrap in its narrow column is one box: as an inline link broken over two lines,
 * the middle of its box fell between the lines, outside it, and a focused name or e-mail read as
 * hidden (WCAG 2.4.11's check of the focused element's centre). Never wider than its cell.
 */
const WRAPPING_LINK = 'inline-block max-w-full';

const columns: Column[] = [
  { key: 'created_at', width: 'w-48', label: 'Date', render: (lead) => dateFormat.format(new Date(lead.created_at)), className: 'whitespace-nowrap' },
  { key: 'lead_type', width: 'w-36', label: 'Type', render: (lead) => LEAD_TYPE_LABELS[lead.lead_type] ?? lead.lead_type, className: 'whitespace-nowrap' },
  {
    key: 'name',
    width: 'w-40',
    label: 'Name',
    render: (lead) => (
      <a href={leadHref(lead.id)} data-in-app className={`${WRAPPING_LINK} text-ink-950 underline decoration-ink-300 underline-offset-2 hover:text-brand-700`}>
        {/* Nameless leads are told apart by their address, as their status and Delete are. */}
        {lead.name ?? (
          <>
            Open lead <VisuallyHidden>from {lead.email}</VisuallyHidden>
          </>
        )}
      </a>
    ),
    className: 'font-medium',
  },
  {
    key: 'email',
    width: 'w-56',
    label: 'Email',
    render: (lead) => {
      const href = mailtoHref(lead.email);
      return href ? (
        <a href={href} className={`${WRAPPING_LINK} text-brand-700 underline-offset-2 hover:underline`}>
          {lead.email}
        </a>
      ) : (
        <span className={WRAPPING_LINK}>{lead.email}</span>
      );
    },
  },
  {
    key: 'phone',
    width: 'w-36',
    label: 'Phone',
    render: (lead) =>
      lead.phone ? (
        <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="whitespace-nowrap text-brand-700 underline-offset-2 hover:underline">
          {lead.phone}
        </a>
      ) : null,
  },
  {
    key: 'website',
    width: 'w-48',
    label: 'Website',
    render: (lead) =>
      lead.website ? (
        <a
          href={websiteHref(lead.website)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${WRAPPING_LINK} text-brand-700 underline-offset-2 hover:underline`}
        >
          {lead.website}
        </a>
      ) : null,
  },
  {
    key: 'site_check_score',
    width: 'w-36',
    label: 'Site check',
    // Words, never a colour alone: the score, or why there is none (decision 0081).
    render: (lead) =>
      !lead.site_check_state ? (
        <>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>No website</VisuallyHidden>
        </>
      ) : (
        <span data-site-check-cell="" className={lead.site_check_indexable === false || lead.site_check_state === 'failed' ? 'font-semibold text-danger' : ''}>
          {siteCheckCell(lead)}
        </span>
      ),
    className: 'whitespace-nowrap',
  },
  { key: 'message', width: 'w-72', label: 'Message', render: (lead) => <MessageCell message={lead.message} /> },
  { key: 'service', width: 'w-40', label: 'Service', render: (lead) => text(lead.service) },
  { key: 'company_name', width: 'w-40', label: 'Company', render: (lead) => text(lead.company_name) },
  { key: 'source_path', width: 'w-44', label: 'Page', render: (lead) => text(lead.source_path) },
  { key: 'referrer', width: 'w-48', label: 'Referrer', render: (lead) => text(lead.referrer) },
  { key: 'utm_source', width: 'w-32', label: 'UTM source', render: (lead) => text(lead.utm_source) },
  { key: 'utm_medium', width: 'w-32', label: 'UTM medium', render: (lead) => text(lead.utm_medium) },
  { key: 'utm_campaign', width: 'w-36', label: 'UTM campaign', render: (lead) => text(lead.utm_campaign) },
  { key: 'utm_term', width: 'w-32', label: 'UTM term', render: (lead) => text(lead.utm_term) },
  { key: 'utm_content', width: 'w-32', label: 'UTM content', render: (lead) => text(lead.utm_content) },
];

interface LeadsTableProps {
  rows: ListedLead[];
  sortColumn: LeadSortColumn;
  sortDirection: SortDirection;
  onSort: (column: LeadSortColumn) => void;
  onDelete: (lead: LeadRow) => void;
  onStatusChange: (lead: LeadRow, status: LeadStatus) => void;
  caption: string;
}

/**
 * From 640 px wide the first column stays in view while the rest of the table scrolls sideways inside
 * its box; the box's scroll-padding keeps a focused cell clear of it (12rem, the column's width).
 * Narrower, it scrolls with the rest: on a 320-390 px phone it took 192 of the box's 288-358 px, and
 * a focused e-mail or status beside it had its centre hidden (45 of 55 Tab stops at 320 px;
 * decision 0057, WCAG 2.4.11). Its edge is a 1 px ::after line, not a box-shadow: fifty shadowed
 * sticky cells were repainted on every frame, and a sort click took 144 ms to paint at 4x CPU
 * slowdown (104 ms with the line; issue 40). Not a border: in the collapsed-border table a border
 * stays behind when the column sticks.
 */
const STICKY_FIRST_COLUMN = 'sm:sticky sm:left-0 sm:z-10 sm:after:absolute sm:after:inset-y-0 sm:after:right-0 sm:after:w-px sm:after:bg-ink-100';

interface LeadTableRowProps {
  lead: ListedLead;
  statusHintId: string;
  onDelete: (lead: LeadRow) => void;
  onStatusChange: (lead: LeadRow, status: LeadStatus) => void;
}

/** A row's Delete: the press paints it busy and the confirmation opens after that paint (useOpener, decision 0083). */
function DeleteLeadButton({ lead, onDelete }: { lead: LeadRow; onDelete: (lead: LeadRow) => void }) {
  const { busy, onClick } = useOpener(() => onDelete(lead));
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={busy || undefined}
      data-delete-lead={lead.id}
      aria-label={`Delete lead from ${lead.email}`}
      className="inline-flex size-9 items-center justify-center rounded-md text-ink-600 hover:bg-red-50 hover:text-danger aria-disabled:opacity-60"
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}

/** One lead's row. Memoised: a sort or search pressed redraws the headers, not a page of unchanged rows. */
const LeadTableRow = memo(function LeadTableRow({ lead, statusHintId, onDelete, onStatusChange }: LeadTableRowProps) {
  return (
    <tr className="align-top hover:bg-brand-50/40">
      {columns.map((column, index) => (
        <td
          key={column.key}
          className={`px-3 py-2 text-ink-800 wrap-break-word ${column.className ?? ''} ${index === 0 ? `${STICKY_FIRST_COLUMN} bg-white` : ''}`}
        >
          {column.render(lead)}
        </td>
      ))}
      <td className="px-3 py-2">
        <WaitingMarker lead={lead} />
        <StatusSelect
          aria-label={`Status of ${lead.name ?? lead.email}`}
          hintId={statusHintId}
          status={lead.status}
          onCommit={(status) => onStatusChange(lead, status)}
          dataLeadStatus={lead.id}
          className="w-full rounded-md border border-ink-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </td>
      <td className="px-3 py-2">
        <DeleteLeadButton lead={lead} onDelete={onDelete} />
      </td>
    </tr>
  );
});

/**
 * The leads, one row each; headers sort (descending first, then toggling). Drawn to be cheap to
 * redraw, because a search keystroke or a sort click replaces every row of the page (issue 40, decision
 * 0042): the layout is fixed (set column widths, no cell measured), the name links are plain anchors
 * followed by one handler on the table, and the status selects share one keys hint.
 */
export const LeadsTable = memo(function LeadsTable({ rows, sortColumn, sortDirection, onSort, onDelete, onStatusChange, caption }: LeadsTableProps) {
  const navigate = useNavigate();
  const statusHintId = useId();
  return (
    // relative: the screen-reader-only labels inside are positioned absolutely; without a positioned
    // box here they would size the page, not this scroll box, and the whole page would scroll sideways.
    // The click handler only follows the name links (plain anchors): it is no control of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="relative overflow-x-auto rounded-card border border-ink-100 bg-white sm:scroll-pl-48"
      onClick={(event) => followInAppLink(event, navigate)}
      onFocus={revealFocused}
    >
      <VisuallyHidden id={statusHintId}>{STATUS_KEYS_HINT}</VisuallyHidden>
      <table className="w-full table-fixed divide-y divide-ink-100 text-left text-sm">
        <caption data-leads-caption className="caption-top border-b border-ink-100 px-3 py-2 text-left text-sm text-ink-700">
          {caption}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} className={column.width} />
          ))}
          <col className="w-56" />
          <col className="w-16" />
        </colgroup>
        <thead className="bg-ink-50">
          <tr>
            {columns.map((column, index) => {
              const active = column.key === sortColumn;
              const Icon = active ? (sortDirection === 'desc' ? ArrowDown : ArrowUp) : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sortDirection === 'desc' ? 'descending' : 'ascending') : undefined}
                  className={`px-3 py-2 font-semibold text-ink-800 ${index === 0 ? STICKY_FIRST_COLUMN : ''} bg-ink-50`}
                >
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    className="inline-flex items-center gap-1 whitespace-nowrap rounded hover:text-brand-700"
                  >
                    {column.label}
                    <Icon aria-hidden="true" className={`size-3.5 ${active ? 'text-brand-700' : 'text-ink-400'}`} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="bg-ink-50 px-3 py-2 font-semibold text-ink-800">
              Status
            </th>
            <th scope="col" className="bg-ink-50 px-3 py-2 font-semibold text-ink-800">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((lead) => (
            <LeadTableRow key={lead.id} lead={lead} statusHintId={statusHintId} onDelete={onDelete} onStatusChange={onStatusChange} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
