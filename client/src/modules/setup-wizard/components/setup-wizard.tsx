import { MANAGERS } from '@core/roles';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { parseRoomLimit } from '@core/room-inventory';
import { BedDouble, Check, DoorOpen, Settings } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { serverErrorMessage } from '../../../app/graphql-error';
import { useAuth } from '../../../app/use-auth';
import { useRoleAllows } from '../../../app/use-role';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { cx } from '../../../ui/class-names';
import { Dialog } from '../../../ui/dialog';
import { Label } from '../../../ui/label';
import { useToast } from '../../../ui/toast';
import { LicenceHotelSettingsQuery } from '../../licensing/graphql/licence-hotel-settings-query';
import { useLicenceStatus } from '../../licensing/hooks/use-licence-status';
import { BulkCreateRoomsMutation } from '../../rooms/graphql/bulk-create-rooms-mutation';
import { CreateRoomTypeMutation } from '../../rooms/graphql/create-room-type-mutation';
import { CompleteSetupMutation } from '../graphql/complete-setup-mutation';
import { SetupCompletedQuery } from '../graphql/setup-completed-query';
import { SetupRoomTypesQuery } from '../graphql/setup-room-types-query';
import { EXAMPLE_ROOM_TYPES, exampleRoomPlan, roomRangeText, shouldShowSetupWizard } from '../setup-wizard-rules';
import './setup-wizard.css';

const STEPS = [
  { title: 'Set up Room Types', icon: BedDouble },
  { title: 'Add Rooms', icon: DoorOpen },
  { title: 'Configure Settings', icon: Settings },
] as const;

/**
 * The set-up wizard overlay (spec 2): three steps, shown once per hotel (issue 12: the done flag is the
 * hotel's setting setup_completed, not this browser's), while the licence is active and within 24 hours of
 * installation. Skip or Complete marks the hotel done; Complete creates the example room types and rooms
 * the person accepted.
 */
export function SetupWizard() {
  const { account } = useAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  // Admins in their own session and admins working as a hotel are not setting a hotel up, and only the
  // hotel's Owners and Managers may write its set-up (issue 15).
  const setsUp = useRoleAllows(MANAGERS);
  const eligible = !!account && !account.isAdmin && !account.isImpersonating && setsUp;
  const { status } = useLicenceStatus({ skip: !eligible });
  const settings = useQuery(SetupCompletedQuery, { skip: !eligible, fetchPolicy: 'network-only' });
  const [completeSetup] = useMutation(CompleteSetupMutation);
  const [dismissed, setDismissed] = useState(false);
  const completed = settings.data?.settings.find((entry) => entry.key === 'setup_completed')?.value === '1';
  const open =
    eligible &&
    !dismissed &&
    !!status &&
    !!settings.data &&
    shouldShowSetupWizard({
      licenceActive: !status.expired,
      installationDate: status.installationDate,
      completed,
      now: new Date(),
    });

  // Closed first, then the hotel marked done, then the cache refreshed: a refetch must not bring the wizard back.
  const finish = ({ created, openSettings }: { created: boolean; openSettings: boolean }) => {
    setDismissed(true);
    if (openSettings) navigate('/hotel/settings');
    void completeSetup()
      .catch((error: unknown) => {
        // Not saved: the wizard may show again on the next visit, which is harmless; the person goes on working.
        console.error('Could not mark the set-up wizard done for this hotel.', error);
      })
      .then(() => (created ? client.resetStore() : undefined))
      .catch(() => undefined);
  };

  if (!open) return null;
  return <SetupWizardDialog onFinish={finish} />;
}

function SetupWizardDialog({ onFinish }: { onFinish: (result: { created: boolean; openSettings: boolean }) => void }) {
  const { toast } = useToast();
  const existing = useQuery(SetupRoomTypesQuery);
  const settings = useQuery(LicenceHotelSettingsQuery);
  const [createRoomType] = useMutation(CreateRoomTypeMutation);
  const [bulkCreateRooms] = useMutation(BulkCreateRoomsMutation);
  const [step, setStep] = useState(0);
  const [createTypes, setCreateTypes] = useState(true);
  const [createRooms, setCreateRooms] = useState(true);
  const [openSettings, setOpenSettings] = useState(true);
  const [working, setWorking] = useState(false);
  const ids = { types: useId(), rooms: useId(), settings: useId() };

  const roomTypeCount = existing.data?.roomTypes.length ?? 0;
  const roomCount = existing.data?.rooms.length ?? 0;
  const limit = parseRoomLimit(settings.data?.settings.find((entry) => entry.key === 'number_of_rooms')?.value);
  const plan = useMemo(() => exampleRoomPlan(limit === null ? null : limit - roomCount), [limit, roomCount]);
  const canProposeTypes = existing.data !== undefined && roomTypeCount === 0;
  const canProposeRooms = canProposeTypes && createTypes && roomCount === 0 && plan.length > 0;

  // Nothing to accept: the boxes stay unticked so Complete Setup does not try.
  useEffect(() => {
    if (existing.data && !canProposeTypes) setCreateTypes(false);
  }, [existing.data, canProposeTypes]);

  const complete = async () => {
    setWorking(true);
    try {
      if (canProposeTypes && createTypes) {
        const created = new Map<string, number>();
        for (const type of EXAMPLE_ROOM_TYPES) {
          const { name, dailyRate, weeklyRate, monthlyRate } = type;
          const { data } = await createRoomType({ variables: { input: { name, dailyRate, weeklyRate, monthlyRate } } });
          if (data) created.set(name, data.createRoomType.id);
        }
        if (canProposeRooms && createRooms) {
          for (const batch of plan) {
            await bulkCreateRooms({
              variables: {
                input: {
                  prefix: batch.prefix,
                  startNumber: batch.startNumber,
                  endNumber: batch.endNumber,
                  roomTypeId: created.get(batch.roomType.name),
                },
              },
            });
          }
        }
        toast({
          title: 'Setup Complete',
          description: 'The example room types and rooms were created. Change them any time in Settings.',
        });
      }
      onFinish({ created: canProposeTypes && createTypes, openSettings });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverErrorMessage(error) ?? 'Failed to create the example room types and rooms',
      });
      // What was created stays; the steps then show it instead of proposing it again.
      await existing.refetch().catch(() => undefined);
      setWorking(false);
    }
  };

  const last = step === STEPS.length - 1;
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onFinish({ created: false, openSettings: false });
      }}
      size="lg"
      className="setup-wizard"
      title="Welcome to Innkeep"
      description="Three quick steps get your hotel ready for its first booking."
      footer={
        <div className="setup-wizard-footer">
          <Button variant="ghost" onClick={() => onFinish({ created: false, openSettings: false })} disabled={working}>
            Skip Setup
          </Button>
          <div className="setup-wizard-nav">
            <Button variant="outline" onClick={() => setStep((current) => current - 1)} disabled={step === 0 || working}>
              Previous
            </Button>
            {last ? (
              <Button onClick={() => void complete()} disabled={working}>
                <Check aria-hidden="true" />
                {working ? 'Setting up...' : 'Complete Setup'}
              </Button>
            ) : (
              <Button onClick={() => setStep((current) => current + 1)}>Next</Button>
            )}
          </div>
        </div>
      }
    >
      <ol className="setup-wizard-steps" aria-label="Setup steps">
        {STEPS.map((entry, index) => (
          <li
            key={entry.title}
            className={cx('setup-wizard-step', index === step && 'is-current', index < step && 'is-done')}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="setup-wizard-step-number">{index < step ? <Check aria-hidden="true" /> : index + 1}</span>
            {entry.title}
          </li>
        ))}
      </ol>

      <section className="setup-wizard-panel" aria-label={STEPS[step]!.title}>
        <h3>{STEPS[step]!.title}</h3>
        {step === 0 &&
          (canProposeTypes ? (
            <>
              <p>Room types carry the rates a booking starts from. Start with these examples and change the prices later:</p>
              <ul className="setup-wizard-list">
                {EXAMPLE_ROOM_TYPES.map((type) => (
                  <li key={type.name}>
                    <strong>{type.name}</strong>
                    <span>
                      ${type.dailyRate} per night · ${type.weeklyRate} per week · ${type.monthlyRate} per month
                    </span>
                  </li>
                ))}
              </ul>
              <div className="setup-wizard-choice">
                <Checkbox id={ids.types} checked={createTypes} onCheckedChange={setCreateTypes} />
                <Label htmlFor={ids.types}>Create these example room types</Label>
              </div>
            </>
          ) : (
            <p>
              {existing.data
                ? `Your hotel already has ${roomTypeCount} room ${roomTypeCount === 1 ? 'type' : 'types'}. Manage them in Settings → Room Types & Rooms.`
                : 'Loading your room types...'}
            </p>
          ))}
        {step === 1 &&
          (canProposeRooms ? (
            <>
              <p>Each room belongs to a room type. These example rooms fit the number of rooms in your hotel settings:</p>
              <ul className="setup-wizard-list">
                {plan.map((batch) => (
                  <li key={batch.roomType.name}>
                    <strong>Rooms {roomRangeText(batch)}</strong>
                    <span>{batch.roomType.name}</span>
                  </li>
                ))}
              </ul>
              <div className="setup-wizard-choice">
                <Checkbox id={ids.rooms} checked={createRooms} onCheckedChange={setCreateRooms} />
                <Label htmlFor={ids.rooms}>Create these example rooms</Label>
              </div>
            </>
          ) : (
            <p>
              {roomCount > 0
                ? `Your hotel already has ${roomCount} ${roomCount === 1 ? 'room' : 'rooms'}.`
                : 'Add your rooms in Settings → Room Types & Rooms; Bulk Create adds a whole floor at once.'}
            </p>
          ))}
        {step === 2 && (
          <>
            <p>Check these in Settings before the first booking:</p>
            <ul className="setup-wizard-list">
              <li>
                <strong>Hotel Information</strong>
                <span>Name, address, phone and timezone, and your license key.</span>
              </li>
              <li>
                <strong>Tax Rates</strong>
                <span>The taxes and fees added to Daily and Weekly stays.</span>
              </li>
              <li>
                <strong>Rate Periods</strong>
                <span>Weekend, holiday and seasonal prices.</span>
              </li>
            </ul>
            <div className="setup-wizard-choice">
              <Checkbox id={ids.settings} checked={openSettings} onCheckedChange={setOpenSettings} />
              <Label htmlFor={ids.settings}>Open Settings when I finish</Label>
            </div>
          </>
        )}
      </section>
    </Dialog>
  );
}
