/**
 * A BroadcastChannel between this shop's open tabs, for a store on the device that they share:
 * one tab tells the others it changed, and they read it again. Where there is no
 * BroadcastChannel, only this tab hears.
 */
export function tabChannel<Message>(name: string) {
  let channel: BroadcastChannel | null | undefined;
  const open = () => {
    channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
    return channel;
  };
  /** This tab's own listeners: a BroadcastChannel never delivers a message to its sender. */
  const thisTab = new Set<(message: Message) => void>();
  return {
    /** Tells the other tabs; with `includingThisTab`, this tab's listeners too. */
    announce(message: Message, { includingThisTab = false } = {}) {
      open()?.postMessage(message);
      if (includingThisTab) for (const listener of thisTab) listener(message);
    },
    /** Listens to the other tabs and to this tab's own announcements; returns the unsubscribe. */
    listen(listener: (message: Message) => void): () => void {
      thisTab.add(listener);
      const current = open();
      const handle = (event: MessageEvent<Message>) => listener(event.data);
      current?.addEventListener('message', handle);
      return () => {
        thisTab.delete(listener);
        current?.removeEventListener('message', handle);
      };
    },
  };
}
