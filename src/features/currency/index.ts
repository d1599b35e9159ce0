export { ApproximatePrice } from './components/approximate-price';
export { CurrencySelect } from './components/currency-select';
export { useRatesSync } from './hooks/use-rates-sync';
