import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminHotelFieldsFragment, AdminHotelInput, LicenceFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useToast } from '../../../ui/toast';
import { copyText } from '../copy-text';
import { licenceInputFromAccount } from '../hotel-form';

export interface GenerateLicenceDialogProps {
  hotel: AdminHotelFieldsFragment | null;
  generating: boolean;
  onGenerate: (input: AdminHotelInput) => Promise<LicenceFieldsFragment | null>;
  onOpenChange: (open: boolean) => void;
}

const DETAILS: [keyof AdminHotelInput, string][] = [
  ['hotelName', 'Hotel Name'],
  ['hotelEmail', 'Hotel Email'],
  ['phoneNumber', 'Phone Number'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'Zip Code'],
  ['country', 'Country'],
  ['website', 'Website'],
  ['numberOfRooms', 'Number of Rooms'],
];
const BOUND: (keyof AdminHotelInput)[] = ['hotelName', 'address', 'city', 'state', 'zipCode', 'numberOfRooms'];

/** The Generate License modal (spec 2): the hotel's details, read-only, then the new key to copy. */
export function GenerateLicenceDialog({ hotel, generating, onGenerate, onOpenChange }: GenerateLicenceDialogProps) {
  const { toast } = useToast();
  const [licence, setLicence] = useState<LicenceFieldsFragment | null>(null);
  useEffect(() => setLicence(null), [hotel?.id]);

  const input = hotel ? licenceInputFromAccount(hotel) : null;
  const missing = input
    ? BOUND.filter((field) => !String(input[field] ?? '').trim() || (field === 'numberOfRooms' && input[field] === '0'))
    : [];

  const generate = async () => {
    if (!input) return;
    const created = await onGenerate(input);
    if (created) setLicence(created);
  };

  return (
    <Dialog
      open={hotel !== null}
      onOpenChange={onOpenChange}
      title="Generate License"
      description={
        licence
          ? 'The license is stored. Give this key to the hotel: it validates it in Settings → Hotel Information.'
          : 'A license key is bound to these hotel details.'
      }
      footer={
        licence ? (
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button onClick={() => void generate()} disabled={generating || missing.length > 0}>
              <KeyRound aria-hidden="true" />
              {generating ? 'Generating...' : 'Generate License'}
            </Button>
          </>
        )
      }
    >
      {input && (
        <dl className="admin-details">
          {DETAILS.map(([field, label]) => (
            <div key={field} className="admin-details-row">
              <dt>{label}</dt>
              <dd>
                {String(input[field] ?? '').trim() && !(field === 'numberOfRooms' && input[field] === '0')
                  ? String(input[field])
                  : '—'}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {!licence && missing.length > 0 && (
        <p className="admin-warning" role="alert">
          A license needs the hotel&apos;s address, city, state, zip code and number of rooms. Use Edit Hotel to complete them
          first.
        </p>
      )}
      {licence && (
        <div className="admin-generated">
          <span className="admin-generated-label">License key</span>
          <div className="admin-key-cell">
            <code className="admin-key admin-key-large" data-testid="generated-licence-key">
              {licence.licenceKey}
            </code>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void copyText(licence.licenceKey).then((copied) =>
                  toast(
                    copied
                      ? { title: 'Copied!', description: 'The license key is on the clipboard.' }
                      : { variant: 'destructive', title: 'Error', description: 'The browser did not allow copying.' },
                  ),
                )
              }
            >
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
