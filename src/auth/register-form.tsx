import { type FormEvent, useState } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Field } from '../ui/field';
import { Input } from '../ui/input';

/** The Register tab: the spec shows the form but turns every attempt away. */
export function RegisterForm() {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage('Registration not enabled at this time');
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Register">
      <Field label="Full name">
        <Input
          name="name"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
      </Field>
      <Field label="Email">
        <Input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Password">
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Checkbox
        label="I agree to the Terms of Service and Privacy Policy"
        name="terms"
        checked={hasAcceptedTerms}
        onCheckedChange={setHasAcceptedTerms}
      />
      {message ? <Alert>{message}</Alert> : null}
      <Button type="submit" size="lg" className="w-full">
        Create account
      </Button>
    </form>
  );
}
