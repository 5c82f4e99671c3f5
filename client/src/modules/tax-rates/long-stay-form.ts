import {
  LONG_STAY_MODES,
  LONG_STAY_NIGHTS_MAX,
  LONG_STAY_NIGHTS_MIN,
  LONG_STAY_PRESET_NOTE,
  LONG_STAY_PRESETS,
  type LongStayMode,
  type LongStayRule,
} from '@core/long-stay-rule';

/** The Long stay choice of the Tax Rate dialog: no rule, one of core's presets by its name, or Custom. */
export const NO_LONG_STAY = 'None';
export const CUSTOM_LONG_STAY = 'Custom';
export type LongStayPresetName = (typeof LONG_STAY_PRESETS)[number]['name'];
export type LongStayChoice = typeof NO_LONG_STAY | LongStayPresetName | typeof CUSTOM_LONG_STAY;

/** The choices in the order the dialog lists them, each preset with its note (the law as read: checked by no one). */
export const LONG_STAY_CHOICES: readonly { value: LongStayChoice; label: string }[] = [
  { value: NO_LONG_STAY, label: 'None: taxed every night' },
  ...LONG_STAY_PRESETS.map((preset) => ({ value: preset.name, label: `${preset.name} (${LONG_STAY_PRESET_NOTE})` })),
  { value: CUSTOM_LONG_STAY, label: CUSTOM_LONG_STAY },
];

export const LONG_STAY_MODE_LABELS: Readonly<Record<LongStayMode, string>> = {
  'exempt-after': 'Exempt after the nights',
  'refund-all': 'Refunded at the nights',
};

/** The dialog's long-stay fields: the nights as typed, so that a bad number is refused with the server's words. */
export interface LongStayFormValues {
  longStayChoice: LongStayChoice;
  longStayNights: string;
  longStayMode: LongStayMode;
  agreementExempts: boolean;
  earlyDepartureDue: boolean;
}

/** A tax rate's rule as GraphQL gives it (its mode a plain string). */
export interface LongStayRuleFields {
  nights: number;
  mode: string;
  agreementExempts: boolean;
  earlyDepartureDue: boolean;
}

export const NO_LONG_STAY_FORM: LongStayFormValues = {
  longStayChoice: NO_LONG_STAY,
  longStayNights: '',
  longStayMode: 'exempt-after',
  agreementExempts: false,
  earlyDepartureDue: false,
};

const isMode = (mode: string): mode is LongStayMode => (LONG_STAY_MODES as readonly string[]).includes(mode);

const sameRule = (a: LongStayRule, b: LongStayRuleFields) =>
  a.nights === b.nights &&
  a.mode === b.mode &&
  a.agreementExempts === b.agreementExempts &&
  a.earlyDepartureDue === b.earlyDepartureDue;

/** The choice a stored rule shows as: None without one, the preset whose every value it has, else Custom. */
export function longStayChoiceOf(rule: LongStayRuleFields | null | undefined): LongStayChoice {
  if (!rule) return NO_LONG_STAY;
  return LONG_STAY_PRESETS.find((preset) => sameRule(preset.rule, rule))?.name ?? CUSTOM_LONG_STAY;
}

/** The dialog's long-stay fields for a stored rule (or none). */
export function longStayFormOf(rule: LongStayRuleFields | null | undefined): LongStayFormValues {
  if (!rule) return NO_LONG_STAY_FORM;
  return {
    longStayChoice: longStayChoiceOf(rule),
    longStayNights: String(rule.nights),
    longStayMode: isMode(rule.mode) ? rule.mode : 'exempt-after',
    agreementExempts: rule.agreementExempts,
    earlyDepartureDue: rule.earlyDepartureDue,
  };
}

/**
 * A new choice: a preset fills every field with its values; Custom starts from what the fields hold (a preset
 * chosen before, to adjust), None keeps them out of sight (chosen back, Custom shows them again).
 */
export function withLongStayChoice<T extends LongStayFormValues>(values: T, choice: LongStayChoice): T {
  const preset = LONG_STAY_PRESETS.find((candidate) => candidate.name === choice);
  if (!preset) return { ...values, longStayChoice: choice };
  return {
    ...values,
    longStayChoice: choice,
    longStayNights: String(preset.rule.nights),
    longStayMode: preset.rule.mode,
    agreementExempts: preset.rule.agreementExempts,
    earlyDepartureDue: preset.rule.earlyDepartureDue,
  };
}

/** Only Custom lets the fields be changed: a preset shows its values as the law (as read) gives them. */
export const longStayEditable = (values: LongStayFormValues) => values.longStayChoice === CUSTOM_LONG_STAY;

/**
 * The rule as the dialog sends it, for the core tax rate schema to read (its messages are the server's):
 * null for None (clearing a rule the rate had), else the fields as they stand.
 */
export function longStayInput(values: LongStayFormValues): Record<string, unknown> | null {
  if (values.longStayChoice === NO_LONG_STAY) return null;
  return {
    // Blank is no number at all: the schema's coercion would read it as 0 (the same message, less plainly).
    nights: values.longStayNights.trim() === '' ? Number.NaN : values.longStayNights.trim(),
    mode: values.longStayMode,
    agreementExempts: values.agreementExempts,
    earlyDepartureDue: values.earlyDepartureDue,
  };
}

/** "Exempt after 30 nights" or "Refunded at 90 nights": a rule as the tax rates list shows it, briefly. */
export function longStayText(rule: LongStayRuleFields): string {
  const nights = `${rule.nights} ${rule.nights === 1 ? 'night' : 'nights'}`;
  return rule.mode === 'refund-all' ? `Refunded at ${nights}` : `Exempt after ${nights}`;
}

/** The rule's flags in words, for the list's tooltip and a screen reader. */
export function longStayDetails(rule: LongStayRuleFields): string {
  const agreement = rule.agreementExempts ? 'a written agreement exempts from night 1' : 'no exemption by agreement';
  const early = rule.earlyDepartureDue ? 'tax due if the stay ends early' : 'no tax due on an early end';
  return `${longStayText(rule)}; ${agreement}; ${early}`;
}

export const LONG_STAY_NIGHTS_RANGE = { min: LONG_STAY_NIGHTS_MIN, max: LONG_STAY_NIGHTS_MAX } as const;
