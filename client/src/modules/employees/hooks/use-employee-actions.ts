import { useMutation } from '@apollo/client/react';
import type { EmployeeInput } from '../../../gql/graphql';
import { useToastedAction } from '../../../app/use-toasted-action';
import { useVersionedUpdate, type LoadedRecord } from '../../../app/versioned-update';
import { CreateEmployeeMutation } from '../graphql/create-employee-mutation';
import { DeleteEmployeeMutation } from '../graphql/delete-employee-mutation';
import { EmployeesQuery } from '../graphql/employees-query';
import { UpdateEmployeeMutation } from '../graphql/update-employee-mutation';

/**
 * Create, update and delete with toasts in the manner of spec section 8: the server's message, else a
 * 'Failed to ... employee' fallback. Creating and deleting refresh the roster; an update refreshes the
 * cached employee itself. Each resolves true on success.
 */
export function useEmployeeActions() {
  const run = useToastedAction();
  // A refused stale edit reads the list again, so that the clerk sees the other change.
  const versioned = useVersionedUpdate([EmployeesQuery]);
  const refresh = { refetchQueries: [EmployeesQuery], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateEmployeeMutation, refresh);
  const [update, updated] = useMutation(UpdateEmployeeMutation);
  const [remove, removed] = useMutation(DeleteEmployeeMutation, refresh);

  return {
    saving: created.loading || updated.loading,
    createEmployee: (input: EmployeeInput) =>
      run(() => create({ variables: { input } }), 'Employee created successfully', 'Failed to create employee'),
    updateEmployee: (record: LoadedRecord, input: EmployeeInput) =>
      run(
        () => versioned(() => update({ variables: { id: record.id, input: { ...input, version: record.version } } })),
        'Employee updated successfully',
        'Failed to update employee',
      ),
    deleteEmployee: (record: LoadedRecord) =>
      run(
        () => versioned(() => remove({ variables: { id: record.id, version: record.version } })),
        'Employee deleted successfully',
        'Failed to delete employee',
      ),
    deleting: removed.loading,
  };
}
