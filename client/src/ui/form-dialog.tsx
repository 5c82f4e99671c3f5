import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  submitLabel: string;
  saving: boolean;
  size?: 'sm' | 'md' | 'lg';
  formClassName: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A dialog holding one form, with Cancel and the submit button (a spinner while saving) in its footer. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  saving,
  size,
  formClassName,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving && <Spinner label="" />}
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
