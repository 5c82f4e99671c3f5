import { useQuery } from '@apollo/client/react';
import { addDays, isCalendarDate } from '@core/stay-dates';
import { ChevronLeft, ChevronRight, FileText, Wallet } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { FrontDeskStayFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Page } from '../../../ui/page';
import { Skeleton } from '../../../ui/skeleton';
import { checkInQuestion, FRONT_DESK_LISTS, type RowAction } from '../front-desk-lists';
import { FrontDeskQuery } from '../graphql/front-desk-query';
import { useStayActions } from '../hooks/use-stay-actions';
import { useFolio } from '../../folio/hooks/use-folio';
import { DailyReport } from '../../reports/components/daily-report-card';
import { CalendarConflicts } from '../../calendar-sync/components/calendar-conflicts';
import { StayDialogs, type StayDialog } from './stay-dialogs';
import { ResidentsList } from './residents-list';
import { StayList } from './stay-list';
import './front-desk.css';

/**
 * The Front Desk tab: a date's arrivals, departures and guests in house, with one-key check-in and check-out,
 * cancel or no-show behind a confirmation, undo of a check-in of today, and the date's cancelled and no-show
 * arrivals to reinstate. The date is the hotel's today until the clerk picks another.
 */
export function FrontDeskPage() {
  const dateId = useId();
  // null: the hotel's today, as the server reads it in the hotel's timezone.
  const [picked, setPicked] = useState<string | null>(null);
  const desk = useQuery(FrontDeskQuery, { variables: { date: picked }, fetchPolicy: 'cache-and-network' });
  const data = desk.data?.frontDesk ?? desk.previousData?.frontDesk;
  const date = picked ?? data?.date ?? '';
  // The hotel's today, as the server answered the lists of "today" (undo check-in is for a check-in of today).
  const [hotelToday, setHotelToday] = useState<string | null>(null);
  const answeredToday = picked === null ? (desk.data?.frontDesk.date ?? null) : null;
  useEffect(() => {
    if (answeredToday) setHotelToday(answeredToday);
  }, [answeredToday]);

  const actions = useStayActions();
  // The folio of a row's stay: its balance, a payment or a refund, the receipt. Each change updates the
  // cached booking, so the row's balance follows.
  const folio = useFolio();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<StayDialog | null>(null);
  // Issue 15: the desk's close of day is here too, for a clerk has no Reports tab.
  const [dailyReportOpen, setDailyReportOpen] = useState(false);

  const busyWith = async (stay: FrontDeskStayFragment, work: () => Promise<unknown>) => {
    setBusyId(stay.id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  const onAction = (action: RowAction, stay: FrontDeskStayFragment) =>
    void busyWith(stay, async () => {
      if (action === 'check-in') {
        // A room not Clean or Inspected asks first, naming its status (Out of Order: the server refuses).
        const question = checkInQuestion(stay.room.roomNumber, await actions.roomStatus(stay));
        if (question) return setDialog({ kind: 'room-not-ready', stay, question });
        return actions.checkIn(stay);
      }
      const outcome = await actions.checkOut(stay);
      if (!outcome.done && outcome.balanceDue) setDialog({ kind: 'balance-due', stay, message: outcome.balanceDue });
    });

  // The payment taken in the balance-due dialog, then the check-out: done, or what is still due.
  const payAndCheckOut = (stay: FrontDeskStayFragment, amount: string, method: string) =>
    void busyWith(stay, async () => {
      const outcome = await actions.payAndCheckOut(stay, amount, method);
      if (outcome.done) setDialog(null);
      else if (outcome.balanceDue) setDialog({ kind: 'balance-due', stay, message: outcome.balanceDue });
    });

  const closeAfter = (stay: FrontDeskStayFragment, work: () => Promise<unknown>) =>
    void busyWith(stay, async () => {
      await work();
      setDialog(null);
    });

  // A cleared date field goes back to today.
  const pick = (value: string) => setPicked(isCalendarDate(value) ? value : null);
  const step = (days: number) => date && pick(addDays(date, days));

  return (
    <Page
      title="Front Desk"
      className="front-desk-page"
      subtitle="Enter on a row checks in an arrival or checks out a guest in house; ↑ ↓ move between rows."
      actions={
        <>
          <div className="front-desk-date" role="group" aria-label="Date shown">
            <Button variant="outline" size="icon" aria-label="Previous day" onClick={() => step(-1)} disabled={!date}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Label htmlFor={dateId} className="front-desk-date-label">
              Date
            </Label>
            <Input id={dateId} type="date" value={date} required onChange={(event) => pick(event.target.value)} />
            <Button variant="outline" size="icon" aria-label="Next day" onClick={() => step(1)} disabled={!date}>
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button variant="outline" size="sm" onClick={() => setPicked(null)} disabled={picked === null}>
              Today
            </Button>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setDailyReportOpen(true)} disabled={!date}>
            <FileText aria-hidden="true" />
            Daily Report
          </Button>
        </>
      }
    >
      <CalendarConflicts />
      {!data ? (
        desk.error ? (
          <p className="front-desk-error" role="alert">
            Failed to load the front desk
          </p>
        ) : (
          <div className="front-desk-loading" role="status" aria-label="Loading the front desk">
            {FRONT_DESK_LISTS.map((list) => (
              <Skeleton key={list.key} className="front-desk-skeleton" />
            ))}
          </div>
        )
      ) : (
        <div className="front-desk-lists" aria-busy={desk.loading}>
          {FRONT_DESK_LISTS.map((list) => (
            <StayList
              key={list.key}
              list={list.key}
              title={list.title}
              empty={list.empty}
              stays={data[list.key]}
              busyId={busyId}
              onAction={onAction}
              onCancel={(stay) => setDialog({ kind: 'cancel', stay })}
              onNoShow={(stay) => setDialog({ kind: 'no-show', stay })}
              hotelToday={hotelToday}
              onReinstate={(stay) => void busyWith(stay, () => actions.reinstate(stay))}
              onUndoCheckIn={(stay) => void busyWith(stay, () => actions.undoCheckIn(stay))}
              onExtend={(stay) => setDialog({ kind: 'extend', stay })}
              paymentAction={(stay) => (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busyId === stay.id}
                  aria-label={`Take payment: booking #${stay.id}`}
                  onClick={() => folio.show(stay.id)}
                >
                  <Wallet aria-hidden="true" />
                  Take payment
                </Button>
              )}
            />
          ))}
          <ResidentsList />
        </div>
      )}
      {folio.dialog}
      <Dialog
        open={dailyReportOpen}
        onOpenChange={setDailyReportOpen}
        size="lg"
        title="Daily Report"
        description="The close of one day: who arrived, left and stayed, the night’s revenue and the day’s payments."
      >
        {dailyReportOpen && date && <DailyReport initialDate={date} />}
      </Dialog>
      <StayDialogs
        dialog={dialog}
        busy={busyId !== null}
        onClose={() => setDialog(null)}
        onCancelStay={(stay, reason) => closeAfter(stay, () => actions.cancel(stay, reason))}
        onNoShow={(stay) => closeAfter(stay, () => actions.noShow(stay))}
        onForceCheckOut={(stay) => closeAfter(stay, () => actions.checkOut(stay, true))}
        onPayAndCheckOut={payAndCheckOut}
        onCheckInAnyway={(stay) => closeAfter(stay, () => actions.checkIn(stay))}
        onExtend={(stay, periods, nights) =>
          void busyWith(stay, async () => {
            if (await actions.extend(stay, periods, nights)) setDialog(null);
          })
        }
      />
    </Page>
  );
}
