import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from '@texbridge/shared/auth/auth-store';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailField, PasswordField } from '../../components/crud/fields/text-field.tsx';
import { SubmitButton } from '../../components/crud/submit-button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { errorMessage } from '../../lib/error-message.ts';

const schema = z.object({
  email: z.email({ message: 'must be an e-mail address' }),
  password: z.string(),
});

/**
 * Standalone mode only (the dashboard team's dev server): a minimal e-mail/password sign-in. The real
 * login page, with its redirects and toasts, is the host's /login.
 */
export function SignInForm() {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <div className="tb-admin tb-dark grid min-h-dvh place-items-center bg-indigo-950 p-4">
      <PageTitle name="Sign In" />
      <form
        noValidate
        onSubmit={submit}
        className="tb-light flex w-full max-w-sm flex-col gap-4 rounded-2xl bg-ecru-50 p-6 shadow-2xl ring-1 ring-ecru-300"
      >
        <h1 className="font-display text-2xl font-semibold text-indigo-950">Dashboard sign-in</h1>
        <p className="text-sm text-charcoal-700">Standalone mode: sign in with an admin account.</p>
        <EmailField
          label="E-mail"
          required
          autoComplete="email"
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          registration={form.register('password')}
        />
        {failure && (
          <p role="alert" className="text-sm font-medium text-madder-700">
            {failure}
          </p>
        )}
        <SubmitButton label="Sign In" pending={isSubmitting} />
      </form>
    </div>
  );
}
