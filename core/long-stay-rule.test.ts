import { describe, expect, it } from 'vitest';
import { LONG_STAY_PRESETS } from './long-stay-rule';

describe('long-stay presets', () => {
  it('are the four laws of the issue, as the states write them', () => {
    expect(LONG_STAY_PRESETS.map((preset) => [preset.name, preset.rule])).toEqual([
      ['Texas', { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true }],
      ['New Jersey', { nights: 90, mode: 'refund-all', agreementExempts: true, earlyDepartureDue: true }],
      ['Georgia', { nights: 30, mode: 'exempt-after', agreementExempts: false, earlyDepartureDue: false }],
      ['Florida tourist development tax', { nights: 183, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true }],
    ]);
  });
});
