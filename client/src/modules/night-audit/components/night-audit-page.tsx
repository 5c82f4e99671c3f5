import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { addDays, formatShortUs } from '@core/stay-dates';
import { MoonStar } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { withReference } from '../../../app/graphql-error';
import { refusalMessage, refusalToast } from '../../../app/use-toasted-action';
import type { FrontDeskStayFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Page } from '../../../ui/page';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { BookingQuery } from '../../bookings/graphql/booking-query';
import { UpdateBookingMutation } from '../../bookings/graphql/update-booking-mutation';
import { bookingInputFromRow, toBookingRow } from '../../bookings/grid/booking-row';
import { StayDialogs, type StayDialog } from '../../front-desk/components/stay-dialogs';
import { useStayActions } from '../../front-desk/hooks/use-stay-actions';
import { DailyReportFigures, DailyReportFiles } from '../../reports/components/daily-report-card';
import { AuditStayQuery } from '../graphql/audit-stay-query';
import { CloseDayMutation } from '../graphql/close-day-mutation';
import { ClosedDayReportQuery } from '../graphql/closed-day-report-query';
import { NightAuditQuery } from '../graphql/night-audit-query';
import { dayToClose, daysWaiting, PROBLEM_FIXES, refusalProblems, type AuditProblem, type ProblemFix } from '../night-audit-days';
import './night-audit.css';

/** A refused close: the server's sentence and the problems it named (a first audit learns them only so). */
interface Refusal {
  date: string;
  message: string | null;
  problems: AuditProblem[];
}

const KIND_LABEL = { arrival: 'Arrival', departure: 'Departure' } as const;

/**
 * The Night Audit tab (issue 25): the business date, the stays that stop it from closing each with its fixes
 * (the Front Desk's own actions, and one more night for a guest staying on), Close the day, then the last
 * closed day's report as it was kept, with its PDF. Before the first audit it offers the hotel's yesterday.
 */
export function NightAuditPage() {
  const status = useQuery(NightAuditQuery, { fetchPolicy: 'cache-and-network' });
  const audit = status.data?.nightAudit;
  const [picked, setPicked] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<StayDialog | null>(null);
  const [closing, setClosing] = useState(false);
  const firstDayId = useId();
  const closeHintId = useId();
  // Where the keyboard goes once a fix is done: its problem's first fix, or the next problem's once it has
  // left the list, else Close the day. Null while no fix ran.
  const focusAfterFix = useRef<number | null>(null);
  const auditId = useId();

  const client = useApolloClient();
  const { toast } = useToast();
  const actions = useStayActions([NightAuditQuery]);
  const [closeDay] = useMutation(CloseDayMutation, { refetchQueries: [NightAuditQuery], awaitRefetchQueries: true });

  const shownProblems = audit?.businessDate === null ? refusal?.problems : audit?.problems;
  useEffect(() => {
    const index = focusAfterFix.current;
    const container = document.getElementById(auditId);
    if (index === null || !container || busyId !== null || dialog !== null) return;
    const firstFixes = container.querySelectorAll<HTMLButtonElement>('.night-audit-problem-fixes button:first-child');
    const next =
      firstFixes[Math.min(index, firstFixes.length - 1)] ?? container.querySelector<HTMLButtonElement>('.night-audit-close-day');
    if (next && !next.disabled) {
      focusAfterFix.current = null;
      next.focus();
    }
  }, [shownProblems, busyId, dialog, auditId]);

  if (!audit) {
    return (
      <Page title="Night Audit">
        {status.error ? (
          <p className="night-audit-error" role="alert">
            Failed to load the night audit
          </p>
        ) : (
          <div role="status" aria-label="Loading the night audit">
            <Skeleton className="night-audit-skeleton" />
          </div>
        )}
      </Page>
    );
  }

  const date = dayToClose(audit, picked);
  const ended = date < audit.today;
  const firstAudit = audit.businessDate === null;
  // After the first audit the server names the business date's problems; before, only a refused close does.
  const problems = firstAudit ? (refusal?.date === date ? refusal.problems : []) : audit.problems;
  const refused = refusal?.date === date ? refusal.message : null;
  const waiting = audit.businessDate ? daysWaiting(audit.businessDate, audit.today) : 0;

  /** A fixed problem leaves the list at once (the server reads it again too) and the refusal's sentence goes. */
  const settled = (bookingId: number) =>
    setRefusal((last) => last && { ...last, message: null, problems: last.problems.filter((p) => p.bookingId !== bookingId) });

  const extend = async (bookingId: number): Promise<boolean> => {
    const { data } = await client.query({ query: BookingQuery, variables: { id: bookingId }, fetchPolicy: 'network-only' });
    const booking = data?.booking;
    if (!booking) throw new Error('not found');
    if (booking.rateType === 'Monthly') {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: "A monthly booking's nights follow its months: change its dates on the Bookings tab",
      });
      return false;
    }
    const input = {
      ...bookingInputFromRow(toBookingRow(booking)),
      nights: booking.nights + 1,
      version: booking.version,
    };
    await client.mutate({
      mutation: UpdateBookingMutation,
      variables: { id: bookingId, input },
      refetchQueries: [NightAuditQuery],
      awaitRefetchQueries: true,
    });
    toast({
      title: 'Success',
      description: `Booking #${bookingId} now leaves on ${formatShortUs(addDays(booking.checkOutDate, 1))}`,
    });
    return true;
  };

  const fix = async (problem: AuditProblem, action: ProblemFix) => {
    // Its buttons wait meanwhile; then the keyboard is back on its row, or the row that took its place.
    focusAfterFix.current = Math.max(0, problems.indexOf(problem));
    setBusyId(problem.bookingId);
    try {
      if (action === 'extend') {
        if (await extend(problem.bookingId)) settled(problem.bookingId);
        return;
      }
      // The stay as it is now (its version), for the Front Desk's action.
      const { data } = await client.query({
        query: AuditStayQuery,
        variables: { id: problem.bookingId },
        fetchPolicy: 'network-only',
      });
      const stay = data?.booking;
      if (!stay) throw new Error('not found');
      let done = false;
      if (action === 'check-in') done = await actions.checkIn(stay);
      else if (action === 'no-show') done = await actions.noShow(stay);
      else {
        const outcome = await actions.checkOut(stay);
        done = outcome.done;
        if (!outcome.done && outcome.balanceDue) setDialog({ kind: 'balance-due', stay, message: outcome.balanceDue });
      }
      if (done) settled(problem.bookingId);
    } catch (error) {
      toast(refusalToast(error, `Failed to settle booking #${problem.bookingId}`));
    } finally {
      setBusyId(null);
    }
  };

  const checkOutAnyway = async (stay: FrontDeskStayFragment) => {
    setBusyId(stay.id);
    try {
      if ((await actions.checkOut(stay, true)).done) settled(stay.id);
    } finally {
      setBusyId(null);
      setDialog(null);
    }
  };

  // The balance-due dialog takes the payment there, then checks out (as on the Front Desk).
  const payAndCheckOut = async (stay: FrontDeskStayFragment, amount: string, method: string) => {
    setBusyId(stay.id);
    try {
      const outcome = await actions.payAndCheckOut(stay, amount, method);
      if (outcome.done) {
        settled(stay.id);
        setDialog(null);
      } else if (outcome.balanceDue) setDialog({ kind: 'balance-due', stay, message: outcome.balanceDue });
    } finally {
      setBusyId(null);
    }
  };

  const close = async () => {
    setClosing(true);
    try {
      await closeDay({ variables: { date } });
      setRefusal(null);
      setPicked(null);
      toast({ title: 'Success', description: `${formatShortUs(date)} is closed` });
    } catch (error) {
      const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
      setRefusal({
        date,
        message: refusalMessage(error) ?? withReference('Failed to close the day', error),
        problems: refusalProblems(extensions),
      });
    } finally {
      setClosing(false);
    }
  };

  return (
    <Page
      title="Night Audit"
      className="night-audit-page"
      subtitle="Close each ended day: settle the arrivals and departures left hanging, then close it. Its nights post their revenue and its figures are kept."
    >
      <Card className="night-audit-card">
        <CardHeader>
          <CardTitle>{firstAudit ? 'Start the books' : `Business date ${formatShortUs(date)}`}</CardTitle>
          <CardDescription>
            {firstAudit
              ? 'No day has been closed yet. The first day you close starts the books: the days before it stay open and are never closed.'
              : `The oldest day not yet closed. Last closed: ${audit.lastClosedDate ? formatShortUs(audit.lastClosedDate) : 'none'}.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="night-audit-close" id={auditId}>
          {firstAudit && (
            <FormField label="First day to close" hint="The hotel's yesterday, unless the books start earlier">
              <Input
                id={firstDayId}
                type="date"
                value={date}
                max={addDays(audit.today, -1)}
                onChange={(event) => {
                  setPicked(event.target.value || null);
                  setRefusal(null);
                }}
              />
            </FormField>
          )}
          {waiting > 1 && (
            <p className="night-audit-waiting" role="status">
              {waiting} days are waiting for the night audit
            </p>
          )}
          {!firstAudit && !ended ? (
            <p className="night-audit-note">{formatShortUs(date)} is today: it can close once it has ended, after midnight.</p>
          ) : null}

          {(problems.length > 0 || !firstAudit) && ended && (
            <section className="night-audit-problems" aria-labelledby={`${closeHintId}-problems`}>
              <h2 id={`${closeHintId}-problems`} className="night-audit-subtitle">
                {problems.length === 0
                  ? `Nothing stops ${formatShortUs(date)} from closing`
                  : `${problems.length === 1 ? '1 stay stops' : `${problems.length} stays stop`} ${formatShortUs(date)} from closing`}
              </h2>
              {problems.length > 0 && (
                <ul className="night-audit-problem-list">
                  {problems.map((problem) => (
                    <li
                      key={`${problem.kind}-${problem.bookingId}`}
                      className="night-audit-problem"
                      data-booking-id={problem.bookingId}
                    >
                      <Badge variant={problem.kind === 'arrival' ? 'secondary' : 'outline'}>{KIND_LABEL[problem.kind]}</Badge>
                      <span className="night-audit-problem-message">{problem.message}</span>
                      <span className="night-audit-problem-fixes">
                        {PROBLEM_FIXES[problem.kind].map(({ fix: action, label }, index) => (
                          <Button
                            key={action}
                            size="sm"
                            variant={index === 0 ? 'default' : 'outline'}
                            disabled={busyId !== null}
                            aria-label={`${label}: booking #${problem.bookingId}`}
                            onClick={() => void fix(problem, action)}
                          >
                            {label}
                          </Button>
                        ))}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

          <div className="night-audit-actions">
            <Button
              className="night-audit-close-day"
              onClick={() => void close()}
              disabled={!ended || closing || busyId !== null}
              aria-describedby={closeHintId}
            >
              <MoonStar aria-hidden="true" />
              Close the day
            </Button>
            <span id={closeHintId} className="night-audit-note">
              {ended
                ? `Closes ${formatShortUs(date)}: its in-house nights post their room revenue and taxes, and its figures no longer change.`
                : `${formatShortUs(date)} has not ended yet.`}
            </span>
          </div>
          {refused && (
            <p className="night-audit-error" role="alert">
              {refused}
            </p>
          )}
        </CardContent>
      </Card>

      {audit.lastClosedDate && <ClosedDay date={audit.lastClosedDate} />}

      <StayDialogs
        dialog={dialog}
        busy={busyId !== null}
        onClose={() => setDialog(null)}
        onCancelStay={() => setDialog(null)}
        onNoShow={() => setDialog(null)}
        onForceCheckOut={(stay) => void checkOutAnyway(stay)}
        onPayAndCheckOut={(stay, amount, method) => void payAndCheckOut(stay, amount, method)}
        // The audit's fixes check in without asking about the room's status: its one-key fix is the point.
        onCheckInAnyway={() => setDialog(null)}
      />
    </Page>
  );
}

/** The last closed day's report as it was kept at close: who closed it, its figures, its PDF. */
function ClosedDay({ date }: { date: string }) {
  const titleId = useId();
  const report = useQuery(ClosedDayReportQuery, { variables: { date }, fetchPolicy: 'cache-and-network' });
  const data = report.data?.dailyReport.date === date ? report.data.dailyReport : undefined;
  return (
    <Card className="night-audit-card" role="region" aria-labelledby={titleId}>
      <CardHeader className="night-audit-report-header">
        <CardTitle id={titleId}>
          {data?.closedBy ? `Closed ${formatShortUs(date)} by ${data.closedBy}` : `Closed ${formatShortUs(date)}`}
        </CardTitle>
        <DailyReportFiles date={date} className="night-audit-report-files" open="Open the PDF" download="Download the PDF" />
      </CardHeader>
      <CardContent>
        {data ? (
          <DailyReportFigures report={data} />
        ) : report.error ? (
          <p className="night-audit-error" role="alert">
            Failed to load the daily report for {formatShortUs(date)}
          </p>
        ) : (
          <div role="status" aria-label="Loading the closed day's report">
            <Skeleton className="night-audit-skeleton" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
