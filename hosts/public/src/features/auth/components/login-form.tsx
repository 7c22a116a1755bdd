import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { sendPasswordReset, signIn } from '@texbridge/shared/auth/auth-store';
import { useToaster } from '../../../components/ui/toaster-slot.tsx';

// docs/spec.md §5: e-mail required; the password has no rule of its own (Firebase judges it).
const loginSchema = z.object({
  email: z.email({ message: 'Enter the e-mail address of your account.' }),
  password: z.string(),
});
type LoginValues = z.infer<typeof loginSchema>;

/** docs/spec.md §4: the success toast shows for 3 seconds, then the user is taken on. */
export const SIGNED_IN_DELAY_MS = 3000;
/** One id for the refusal toast: a later success takes it off the screen instead of leaving it beside. */
const REFUSED_TOAST_ID = 'login-refused';

/** 'Login Admin Panel': e-mail and password; reports success to the page, which moves on after the toast. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  useToaster();
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setPending(true);
    try {
      await signIn(email, password);
      toast.dismiss(REFUSED_TOAST_ID);
      toast.success('Your Account Successfully Logged', { duration: SIGNED_IN_DELAY_MS });
      onSignedIn();
    } catch {
      toast.error('Your Account Might Not Valid', { id: REFUSED_TOAST_ID });
      setPending(false);
    }
  });

  const resetPassword = async () => {
    if (!(await trigger('email'))) return;
    try {
      await sendPasswordReset(getValues('email'));
      toast.success(`If ${getValues('email')} has an account, a reset link is on its way.`);
    } catch {
      toast.error('We could not send the reset e-mail. Check the address and try again.');
    }
  };

  const field =
    'mt-1 block w-full rounded-lg border border-ecru-300 bg-white px-4 py-3 text-ink shadow-sm focus:border-indigo-700 focus:ring-2 focus:ring-indigo-700/30 aria-[invalid=true]:border-madder-600';
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-heading" className="space-y-5">
      <div>
        <label htmlFor="login-email" className="font-medium text-indigo-900">
          E-mail{' '}
          <span aria-hidden="true" className="text-madder-600">
            *
          </span>
        </label>
        <input
          id="login-email"
          type="email"
          autoComplete="username"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          className={field}
          {...register('email')}
        />
        {errors.email && (
          <p id="login-email-error" className="mt-1 text-sm text-madder-700">
            {errors.email.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="login-password" className="font-medium text-indigo-900">
          Password
        </label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          className={field}
          {...register('password')}
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-full bg-indigo-900 px-6 py-3 font-semibold text-ecru-50 hover:bg-indigo-800 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? 'Signing in…' : 'Sign In'}
      </button>
      <button
        type="button"
        onClick={() => void resetPassword()}
        className="text-sm font-medium text-madder-600 underline"
      >
        Forgot password?
      </button>
    </form>
  );
}
