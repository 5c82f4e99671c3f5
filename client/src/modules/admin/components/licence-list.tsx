import { maskLicenceKey } from '@core/licence-key';
import { Ban, Copy, Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { LicenceFieldsFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { IconButton } from '../../../ui/icon-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { RecordTable } from '../../../ui/record-table';
import { useToast } from '../../../ui/toast';
import { copyText } from '../copy-text';

const COLUMNS = ['Hotel', 'License Key', 'Location', 'Rooms', 'Status', 'Created', 'Actions'];

export interface LicenceListProps {
  licences: readonly LicenceFieldsFragment[];
  loading: boolean;
  onDeactivate: (licence: LicenceFieldsFragment) => void;
  onDelete: (licence: LicenceFieldsFragment) => void;
}

/** Existing licences (spec 2): keys masked until shown, and copied with a 'Copied!' toast. */
export function LicenceList({ licences, loading, onDeactivate, onDelete }: LicenceListProps) {
  const { toast } = useToast();
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const copy = async (licence: LicenceFieldsFragment) => {
    if (await copyText(licence.licenceKey))
      toast({ title: 'Copied!', description: `The license key of ${licence.hotelName} is on the clipboard.` });
    else
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'The browser did not allow copying. Show the key and copy it by hand.',
      });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Existing Licenses</CardTitle>
        <CardDescription>
          Each key is bound to the hotel details it was generated for and validates only for that hotel&apos;s email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RecordTable
          name="admin"
          label="Licenses"
          columns={COLUMNS}
          numeric={(column) => column === 'Rooms'}
          skeletonClassName="admin-row-skeleton"
          skeletonRows={2}
          loading={loading}
          empty={<>No licenses generated yet. Use Generate License in a hotel&apos;s actions menu.</>}
          emptyClassName="admin-empty"
          rowCount={licences.length}
        >
          {licences.map((licence) => {
            const visible = shown.has(licence.id);
            return (
              <tr key={licence.id} data-licence={licence.hotelEmail}>
                <td>
                  <div className="admin-hotel-name">{licence.hotelName}</div>
                  <div className="admin-muted">{licence.hotelEmail}</div>
                </td>
                <td>
                  <div className="admin-key-cell">
                    <code className="admin-key" data-testid="licence-key">
                      {visible ? licence.licenceKey : maskLicenceKey(licence.licenceKey)}
                    </code>
                    <IconButton
                      icon={visible ? EyeOff : Eye}
                      label={`${visible ? 'Hide' : 'Show'} the license key of ${licence.hotelName}`}
                      onClick={() => toggle(licence.id)}
                    />
                    <IconButton
                      icon={Copy}
                      label={`Copy the license key of ${licence.hotelName}`}
                      onClick={() => void copy(licence)}
                    />
                  </div>
                </td>
                <td>
                  {licence.address}, {licence.city}, {licence.state} {licence.zipCode}
                </td>
                <td className="numeric">{licence.numberOfRooms}</td>
                <td>
                  <Badge
                    variant={licence.isActive ? 'default' : 'outline'}
                    className={licence.isActive ? 'admin-badge-licensed' : undefined}
                  >
                    {licence.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </td>
                <td className="admin-nowrap">
                  {new Date(licence.createdAt).toLocaleDateString('en-US', {
                    year: 'numeric',
                    month: 'short',
                    day: 'numeric',
                  })}
                </td>
                <td className="actions">
                  <div className="admin-row-actions">
                    {licence.isActive && (
                      <IconButton
                        icon={Ban}
                        label={`Deactivate the license of ${licence.hotelName}`}
                        onClick={() => onDeactivate(licence)}
                      />
                    )}
                    <IconButton
                      icon={Trash2}
                      label={`Delete the license of ${licence.hotelName}`}
                      onClick={() => onDelete(licence)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </RecordTable>
      </CardContent>
    </Card>
  );
}
