import { useQuery } from '@apollo/client/react';
import { AMENITY_CATEGORIES } from '@core/amenity-catalog';
import type { AmenityInput } from '@core/schemas/amenity.schema';
import { Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AmenityFieldsFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { IconButton } from '../../../ui/icon-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { cx } from '../../../ui/class-names';
import { Spinner } from '../../../ui/spinner';
import { useRecordDialog } from '../../../ui/use-record-dialog';
import { AmenitiesQuery } from '../graphql/amenities-query';
import { useAmenityActions } from '../hooks/use-amenity-actions';
import { AmenityDialog } from './amenity-dialog';
import { AmenityIcon } from './amenity-icon';
import './amenities.css';

const ALL = 'all';
const DELETE_CONFIRMATION = 'Are you sure you want to delete this amenity?';

/** Settings › Amenities (spec 2, 'Hotel Amenities'): amenities grouped by category, with a filter and a dialog. */
export function AmenitiesTab() {
  const { data, loading, error } = useQuery(AmenitiesQuery);
  const actions = useAmenityActions();
  const [filter, setFilter] = useState<string>(ALL);
  const { dialog, openAdd, openEdit } = useRecordDialog<AmenityFieldsFragment, AmenityInput>({
    create: actions.createAmenity,
    update: actions.updateAmenity,
  });

  const amenities = data?.amenities ?? [];
  const categories = filter === ALL ? AMENITY_CATEGORIES : AMENITY_CATEGORIES.filter((category) => category === filter);
  const confirmDelete = (amenity: AmenityFieldsFragment) => {
    if (window.confirm(DELETE_CONFIRMATION)) void actions.deleteAmenity(amenity);
  };

  return (
    <section className="amenities" aria-labelledby="amenities-heading">
      <header className="amenities-header">
        <div>
          <h2 id="amenities-heading">Hotel Amenities</h2>
          <p className="amenities-subtitle">Manage your hotel&apos;s amenities and services</p>
        </div>
        <Button onClick={openAdd}>
          <Plus aria-hidden="true" />
          Add Amenity
        </Button>
      </header>

      <div className="amenities-filter" role="group" aria-label="Filter by category">
        {[ALL, ...AMENITY_CATEGORIES].map((category) => (
          <Button
            key={category}
            size="sm"
            variant={filter === category ? 'default' : 'outline'}
            aria-pressed={filter === category}
            onClick={() => setFilter(category)}
          >
            {category === ALL ? 'All Categories' : category}
          </Button>
        ))}
      </div>

      {loading && !data ? (
        <div className="amenities-loading">
          <Spinner label="Loading amenities" className="amenities-spinner" />
        </div>
      ) : error && !data ? (
        <Card>
          <CardContent className="amenities-error">Failed to load amenities</CardContent>
        </Card>
      ) : amenities.length === 0 ? (
        <Card>
          <CardContent className="amenities-empty">
            <Sparkles className="amenities-empty-icon" aria-hidden="true" />
            <h3>No amenities found</h3>
            <p>Start by adding your hotel&apos;s amenities and services</p>
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" />
              Add Your First Amenity
            </Button>
          </CardContent>
        </Card>
      ) : (
        categories.map((category) => {
          const inCategory = amenities.filter((amenity) => amenity.category === category);
          return (
            <Card key={category} className="amenity-category" data-category={category}>
              <CardHeader className="amenity-category-header">
                <CardTitle>{category}</CardTitle>
                <Badge variant="secondary">{inCategory.length} amenities</Badge>
              </CardHeader>
              <CardContent>
                {inCategory.length === 0 ? (
                  <p className="amenity-category-empty">No amenities in this category yet</p>
                ) : (
                  <ul className="amenity-tiles">
                    {inCategory.map((amenity) => (
                      <AmenityTile key={amenity.id} amenity={amenity} onEdit={openEdit} onDelete={confirmDelete} />
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          );
        })
      )}

      <AmenityDialog {...dialog} saving={actions.saving} />
    </section>
  );
}

interface AmenityTileProps {
  amenity: AmenityFieldsFragment;
  onEdit: (amenity: AmenityFieldsFragment) => void;
  onDelete: (amenity: AmenityFieldsFragment) => void;
}

function AmenityTile({ amenity, onEdit, onDelete }: AmenityTileProps) {
  return (
    <li className={cx('amenity-tile', !amenity.isActive && 'amenity-tile-inactive')} aria-label={amenity.name}>
      <span className="amenity-tile-icon">
        <AmenityIcon name={amenity.icon} />
      </span>
      <div className="amenity-tile-body">
        <div className="amenity-tile-title">
          <h4>{amenity.name}</h4>
          {!amenity.isActive && <Badge variant="outline">Inactive</Badge>}
        </div>
        {amenity.description && <p className="amenity-tile-description">{amenity.description}</p>}
        <Badge variant="secondary" className="amenity-tile-order">
          Order: {amenity.sortOrder}
        </Badge>
      </div>
      <div className="amenity-tile-actions">
        <IconButton icon={Pencil} label={`Edit ${amenity.name}`} onClick={() => onEdit(amenity)} />
        <IconButton icon={Trash2} label={`Delete ${amenity.name}`} onClick={() => onDelete(amenity)} />
      </div>
    </li>
  );
}
