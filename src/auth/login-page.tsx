import { Feather } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export default function LoginPage() {
  useDocumentTitle('Sign in');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10">
      <div className="flex w-full max-w-md flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <div
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-fg shadow-sm"
          >
            <Feather className="size-6" />
          </div>
          <h1 className="text-3xl font-semibold tracking-tight text-fg">Welcome to Fablehold</h1>
          <p className="text-sm text-fg-muted">Sign in to continue to your projects</p>
        </div>
        <div className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6">
          <Tabs defaultValue="login">
            <TabsList aria-label="Sign in or register">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            {/* Both stay mounted so switching tabs keeps what the user typed. */}
            <TabsContent value="login" forceMount className="mt-5 data-[state=inactive]:hidden">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register" forceMount className="mt-5 data-[state=inactive]:hidden">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </main>
  );
}
