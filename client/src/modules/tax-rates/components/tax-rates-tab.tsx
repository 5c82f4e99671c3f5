import { useQuery } from '@apollo/client/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { TaxRateFieldsFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { IconButton } from '../../../ui/icon-button';
import { useRecordDialog } from '../../../ui/use-record-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { TaxRatesQuery } from '../graphql/tax-rates-query';
import { useTaxRateActions } from '../hooks/use-tax-rate-actions';
import { longStayDetails, longStayText } from '../long-stay-form';
import { appliesToText, scheduledTaxRateText, taxRateAmountText, type TaxRateUpdate } from '../tax-rate-form';
import { ScheduledChanges, WITHDRAW_CONFIRMATION } from '../../../ui/scheduled-changes';
import { TaxRateDialog } from './tax-rate-dialog';
import './tax-rates.css';

const DELETE_CONFIRMATION = 'Are you sure you want to delete this tax rate?';

/** Settings › Tax Rates (spec 2, 'Tax Rate Management card'). */
export function TaxRatesTab() {
  const { data, loading, error } = useQuery(TaxRatesQuery);
  const actions = useTaxRateActions();
  const { dialog, openAdd, openEdit } = useRecordDialog<TaxRateFieldsFragment, TaxRateUpdate>({
    create: actions.createTaxRate,
    update: actions.updateTaxRate,
  });

  const taxRates = data?.taxRates ?? [];
  const confirmDelete = (taxRate: TaxRateFieldsFragment) => {
    if (window.confirm(DELETE_CONFIRMATION)) void actions.deleteTaxRate(taxRate);
  };
  const withdraw = (taxRate: TaxRateFieldsFragment, effectiveFrom: string) => {
    if (window.confirm(WITHDRAW_CONFIRMATION)) void actions.withdrawScheduledChange(taxRate, effectiveFrom);
  };

  return (
    <Card className="tax-rates">
      <CardHeader className="tax-rates-header">
        <div>
          <CardTitle>Tax Rate Management</CardTitle>
          <CardDescription>Taxes and fees added to bookings. Tax 1 and Tax 2 are chosen from the active ones.</CardDescription>
        </div>
        <Button onClick={openAdd}>
          <Plus aria-hidden="true" />
          Add Tax Rate
        </Button>
      </CardHeader>
      <CardContent>
        {loading && !data ? (
          <p className="tax-rates-message" role="status">
            Loading tax rates...
          </p>
        ) : error && !data ? (
          <p className="tax-rates-message tax-rates-error">Failed to load tax rates</p>
        ) : taxRates.length === 0 ? (
          <p className="tax-rates-message">No tax rates configured yet. Add your first tax rate to get started.</p>
        ) : (
          <ul className="tax-rate-list">
            {taxRates.map((taxRate) => (
              <li key={taxRate.id} className="tax-rate-row" aria-label={taxRate.name}>
                <div className="tax-rate-row-body">
                  <div className="tax-rate-row-title">
                    <h3>{taxRate.name}</h3>
                    <Badge variant={taxRate.isActive ? 'default' : 'secondary'}>{taxRate.isActive ? 'Active' : 'Inactive'}</Badge>
                  </div>
                  <p className="tax-rate-row-details">
                    <span className="tax-rate-amount">{taxRateAmountText(taxRate)}</span>
                    <span className="tax-rate-applies">Applies to: {appliesToText(taxRate.applyTo)}</span>
                    {taxRate.longStay && (
                      <span className="tax-rate-long-stay-rule" title={longStayDetails(taxRate.longStay)}>
                        Long stay: {longStayText(taxRate.longStay)}
                      </span>
                    )}
                  </p>
                  <ScheduledChanges
                    title={taxRate.name}
                    changes={taxRate.scheduled.map((change) => ({
                      effectiveFrom: change.effectiveFrom,
                      text: scheduledTaxRateText(change),
                    }))}
                    busy={actions.deleting}
                    onWithdraw={(effectiveFrom) => withdraw(taxRate, effectiveFrom)}
                  />
                </div>
                <div className="tax-rate-row-actions">
                  <IconButton icon={Pencil} label={`Edit ${taxRate.name}`} onClick={() => openEdit(taxRate)} />
                  <IconButton
                    icon={Trash2}
                    label={`Delete ${taxRate.name}`}
                    disabled={actions.deleting}
                    onClick={() => confirmDelete(taxRate)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      <TaxRateDialog {...dialog} saving={actions.saving} />
    </Card>
  );
}
