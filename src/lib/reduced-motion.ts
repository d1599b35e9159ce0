/** The media query of shoppers who asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether motion should be kept to a minimum right now (for imperative scrolls and animations). */
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches;

/** How a programmatic scroll should move: smoothly, unless the shopper asked for less motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
