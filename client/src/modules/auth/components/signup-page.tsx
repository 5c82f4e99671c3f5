import { useMutation } from '@apollo/client/react';
import { signupFormSchema } from '@core/schemas/auth.schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverErrorMessage } from '../../../app/graphql-error';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useZodForm } from '../../../ui/use-zod-form';
import { RegisterMutation } from '../graphql/register-mutation';
import { AuthLayout } from './auth-layout';
import { CheckEmailScreen } from './check-email-screen';

/** Spec 8: the signup success toast stays 8 s. */
const SIGNUP_TOAST_DURATION_MS = 8000;

const emptyForm = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  website: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  numberOfRooms: '',
};

export function SignupPage() {
  const { toast } = useToast();
  const [register, { loading }] = useMutation(RegisterMutation);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useZodForm(signupFormSchema, emptyForm);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirmation, ...input }) => {
    try {
      const { data } = await register({ variables: { input } });
      if (!data) return;
      setRegisteredEmail(data.register.email);
      toast({
        title: 'Account Created Successfully!',
        description: 'Please check your email to verify your account before signing in.',
        duration: SIGNUP_TOAST_DURATION_MS,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Registration failed',
        description: serverErrorMessage(error) ?? 'Please try again.',
      });
    }
  });

  if (registeredEmail) return <CheckEmailScreen email={registeredEmail} />;

  const { errors, field } = form;
  return (
    <AuthLayout
      wide
      title="Create your hotel account"
      description="Set up Innkeep for your property. You will confirm your email address before signing in."
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="auth-form-grid">
          <FormField label="Hotel Name" error={errors.name} className="span-2">
            <Input autoComplete="organization" placeholder="Seaside Inn" autoFocus {...field('name')} />
          </FormField>
          <FormField label="Email" error={errors.email} className="span-2">
            <Input type="email" autoComplete="email" placeholder="frontdesk@seasideinn.com" {...field('email')} />
          </FormField>
          <FormField label="Password" error={errors.password}>
            <Input type="password" autoComplete="new-password" {...field('password')} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword}>
            <Input type="password" autoComplete="new-password" {...field('confirmPassword')} />
          </FormField>

          <p className="auth-section-label">Hotel details (optional)</p>
          <FormField label="Phone Number" error={errors.phoneNumber}>
            <Input type="tel" autoComplete="tel" {...field('phoneNumber')} />
          </FormField>
          <FormField label="Website" error={errors.website}>
            <Input type="url" autoComplete="url" placeholder="https://" {...field('website')} />
          </FormField>
          <FormField label="Address" error={errors.address} className="span-2">
            <Input autoComplete="street-address" {...field('address')} />
          </FormField>
          <FormField label="City" error={errors.city}>
            <Input autoComplete="address-level2" {...field('city')} />
          </FormField>
          <FormField label="State" error={errors.state}>
            <Input autoComplete="address-level1" maxLength={2} placeholder="FL" {...field('state')} />
          </FormField>
          <FormField label="Zip Code" error={errors.zipCode}>
            <Input autoComplete="postal-code" {...field('zipCode')} />
          </FormField>
          <FormField label="Country" error={errors.country}>
            <Input autoComplete="country-name" {...field('country')} />
          </FormField>
          <FormField label="Number of Rooms" error={errors.numberOfRooms}>
            <Input type="number" inputMode="numeric" min={1} step={1} {...field('numberOfRooms')} />
          </FormField>
        </div>
        <Button type="submit" size="lg" className="auth-submit" disabled={loading}>
          {loading && <Spinner label="" />}
          {loading ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
