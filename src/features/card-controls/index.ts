// The controls the shop's lists give their product cards: the catalog draws the cards but imports
// no feature built on it, so the features that draw lists compose them here.
export { shopCardControls } from './components/shop-card-controls';
