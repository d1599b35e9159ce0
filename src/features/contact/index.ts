export { ContactView } from './components/contact-view';
