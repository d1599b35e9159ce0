import { startTransition, useEffect, useMemo, useState, type ComponentType } from 'react';

/**
 * Draws `parts` one after another: the first at once, each next one in a render of its own once
 * the one before has been committed and its effects have run. A part whose effects start a lot
 * (a subscription, a database opened, a chunk asked for) then takes a task of its own, where all
 * of them mounted together make one long task that a tap has to wait behind. Each step
 * is a transition: React runs it between a shopper's taps, not ahead of them.
 */
export function MountInSequence({ parts }: { parts: readonly ComponentType[] }) {
  // The same elements every time, so a part already drawn is not drawn again as the next comes.
  const elements = useMemo(() => parts.map((Part, index) => <Part key={index} />), [parts]);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < parts.length) startTransition(() => setShown(shown + 1));
  }, [shown, parts.length]);
  return elements.slice(0, shown);
}
