export { useLanguageSync } from './hooks/use-language-sync';
