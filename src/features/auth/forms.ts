// The account forms pull in the Firebase Auth client, so they have their own entry point that
// only the lazily loaded login, register and password pages import; index.ts stays light for
// every page. The dashboard's Security tab comes through it too: the dashboard is a lazy page.
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ResetPasswordPanel } from './components/reset-password-panel';
export { SecurityPanel } from './components/security-panel';
export { DeleteAccountSection } from './components/delete-account-section';
