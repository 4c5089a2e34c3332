/** The service's sign-in failure as the user reads it (the spec's error catalogue). */
export function signInErrorMessage(serviceMessage: string): string {
  if (serviceMessage === 'Invalid login credentials') {
    return 'The email or password you entered is incorrect. Please try again.';
  }
  return serviceMessage;
}
