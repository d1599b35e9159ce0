// The sign-in forms pull in the Firebase Auth client, so they have their own entry point that
// only the lazily loaded login and register pages import; index.ts stays light for every page.
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
