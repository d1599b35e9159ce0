import type { BrowserContext } from '@playwright/test';

/*
 * Google sign-in through the Auth emulator, on a machine without internet.
 *
 * The Firebase SDK's popup flow and the Auth emulator's helper frame talk through Google's gapi
 * script (https://apis.google.com/js/api.js): the SDK opens the emulator's frame with
 * `gapi.iframes` and waits there for the popup's result, which the emulator's popup page posts to
 * that frame. The script cannot be downloaded here, so the test answers its URL with this
 * stand-in for the part of `gapi.iframes` both sides use: `load`, `getContext().open`,
 * `getParentIframe`, and an iframe's `ping`, `restyle`, `register` and `send`. Everything else is
 * the real thing: the app's Content-Security-Policy decides whether the page may load the script
 * from that address and frame the emulator; the SDK opens the real popup; the emulator signs the
 * account in.
 */
function gapiStandIn() {
  type Handler = (data: unknown) => unknown;
  type Message =
    | { gapiStandIn: 'ready' }
    | { gapiStandIn: 'call'; id: number; type: string; data: unknown }
    | { gapiStandIn: 'reply'; id: number; responses: unknown[] };
  const scope = window as unknown as Record<string, unknown>;
  let nextId = 1;

  /** One end of the channel between the page and the helper frame. */
  function channel(peer: () => Window | null) {
    const handlers = new Map<string, Handler>();
    const waiting = new Map<number, (responses: unknown[]) => void>();
    const unhandled: Extract<Message, { gapiStandIn: 'call' }>[] = [];
    const pings: (() => void)[] = [];
    let ready = false;
    const post = (message: Message) => peer()?.postMessage(message, '*');
    const answer = (call: Extract<Message, { gapiStandIn: 'call' }>) => {
      const handler = handlers.get(call.type);
      if (!handler) {
        // Held until the other side registers for it, as the SDK registers once the frame is up.
        unhandled.push(call);
        return;
      }
      post({ gapiStandIn: 'reply', id: call.id, responses: [handler(call.data)] });
    };
    window.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as Message | undefined;
      if (!message || typeof message !== 'object' || !('gapiStandIn' in message)) return;
      if (event.source !== peer()) return;
      if (message.gapiStandIn === 'ready') {
        ready = true;
        pings.splice(0).forEach((resolve) => resolve());
      } else if (message.gapiStandIn === 'call') {
        answer(message);
      } else {
        waiting.get(message.id)?.(message.responses);
        waiting.delete(message.id);
      }
    });
    return {
      announceReady: () => post({ gapiStandIn: 'ready' }),
      ping(callback?: () => void) {
        return new Promise<void>((resolve) => (ready ? resolve() : pings.push(resolve))).then(() =>
          callback?.(),
        );
      },
      restyle: () => Promise.resolve(),
      register(type: string, handler: Handler) {
        handlers.set(type, handler);
        unhandled.splice(0).forEach(answer);
      },
      send(type: string, data: unknown, callback?: (responses: unknown[]) => void) {
        const id = nextId++;
        if (callback) waiting.set(id, callback);
        post({ gapiStandIn: 'call', id, type, data });
      },
    };
  }

  interface OpenOptions {
    where: HTMLElement;
    url: string;
    attributes?: { style?: Record<string, string> } & Record<string, unknown>;
  }
  const iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    Iframe: function Iframe() {},
    getContext: () => ({
      open(options: OpenOptions, onOpen?: (iframe: ReturnType<typeof channel>) => unknown) {
        const frame = document.createElement('iframe');
        for (const [name, value] of Object.entries(options.attributes ?? {})) {
          if (name === 'style') Object.assign(frame.style, value);
          else frame.setAttribute(name, String(value));
        }
        frame.src = options.url;
        const end = channel(() => frame.contentWindow);
        options.where.appendChild(frame);
        return Promise.resolve(onOpen ? onOpen(end) : end);
      },
      getParentIframe() {
        const end = channel(() => window.parent);
        end.announceReady();
        return end;
      },
    }),
  };
  scope.gapi = {
    iframes,
    load(_module: string, options: { callback: () => void } | (() => void)) {
      setTimeout(typeof options === 'function' ? options : options.callback);
    },
  };

  // The SDK names its callback in the script's address (?onload=…); the emulator's frame defines
  // gapi_onload.
  const script = document.currentScript as HTMLScriptElement | null;
  const onload = script ? new URL(script.src).searchParams.get('onload') : null;
  const callback = scope[onload ?? 'gapi_onload'] ?? scope.gapi_onload;
  if (typeof callback === 'function') setTimeout(callback as () => void);
}

/**
 * Serves the gapi stand-in at Google's address to every page and frame of the context, and
 * answers the emulator popup's stylesheets and fonts (from unpkg and Google Fonts) as unreachable
 * at once: the popup works without them.
 */
export async function routeGoogleSignIn(context: BrowserContext): Promise<{ scriptRequests: () => number }> {
  let requests = 0;
  await context.route('https://apis.google.com/js/api.js*', async (route) => {
    requests += 1;
    await route.fulfill({ contentType: 'text/javascript', body: `(${gapiStandIn.toString()})();` });
  });
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.abort('internetdisconnected'),
  );
  return { scriptRequests: () => requests };
}
