import { describe, expect, it } from 'vitest';
import {
  CUSTOM_LONG_STAY,
  LONG_STAY_CHOICES,
  longStayChoiceOf,
  longStayEditable,
  longStayFormOf,
  longStayText,
  NO_LONG_STAY,
  withLongStayChoice,
} from './long-stay-form';
import { EMPTY_TAX_RATE_FORM, formValuesOf, toTaxRatePayload, type TaxRateFormValues } from './tax-rate-form';

const occupancy: TaxRateFormValues = { ...EMPTY_TAX_RATE_FORM, name: 'Hotel Occupancy Tax', percent: '6' };
const texas = { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true };
const stored = {
  name: 'Hotel Occupancy Tax',
  rate: '0.06',
  isPercentage: true,
  flatAmount: '0.00',
  applyTo: ['all'],
  isActive: true,
  sortOrder: 0,
};

describe('the long-stay choice', () => {
  it('lists None, the four presets each labelled "check with your tax authority", and Custom', () => {
    expect(LONG_STAY_CHOICES.map((choice) => choice.label)).toEqual([
      'None: taxed every night',
      'Texas (check with your tax authority)',
      'New Jersey (check with your tax authority)',
      'Georgia (check with your tax authority)',
      'Florida tourist development tax (check with your tax authority)',
      'Custom',
    ]);
  });

  it.each([
    ['Texas', { longStayNights: '30', longStayMode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true }],
    ['New Jersey', { longStayNights: '90', longStayMode: 'refund-all', agreementExempts: true, earlyDepartureDue: true }],
    ['Georgia', { longStayNights: '30', longStayMode: 'exempt-after', agreementExempts: false, earlyDepartureDue: false }],
    [
      'Florida tourist development tax',
      { longStayNights: '183', longStayMode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true },
    ],
  ] as const)('%s fills the four fields with its values, which only Custom lets change', (name, fields) => {
    const chosen = withLongStayChoice(occupancy, name);
    expect(chosen).toMatchObject({ longStayChoice: name, ...fields });
    expect(longStayEditable(chosen)).toBe(false);
  });

  it('Custom starts from the preset chosen before, to adjust; choosing a preset again puts its values back', () => {
    const custom = withLongStayChoice(withLongStayChoice(occupancy, 'Texas'), CUSTOM_LONG_STAY);
    expect(custom).toMatchObject({ longStayChoice: 'Custom', longStayNights: '30', agreementExempts: true });
    expect(longStayEditable(custom)).toBe(true);
    const georgia = withLongStayChoice({ ...custom, longStayNights: '45' }, 'Georgia');
    expect(georgia).toMatchObject({ longStayNights: '30', agreementExempts: false, earlyDepartureDue: false });
  });

  it('a stored rule shows as the preset whose every value it has, else Custom; no rule is None', () => {
    expect(longStayChoiceOf(texas)).toBe('Texas');
    expect(longStayChoiceOf({ ...texas, nights: 90, mode: 'refund-all' })).toBe('New Jersey');
    expect(longStayChoiceOf({ ...texas, agreementExempts: false, earlyDepartureDue: false })).toBe('Georgia');
    expect(longStayChoiceOf({ ...texas, nights: 183 })).toBe('Florida tourist development tax');
    expect(longStayChoiceOf({ ...texas, nights: 45 })).toBe('Custom');
    expect(longStayChoiceOf({ ...texas, earlyDepartureDue: false })).toBe('Custom');
    expect(longStayChoiceOf(null)).toBe('None');
    expect(formValuesOf({ ...stored, longStay: { ...texas, nights: 45 } })).toMatchObject({
      longStayChoice: 'Custom',
      longStayNights: '45',
      longStayMode: 'exempt-after',
    });
    expect(formValuesOf({ ...stored, longStay: null }).longStayChoice).toBe(NO_LONG_STAY);
    expect(longStayFormOf(texas).longStayChoice).toBe('Texas');
  });
});

describe('the rule the dialog sends', () => {
  const payload = (values: TaxRateFormValues) => toTaxRatePayload(values);

  it('sends the preset as its rule, Custom as edited, and None as null (clearing a rule)', () => {
    expect(payload(withLongStayChoice(occupancy, 'Texas'))).toMatchObject({ ok: true, input: { longStay: texas } });
    const custom = { ...withLongStayChoice(withLongStayChoice(occupancy, 'Texas'), CUSTOM_LONG_STAY), longStayNights: '45' };
    expect(payload(custom)).toMatchObject({ ok: true, input: { longStay: { ...texas, nights: 45 } } });
    const cleared = withLongStayChoice(withLongStayChoice(occupancy, 'New Jersey'), NO_LONG_STAY);
    expect(payload(cleared)).toMatchObject({ ok: true, input: { longStay: null } });
    // The round trip: what is sent reads back as the same choice.
    const sent = payload(withLongStayChoice(occupancy, 'Florida tourist development tax'));
    expect(sent.ok && longStayChoiceOf(sent.input.longStay)).toBe('Florida tourist development tax');
  });

  it.each([
    ['', 'Long-stay nights must be a whole number from 1 to 400'],
    ['0', 'Long-stay nights must be a whole number from 1 to 400'],
    ['401', 'Long-stay nights must be a whole number from 1 to 400'],
    ['30.5', 'Long-stay nights must be a whole number from 1 to 400'],
    ['abc', 'Long-stay nights must be a whole number from 1 to 400'],
  ])('Custom nights %j are refused with the server’s words', (nights, message) => {
    const custom = { ...withLongStayChoice(occupancy, CUSTOM_LONG_STAY), longStayNights: nights };
    expect(payload(custom)).toEqual({ ok: false, message });
  });

  it('an unknown mode is refused with the server’s words', () => {
    const custom = { ...withLongStayChoice(occupancy, CUSTOM_LONG_STAY), longStayNights: '30', longStayMode: 'weekly' as never };
    expect(payload(custom)).toEqual({ ok: false, message: 'Long-stay mode must be exempt-after or refund-all' });
  });
});

describe('the rule in the tax rates list', () => {
  it('says it briefly', () => {
    expect(longStayText(texas)).toBe('Exempt after 30 nights');
    expect(longStayText({ ...texas, nights: 90, mode: 'refund-all' })).toBe('Refunded at 90 nights');
    expect(longStayText({ ...texas, nights: 1 })).toBe('Exempt after 1 night');
  });
});
