import { AMENITY_ICONS, iconLabel } from '@core/amenity-catalog';
import { cx } from '../../../ui/class-names';
import { AmenityIcon } from './amenity-icon';

export interface IconPickerProps {
  value: string;
  onChange: (icon: string) => void;
  /** Labels follow the chosen category where it has its own ('Hot Tub' rather than 'Pool/Water'). */
  category: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Every catalogue icon with its label, as a grid of buttons announced as one radio group. */
export function IconPicker({ value, onChange, category, id, ...aria }: IconPickerProps) {
  return (
    <div id={id} role="radiogroup" aria-label="Icon" className="icon-picker" {...aria}>
      {AMENITY_ICONS.map((icon) => {
        const label = iconLabel(icon, category) ?? icon;
        const selected = icon === value;
        return (
          <button
            key={icon}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={label}
            title={icon}
            className={cx('icon-picker-option', selected && 'icon-picker-option-selected')}
            onClick={() => onChange(icon)}
          >
            <AmenityIcon name={icon} className="icon-picker-icon" />
            <span className="icon-picker-label">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
