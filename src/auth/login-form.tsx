import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { type LoginValidationError, validateLogin } from './login-validation';
import { useSession } from './session-context';
import { SocialSignIn } from './social-sign-in';

export function LoginForm() {
  const { signInWithPassword } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(false);
  const [validationError, setValidationError] = useState<LoginValidationError | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFormMessage(null);
    const error = validateLogin(email, password);
    setValidationError(error);
    if (error) {
      // Take the user straight to what needs fixing.
      (error.field === 'password' ? passwordRef : emailRef).current?.focus();
      return;
    }
    setIsSubmitting(true);
    // On success the session changes and the /login guard moves the user on; nothing to do here.
    const { errorMessage } = await signInWithPassword(email.trim(), password);
    setIsSubmitting(false);
    setFormMessage(errorMessage);
  }

  const fieldError = (field: 'email' | 'password') =>
    validationError?.field === field ? validationError.message : null;
  const formError = validationError && validationError.field === null ? validationError.message : formMessage;

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Sign in">
        <Field label="Email" error={fieldError('email')}>
          <Input
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="username"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label="Password" error={fieldError('password')}>
          <Input
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* Kept for the familiar layout; the session is always remembered (the spec: no effect). */}
          <Checkbox
            label="Remember me"
            name="remember"
            checked={isRemembered}
            onCheckedChange={setIsRemembered}
          />
          <button
            type="button"
            className="rounded text-sm font-medium text-accent-text underline-offset-4 hover:underline"
          >
            Forgot your password?
          </button>
        </div>
        {formError ? <Alert>{formError}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner className="[&_svg]:text-accent-fg" />
              Signing in…
            </>
          ) : (
            'Sign in'
          )}
        </Button>
      </form>
      <SocialSignIn />
    </div>
  );
}
