import { useDocumentTitle } from '../lib/use-document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { AuthScreen } from './auth-screen';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export default function LoginPage() {
  useDocumentTitle('Sign in');
  return (
    <AuthScreen title="Welcome to Fablehold" subtitle="Sign in to continue to your projects">
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
    </AuthScreen>
  );
}
