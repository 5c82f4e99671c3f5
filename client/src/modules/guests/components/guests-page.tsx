import type { GuestInput } from '@core/schemas/guest.schema';
import { Printer, Search, X } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import type { GuestFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import '../../../ui/grid/handsontable-setup';
import { Input } from '../../../ui/input';
import { Page } from '../../../ui/page';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import type { GuestAction } from '../grid/guest-columns';
import { toGuestRow } from '../grid/guest-rows';
import { EMPTY_GUEST_FORM, guestFormFromGuest, type GuestFormValues } from '../guest-form';
import { useGuestActions } from '../hooks/use-guest-actions';
import { GUEST_PAGE_SIZE, useGuestList } from '../hooks/use-guest-list';
import { GUEST_LIST_PDF_URL, registrationFormPdfUrl } from '../print/guest-documents';
import { printPdf } from '../print/print-pdf';
import { GuestFormCard } from './guest-form-card';
import { StatementDialog, type StatementGuest } from './statement-dialog';
import { GuestStatCards } from './guest-stat-cards';
import { GuestTable } from './guest-table';
import './guests.css';

const DELETE_CONFIRMATION = 'Are you sure you want to delete this guest?';
const POPUP_BLOCKED = 'Allow pop-ups for this site to print.';

/** The Guests tab of the hotel console: stat cards, the Guest Entry Form and the Guest Database. */
export function GuestsPage() {
  const { toast } = useToast();
  const actions = useGuestActions();
  const [search, setSearch] = useState('');
  const list = useGuestList(search);
  const [form, setForm] = useState<GuestFormValues>(EMPTY_GUEST_FORM);
  const [editing, setEditing] = useState<GuestFieldsFragment | null>(null);
  const [statementFor, setStatementFor] = useState<StatementGuest | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const nameInputRef = useRef<HTMLInputElement>(null);

  const rows = useMemo(() => list.guests.map(toGuestRow), [list.guests]);
  const count = list.searchedFor ? rows.length : (list.stats?.totalGuests ?? rows.length);

  const resetForm = () => {
    setEditing(null);
    setForm(EMPTY_GUEST_FORM);
  };

  const startEdit = (guest: GuestFieldsFragment) => {
    setEditing(guest);
    setForm(guestFormFromGuest(guest));
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    requestAnimationFrame(() => nameInputRef.current?.focus({ preventScroll: true }));
  };

  const save = async (input: GuestInput) => {
    const saved = editing ? await actions.updateGuest(editing, input) : await actions.createGuest(input);
    if (saved) resetForm();
    return saved;
  };

  // The server's PDF, printed from a window opened inside the click (pop-up blockers allow that).
  const print = (url: string, title: string, loadFailed: string) => {
    const opened = printPdf({
      url,
      title,
      onLoadFailed: () => toast({ variant: 'destructive', title: 'Error', description: loadFailed }),
    });
    if (!opened) toast({ variant: 'destructive', title: 'Error', description: POPUP_BLOCKED });
  };

  const onAction = (action: GuestAction, id: number) => {
    const guest = list.guests.find((candidate) => candidate.id === id);
    if (!guest) return;
    if (action === 'edit') startEdit(guest);
    else if (action === 'print')
      print(registrationFormPdfUrl(id), 'Guest Registration Form', 'Failed to load the registration form');
    else if (action === 'statement') setStatementFor({ id, name: toGuestRow(guest).name });
    else if (window.confirm(DELETE_CONFIRMATION)) {
      void actions.deleteGuest(guest).then((deleted) => {
        if (deleted && editing?.id === id) resetForm();
      });
    }
  };

  return (
    <Page
      title="Guest Management"
      subtitle="Register guests, keep their details up to date and print registration forms"
      actions={
        <Button variant="outline" onClick={() => print(GUEST_LIST_PDF_URL, 'Guest List Report', 'Failed to load the guest list')}>
          <Printer aria-hidden="true" />
          Print Guest List
        </Button>
      }
    >
      <GuestStatCards stats={list.stats} />

      <div ref={formRef} className="guest-form-anchor">
        <GuestFormCard
          key={editing?.id ?? 'new'}
          values={form}
          onChange={setForm}
          editingId={editing?.id ?? null}
          saving={actions.saving}
          onSubmit={save}
          onCancel={resetForm}
          onClear={resetForm}
          nameInputRef={nameInputRef}
        />
      </div>

      <Card className="guest-database">
        <CardHeader className="guest-database-header">
          <CardTitle>Guest Database ({count.toLocaleString('en-US')})</CardTitle>
          <div className="guest-search">
            <Search aria-hidden="true" className="guest-search-icon" />
            <Input
              type="search"
              aria-label="Search guests"
              placeholder="Search by name…"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            {search && (
              <button type="button" className="guest-search-clear" aria-label="Clear search" onClick={() => setSearch('')}>
                <X aria-hidden="true" />
              </button>
            )}
          </div>
        </CardHeader>
        <CardContent>
          {list.loading ? (
            <div className="guest-loading" role="status" aria-label="Loading guests">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="guest-skeleton-row" />
              ))}
            </div>
          ) : list.error ? (
            <p className="guest-empty guest-error">Failed to load guests</p>
          ) : rows.length === 0 ? (
            <p className="guest-empty">
              {list.searchedFor
                ? `No guests match "${list.searchedFor}".`
                : 'No guests found. Create your first guest using the form above.'}
            </p>
          ) : (
            <>
              <GuestTable rows={rows} onAction={onAction} />
              <div className="guest-list-footer">
                <span>
                  {list.searchedFor
                    ? rows.length >= GUEST_PAGE_SIZE
                      ? `Showing the first ${GUEST_PAGE_SIZE} matches: type more of the name to narrow them down`
                      : `${rows.length} matching guest${rows.length === 1 ? '' : 's'}`
                    : `Showing ${rows.length.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} guests`}
                </span>
                {list.hasMore && (
                  <Button variant="outline" size="sm" onClick={() => void list.loadMore()} disabled={list.loadingMore}>
                    {list.loadingMore && <Spinner />}
                    Load {GUEST_PAGE_SIZE} more
                  </Button>
                )}
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <StatementDialog
        guest={statementFor}
        onClose={() => setStatementFor(null)}
        onBlocked={() =>
          toast({ variant: 'destructive', title: 'Error', description: 'Allow pop-ups for this site to open the statement.' })
        }
      />
    </Page>
  );
}
