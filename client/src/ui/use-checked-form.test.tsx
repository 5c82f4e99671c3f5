// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_TAX_RATE_FORM, toTaxRatePayload } from '../modules/tax-rates/tax-rate-form';
import { clearToasts, getToasts } from './toast/toast-store';
import { useCheckedForm } from './use-checked-form';

const submitEvent = () => ({ preventDefault: () => undefined }) as FormEvent<HTMLFormElement>;

afterEach(() => clearToasts());

describe('a form checked as a whole on submit', () => {
  it('toasts the first problem, keeps it for the dialog to repeat, and sends nothing', async () => {
    const sent: unknown[] = [];
    const { result } = renderHook(() => useCheckedForm(EMPTY_TAX_RATE_FORM, toTaxRatePayload));
    await act(() => result.current.handleSubmit((input) => void sent.push(input))(submitEvent()));
    expect(result.current.problem).toBe('Tax name is required');
    expect(getToasts().map((toast) => [toast.variant, toast.title, toast.description])).toEqual([
      ['destructive', 'Error', 'Tax name is required'],
    ]);
    expect(sent).toEqual([]);
  });

  it('sends what the check reads from the values, and clears the problem shown', async () => {
    const sent: unknown[] = [];
    const { result } = renderHook(() => useCheckedForm(EMPTY_TAX_RATE_FORM, toTaxRatePayload));
    await act(() => result.current.handleSubmit((input) => void sent.push(input))(submitEvent()));
    act(() => {
      result.current.set('name', 'Occupancy Tax');
      result.current.set('percent', '8.25');
    });
    await act(() => result.current.handleSubmit((input) => void sent.push(input))(submitEvent()));
    expect(result.current.problem).toBe(null);
    expect(sent).toEqual([expect.objectContaining({ name: 'Occupancy Tax', rate: '0.0825', isPercentage: true })]);
  });

  it('loads new values with no problem shown', async () => {
    const { result } = renderHook(() => useCheckedForm(EMPTY_TAX_RATE_FORM, toTaxRatePayload));
    await act(() => result.current.handleSubmit(() => undefined)(submitEvent()));
    act(() => result.current.load({ ...EMPTY_TAX_RATE_FORM, name: 'City Tax' }));
    expect(result.current.problem).toBe(null);
    expect(result.current.values.name).toBe('City Tax');
  });
});
