// The account forms pull in the Firebase Auth client, so they have their own entry point that
// only the lazily loaded login, register and password pages import; index.ts stays light for
// every page.
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ResetPasswordPanel } from './components/reset-password-panel';
