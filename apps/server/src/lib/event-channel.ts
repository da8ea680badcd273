import { EventEmitter } from 'node:events';

/** Announcements a module makes after its transaction commits; the live channel listens. */
export interface EventChannel<E> {
  publish(event: E): void;
  subscribe(listener: (event: E) => void): () => void;
}

/** In-process fan-out; a listener that throws is logged and never breaks the call that published. */
export function createEventChannel<E>(onListenerError: (error: unknown) => void = () => undefined): EventChannel<E> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      for (const listener of emitter.listeners('event') as ((e: E) => void)[]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
